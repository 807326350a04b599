#!/usr/bin/env bash
# Renders the raster images (hero, hero-640, mentor, course thumbnails, blog art, course logos,
# partner cards, the navbar's logo) from the SVG sources in scripts/media/src.
# Needs: python3, librsvg2-bin (rsvg-convert), webp (cwebp).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../../public/media"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT

# webp SVG WIDTH HEIGHT OUT [cwebp options]: the SVG rendered at WIDTHxHEIGHT, saved as WebP.
webp() {
  local svg=$1 width=$2 height=$3 dest=$4
  shift 4
  rsvg-convert -w "$width" -h "$height" "$svg" -o "$tmp/render.png"
  cwebp -quiet -m 6 "$@" "$tmp/render.png" -o "$dest"
}
# each DIR WIDTH HEIGHT [cwebp options]: every SVG of src/DIR into public/media/DIR.
each() {
  local dir=$1 width=$2 height=$3 svg
  shift 3
  for svg in "$here/src/$dir"/*.svg; do webp "$svg" "$width" "$height" "$out/$dir/$(basename "$svg" .svg).webp" "$@"; done
}

python3 "$here/make-hero-svg.py" >/dev/null          # regenerates src/hero.svg (fixed seed)

webp "$here/src/hero.svg" 1280 720 "$out/hero.webp" -q 85 -sharp_yuv
webp "$here/src/hero.svg" 640 360 "$out/hero-640.webp" -q 85 -sharp_yuv
webp "$here/src/mentor.svg" 600 600 "$out/mentor.webp" -q 80 -alpha_q 90

# Course thumbnails and blog art are drawn as SVG but served as WebP: an SVG <img> is laid out
# and painted on the page's main thread, its text with font lookups, which held a phone's main
# thread for tens of milliseconds on /courses and /blog. A WebP is decoded off the main thread.
# Sized for the widest place each is shown (a phone's card at 1.75x, the course page's column).
each courses 640 360 -q 80 -sharp_yuv
each blog 800 420 -q 80 -sharp_yuv
# The course logos (shown at 120x120) and partner cards (at most 200 wide) likewise: drawn with
# text, a dozen of them were most of the paint when /courses showed its slider. Rendered at twice
# their shown size; their transparent corners keep an alpha channel.
each course-logos 240 240 -q 70 -alpha_q 70 -sharp_yuv
each partners 480 192 -q 80 -alpha_q 70 -sharp_yuv
# The navbar's logo (36x36 on every page) too: an SVG image is a document of its own, made, laid
# out and painted in the page's first paint. Rendered at three times its size.
webp "$here/src/brand/logo.svg" 108 108 "$out/brand/logo.webp" -q 80 -alpha_q 80 -sharp_yuv

ls -l "$out/brand/logo.webp" "$out/hero.webp" "$out/hero-640.webp" "$out/mentor.webp" "$out"/courses/*.webp "$out"/blog/*.webp "$out"/course-logos/*.webp "$out"/partners/*.webp
