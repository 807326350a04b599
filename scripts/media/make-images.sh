#!/usr/bin/env bash
# Renders the raster images (hero, hero-640, mentor, course thumbnails, blog art, course logos,
# partner cards, the navbar's logo) from the SVG sources in scripts/media/src.
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

# Course thumbnails and blog art are drawn as SVG but served as WebP: an SVG <img> is laid out
# and painted on the page's main thread, its text with font lookups, which held a phone's main
# thread for tens of milliseconds on /courses and /blog. A WebP is decoded off the main thread.
# Sized for the widest place each is shown (a phone's card at 1.75x, the course page's column).
for f in "$here"/src/courses/*.svg; do
  rsvg-convert -w 640 -h 360 "$f" -o "$tmp/t.png"
  cwebp -quiet -q 80 -m 6 -sharp_yuv "$tmp/t.png" -o "$out/courses/$(basename "$f" .svg).webp"
done
for f in "$here"/src/blog/*.svg; do
  rsvg-convert -w 800 -h 420 "$f" -o "$tmp/b.png"
  cwebp -quiet -q 80 -m 6 -sharp_yuv "$tmp/b.png" -o "$out/blog/$(basename "$f" .svg).webp"
done
# The course logos (shown at 120x120) and partner cards (at most 200 wide) are WebP for the same
# reason: drawn with text, a dozen of them were most of the paint when /courses showed its slider.
# Rendered at twice their shown size; their transparent corners keep an alpha channel.
for f in "$here"/src/course-logos/*.svg; do
  rsvg-convert -w 240 -h 240 "$f" -o "$tmp/l.png"
  cwebp -quiet -q 70 -m 6 -alpha_q 70 -sharp_yuv "$tmp/l.png" -o "$out/course-logos/$(basename "$f" .svg).webp"
done
for f in "$here"/src/partners/*.svg; do
  rsvg-convert -w 480 -h 192 "$f" -o "$tmp/p.png"
  cwebp -quiet -q 80 -m 6 -alpha_q 70 -sharp_yuv "$tmp/p.png" -o "$out/partners/$(basename "$f" .svg).webp"
done
# The navbar's logo (36x36 on every page) likewise: an SVG image is a document of its own, made,
# laid out and painted in the page's first paint; rendered at three times its size.
rsvg-convert -w 108 -h 108 "$here/src/brand/logo.svg" -o "$tmp/logo.png"
cwebp -quiet -q 80 -m 6 -alpha_q 80 -sharp_yuv "$tmp/logo.png" -o "$out/brand/logo.webp"

ls -l "$out/brand/logo.webp" "$out/hero.webp" "$out/hero-640.webp" "$out/mentor.webp" "$out"/courses/*.webp "$out"/blog/*.webp "$out"/course-logos/*.webp "$out"/partners/*.webp
