#!/usr/bin/env python3
"""Writes scripts/media/src/video-strip.svg: a 1920x200 transparent chart strip
(candles + line) that make-video.sh scrolls across sample.mp4. Fixed seed."""
import math, random, pathlib
random.seed(11)
W, H = 1920, 200
up, dn, wu, wd, line = [], [], [], [], []
p = 120.0
for i in range(60):
    x = 16 + i * 32
    o = p
    target = 100 + 55 * math.sin(i / 5.0)
    c = o + (target - o) * 0.35 + random.uniform(-24, 24)
    c = max(30, min(175, c))
    hi, lo = min(o, c) - random.uniform(4, 14), max(o, c) + random.uniform(4, 14)
    r = f'<rect x="{x-8}" y="{min(o,c):.0f}" width="16" height="{max(abs(c-o),5):.0f}" rx="2"/>'
    (up if c < o else dn).append(r)
    (wu if c < o else wd).append(f'M{x} {hi:.0f}V{lo:.0f}')
    line.append(f'{x} {(o+c)/2:.0f}')
    p = c
svg = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">',
       f'<path d="{"".join(wu)}" stroke="#4ade80" stroke-width="2"/>',
       f'<path d="{"".join(wd)}" stroke="#f87171" stroke-width="2"/>',
       '<g fill="#4ade80">' + "".join(up) + '</g>',
       '<g fill="#f87171">' + "".join(dn) + '</g>',
       f'<path d="M{" L".join(line)}" fill="none" stroke="#e0b341" stroke-width="3" stroke-opacity=".85"/>',
       '</svg>']
dst = pathlib.Path(__file__).resolve().parent / "src" / "video-strip.svg"
dst.write_text("\n".join(svg) + "\n")
print(dst)
