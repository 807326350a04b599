#!/usr/bin/env bash
# Builds public/media/video/{sample,knowledge}.mp4 and their .webp posters.
# Needs: ffmpeg (libx264), librsvg2-bin, webp, fonts-dejavu-core, python3.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../../public/media/video"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
FB=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FR=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
X264=(-c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset slow
      -crf 26 -maxrate 220k -bufsize 440k -g 50 -an -movflags +faststart)

python3 "$here/make-video-strip.py" >/dev/null
rsvg-convert "$here/src/video-bg.svg"     -o "$tmp/bg.png"
rsvg-convert "$here/src/video-strip.svg"  -o "$tmp/strip.png"
rsvg-convert "$here/src/knowledge-bg.svg" -o "$tmp/kbg.png"

# sample.mp4: 12 s, a chart strip scrolls left, title, running timer and a gold progress bar.
ffmpeg -hide_banner -loglevel error -y \
  -loop 1 -framerate 25 -t 12 -i "$tmp/bg.png" \
  -loop 1 -framerate 25 -t 12 -i "$tmp/strip.png" \
  -f lavfi -i "color=c=0xe0b341:s=640x8:r=25:d=12" \
  -filter_complex "\
[0][1]overlay=x='-t*105':y=104:shortest=1[a];\
[a][2]overlay=x='-640+640*t/12':y=304[b];\
[b]drawtext=fontfile=$FB:text='TradeSchool demo lesson':fontcolor=white:fontsize=28:x=96:y=24,\
drawtext=fontfile=$FR:text='Lesson 1 - Reading a price chart':fontcolor=0xcfeadb:fontsize=17:x=97:y=60,\
drawtext=fontfile=$FR:text='Fictional market data':fontcolor=0xcfeadb:fontsize=16:x=20:y=326,\
drawtext=fontfile=$FB:text='00\:%{eif\:t\:d\:2} / 00\:12':fontcolor=white:fontsize=18:x=w-tw-20:y=325,\
format=yuv420p[v]" \
  -map "[v]" -t 12 -r 25 "${X264[@]}" "$out/sample.mp4"

# knowledge.mp4: 9 s quiz card; the answer appears at 4.5 s; countdown and progress bar.
ffmpeg -hide_banner -loglevel error -y \
  -loop 1 -framerate 25 -t 9 -i "$tmp/kbg.png" \
  -f lavfi -i "color=c=0xe0b341:s=576x8:r=25:d=9" \
  -filter_complex "\

[0][1]overlay=x='32-576+576*t/9':y=336:shortest=1[b];\
[b]drawbox=x=0:y=336:w=32:h=8:color=0x04190f:t=fill,drawbox=x=608:y=336:w=32:h=8:color=0x04190f:t=fill,\
drawtext=fontfile=$FB:text='Knowledge check':fontcolor=0xe0b341:fontsize=30:x=32:y=36,\
drawtext=fontfile=$FB:text='%{eif\:9-t\:d}s':fontcolor=white:fontsize=26:x=w-tw-36:y=38,\
drawtext=fontfile=$FR:text='Q. A long lower wick with a small body':fontcolor=white:fontsize=21:x=52:y=116,\
drawtext=fontfile=$FR:text='after a fall is called a ...?':fontcolor=white:fontsize=21:x=52:y=148,\
drawtext=fontfile=$FB:text='A. Hammer - a possible bullish reversal':fontcolor=white:fontsize=21:x=52:y=228:enable='gte(t,4.5)',\
drawtext=fontfile=$FR:text='Think first...':fontcolor=0xcfeadb:fontsize=21:x=52:y=228:enable='lt(t,4.5)',\
format=yuv420p[v]" \
  -map "[v]" -t 9 -r 25 "${X264[@]}" "$out/knowledge.mp4"

# Posters: one frame each, 640x360 webp.
ffmpeg -hide_banner -loglevel error -y -ss 5 -i "$out/sample.mp4"    -frames:v 1 "$tmp/p1.png"
ffmpeg -hide_banner -loglevel error -y -ss 1.5 -i "$out/knowledge.mp4" -frames:v 1 "$tmp/p2.png"
cwebp -quiet -q 80 -m 6 "$tmp/p1.png" -o "$out/sample-poster.webp"
cwebp -quiet -q 80 -m 6 "$tmp/p2.png" -o "$out/knowledge-poster.webp"

ls -l "$out"
