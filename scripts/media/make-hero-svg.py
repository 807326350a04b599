#!/usr/bin/env python3
"""Writes scripts/media/src/hero.svg (1280x720): a dark green abstract chart scene.
Deterministic (fixed seed) so re-running gives the same picture."""
import random, pathlib

random.seed(7)
W, H = 1280, 720
out = []
add = out.append
add(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">')
add('''<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2=".6"><stop offset="0" stop-color="#03150e"/><stop offset=".45" stop-color="#0b3d2e"/><stop offset="1" stop-color="#0d5a3a"/></linearGradient>
<radialGradient id="glow" cx=".78" cy=".35" r=".55"><stop offset="0" stop-color="#1fbf74" stop-opacity=".22"/><stop offset="1" stop-color="#1fbf74" stop-opacity="0"/></radialGradient>
<radialGradient id="gold" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#e0b341" stop-opacity=".55"/><stop offset="1" stop-color="#e0b341" stop-opacity="0"/></radialGradient>
<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4ade80" stop-opacity=".16"/><stop offset="1" stop-color="#4ade80" stop-opacity="0"/></linearGradient>
<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#03150e" stop-opacity=".85"/><stop offset=".5" stop-color="#03150e" stop-opacity=".2"/><stop offset="1" stop-color="#03150e" stop-opacity="0"/></linearGradient>
<pattern id="grid" width="64" height="64" patternUnits="userSpaceOnUse"><path d="M64 0H0v64" fill="none" stroke="#fff" stroke-opacity=".05"/></pattern>
</defs>''')
add(f'<rect width="{W}" height="{H}" fill="url(#bg)"/>')
add(f'<rect width="{W}" height="{H}" fill="url(#grid)"/>')
add(f'<rect width="{W}" height="{H}" fill="url(#glow)"/>')
# rising area line across the whole scene
pts, y = [], 600.0
for i in range(0, 33):
    x = i * 40
    y += random.uniform(-28, 14) - 4
    y = max(120, min(640, y))
    pts.append((x, y))
line = " ".join(f"L{x} {y:.0f}" for x, y in pts)[1:]
add(f'<path d="M{line} V{H} H0Z" fill="url(#area)"/>')
add(f'<path d="M{line}" fill="none" stroke="#4ade80" stroke-width="3" stroke-opacity=".8" stroke-linejoin="round"/>')
# candlesticks on the right half
price = 540.0
up, down, wick_up, wick_dn = [], [], [], []
for i in range(18):
    x = 560 + i * 38
    o = price
    c = o - random.uniform(14, 52) if random.random() < 0.66 else o + random.uniform(10, 34)
    hi = min(o, c) - random.uniform(6, 26)
    lo = max(o, c) + random.uniform(6, 26)
    top, h = min(o, c), max(abs(c - o), 4)
    rect = f'<rect x="{x-11}" y="{top:.0f}" width="22" height="{h:.0f}" rx="3"/>'
    wick = f'M{x} {hi:.0f}V{lo:.0f}'
    (up if c < o else down).append(rect)
    (wick_up if c < o else wick_dn).append(wick)
    price = c
add(f'<path d="{"".join(wick_up)}" stroke="#4ade80" stroke-width="3"/>')
add(f'<path d="{"".join(wick_dn)}" stroke="#f87171" stroke-width="3" stroke-opacity=".9"/>')
add('<g fill="#4ade80">' + "".join(up) + '</g>')
add('<g fill="#f87171" fill-opacity=".9">' + "".join(down) + '</g>')
# dashed price levels and gold bokeh coins
add('<g stroke="#e0b341" stroke-opacity=".35" stroke-width="2" stroke-dasharray="6 10"><path d="M520 210H1280M520 520H1280"/></g>')
for cx, cy, r in [(1130, 120, 90), (980, 640, 70), (1220, 430, 50), (700, 110, 40)]:
    add(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="url(#gold)"/>')
for cx, cy, r in [(1130, 120, 22), (1220, 430, 12), (700, 110, 9)]:
    add(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="#e0b341" stroke-width="3" stroke-opacity=".8"/>')
# darken the left side so page text stays readable over it
add(f'<rect width="{W}" height="{H}" fill="url(#fade)"/>')
add('</svg>')
dst = pathlib.Path(__file__).resolve().parent / "src" / "hero.svg"
dst.write_text("\n".join(out) + "\n")
print(dst)
