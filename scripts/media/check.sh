#!/usr/bin/env bash
# Checks public/media and the SVG sources in src/: SVGs parse as XML and render (rsvg-convert,
# PNGs go to /tmp/media-check), the size limits hold, the videos are H.264 baseline with
# faststart (the lesson videos also with an AAC track), and the PDF opens.
# Needs: python3, librsvg2-bin, ffmpeg (ffprobe), poppler-utils (pdfinfo), webp (webpinfo).
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
m="$here/../../public/media"
png=/tmp/media-check; mkdir -p "$png"
fail=0
limit() { # file max-bytes
  local s; s=$(stat -c %s "$1")
  if [ "$s" -ge "$2" ]; then echo "TOO BIG  $1 ($s >= $2)"; fail=1; else printf '%7d  %s\n' "$s" "${1#$m/}"; fi
}
# Every hand-written source in a folder of src/ (each folder is rendered to WebP by
# make-images.sh), and the favicon, the one SVG served as it is.
for f in "$here"/src/*/*.svg "$m"/brand/*.svg; do
  python3 -c 'import sys,xml.etree.ElementTree as E; E.parse(sys.argv[1])' "$f" || { echo "BAD XML  $f"; fail=1; }
  rsvg-convert "$f" -o "$png/$(basename "$(dirname "$f")")-$(basename "$f" .svg).png" || { echo "NO RENDER $f"; fail=1; }
  limit "$f" 6144
done
for f in "$m"/video/*.mp4; do
  limit "$f" 409600
  ffprobe -v error -select_streams v:0 -show_entries stream=profile,width,height -show_entries format=duration -of csv=p=0 "$f"
  python3 -c 'import sys; d=open(sys.argv[1],"rb").read(); sys.exit(0 if d.find(b"moov")<d.find(b"mdat") else 1)' "$f" \
    || { echo "NOT FASTSTART $f"; fail=1; }
done
# Lesson videos (make-lesson-media.py): under 80 KB, H.264 Constrained Baseline, an AAC track
# (the narration), faststart.
for f in "$m"/video/lessons/*.mp4; do
  limit "$f" 81920
  p=$(ffprobe -v error -select_streams v:0 -show_entries stream=profile -of csv=p=0 "$f")
  [ "$p" = "Constrained Baseline" ] || { echo "NOT BASELINE ($p) $f"; fail=1; }
  a=$(ffprobe -v error -select_streams a -show_entries stream=codec_name -of csv=p=0 "$f")
  [ "$a" = "aac" ] || { echo "NO AAC TRACK ($a) $f"; fail=1; }
  python3 -c 'import sys; d=open(sys.argv[1],"rb").read(); sys.exit(0 if d.find(b"moov")<d.find(b"mdat") else 1)' "$f" \
    || { echo "NOT FASTSTART $f"; fail=1; }
done
for f in "$m"/video/*.webp; do limit "$f" 30720; done
for f in "$m"/courses/*.webp "$m"/blog/*.webp; do limit "$f" 20480; done
for f in "$m"/course-logos/*.webp "$m"/partners/*.webp "$m"/brand/*.webp; do limit "$f" 10240; done
limit "$m/hero.webp" 40960; limit "$m/hero-640.webp" 40960; limit "$m/mentor.webp" 30720
# Every WebP under media/, whichever folder it is in.
for f in "$m"/*.webp "$m"/*/*.webp; do webpinfo -quiet "$f" >/dev/null || { echo "BAD WEBP $f"; fail=1; }; done
limit "$m/notes/chapter-notes.pdf" 20480
pdfinfo "$m/notes/chapter-notes.pdf" | grep -E '^(Pages|Page size)' || fail=1
[ $fail = 0 ] && echo "all media checks passed" || { echo "some checks FAILED"; exit 1; }
