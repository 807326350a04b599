#!/usr/bin/env bash
# Renders the raster images (hero, hero-640, mentor) from the SVG sources in scripts/media/src.
# Needs: python3, librsvg2-bin (rsvg-convert), webp (cwebp).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../../public/media"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT

python3 "$here/make-hero-svg.py" >/dev/null          # regenerates src/hero.svg (fixed seed)

rsvg-convert -w 1280 -h 720 "$here/src/hero.svg" -o "$tmp/hero.png"
rsvg-convert -w 640  -h 360 "$here/src/hero.svg" -o "$tmp/hero-640.png"
rsvg-convert -w 600  -h 600 "$here/src/mentor.svg" -o "$tmp/mentor.png"

cwebp -quiet -q 85 -m 6 -sharp_yuv "$tmp/hero.png"     -o "$out/hero.webp"
cwebp -quiet -q 85 -m 6 -sharp_yuv "$tmp/hero-640.png" -o "$out/hero-640.webp"
cwebp -quiet -q 80 -m 6 -alpha_q 90 "$tmp/mentor.png"  -o "$out/mentor.webp"

ls -l "$out/hero.webp" "$out/hero-640.webp" "$out/mentor.webp"
