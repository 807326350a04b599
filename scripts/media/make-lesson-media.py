#!/usr/bin/env python3
"""Makes every demo lesson's narrated video and captions, in English and in Hindi.

Reads scripts/media/narration/<course folder>.json (three sentences per language per lesson)
and writes, for each lesson:

  public/media/video/lessons/<videoId without "vid-">.<lang>.mp4   640x360, 10 fps, title card,
      gold progress bar and timer, the spoken narration (espeak-ng) as AAC;
  content/courses/<folder>/captions/<chapter>-<lesson>.<lang>.vtt  WebVTT, one cue per sentence;

and mocks/lessonVideos.json, every lesson's video length in seconds by video id.

Both languages share ONE timeline. Sentence i of the English and sentence i of the Hindi are
the same sentence, so they get the same slot: it starts where slot i-1 ended (the first at
0.5 s) and lasts as long as the longer of the two recordings plus 0.6 s; the video ends 1.0 s
after the last slot. So a lesson's English and Hindi files are the same length (one
lessonVideos.json entry covers both), switching language keeps the viewer at the same
sentence, and a cue's start is the same in both captions files; only its end (the
recording's end plus 0.2 s, never past its slot) differs.

Keep the sentences short: each file must stay under 80 KB (scripts/media/check.sh). The AAC
track costs about 2.5-3.5 KB a second (the Hindi voice is the slower and usually the costlier),
and each keyframe (every 50 frames, 5 s) about 7 KB, 10 KB with a two-line title; at about
12-14 s a lesson's files come to 58-72 KB.

Standard library only; espeak-ng and ffmpeg (libx264, aac) are run as subprocesses. The output
is deterministic: running it again gives the same bytes, and a file whose bytes would not
change is left alone.

    python3 scripts/media/make-lesson-media.py
"""
import json
import os
import struct
import subprocess
import sys
import tempfile
import unicodedata
import wave

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
NARRATION = os.path.join(HERE, 'narration')
VIDEO_OUT = os.path.join(ROOT, 'public', 'media', 'video', 'lessons')
COURSES = os.path.join(ROOT, 'content', 'courses')
LENGTHS = os.path.join(ROOT, 'mocks', 'lessonVideos.json')

RATE = 22050                      # Hz, mono, 16-bit: espeak-ng's own output format
VOICES = {'en': ('en-gb', 150), 'hi': ('hi', 140)}   # language: (espeak-ng voice, words/min)
LANGS = ('en', 'hi')
FIRST = 0.5       # s before the first sentence
GAP = 0.6         # s added to each slot after its longer recording
TAIL = 1.0        # s after the last slot
CUE_PAD = 0.2     # s a cue stays up after its recording ends
MAX_CHARS = 80    # per sentence

W, H, FPS = 640, 360, 10
BG, BAR, SUB = '0x0b3d2e', '0xe0b341', '0xcfeadb'
FB = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'
FR = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'
TITLE_SIZE, TITLE_LINE, TITLE_WIDTH = 30, 40, 580   # px: font size, line to line, widest line
# As make-video.sh, but -crf 30 and 10 fps, and with an audio track.
X264 = ['-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-pix_fmt', 'yuv420p',
        '-preset', 'slow', '-crf', '30', '-maxrate', '220k', '-bufsize', '440k', '-g', '50']
AAC = ['-c:a', 'aac', '-b:a', '24k', '-ac', '1', '-ar', str(RATE)]


def fail(msg):
    sys.exit(f'make-lesson-media: {msg}')


def speak(text, lang, path):
    """Records one sentence to a WAV file and returns its length in samples."""
    voice, speed = VOICES[lang]
    subprocess.run(['espeak-ng', '-v', voice, '-s', str(speed), '-w', path, text], check=True)
    with wave.open(path, 'rb') as w:
        if (w.getframerate(), w.getnchannels(), w.getsampwidth()) != (RATE, 1, 2):
            fail(f'{path}: espeak-ng did not write {RATE} Hz mono 16-bit')
        return w.getnframes()


def timeline(durations):
    """durations: {lang: [seconds per sentence]} -> (slots [(start, end)], total seconds)."""
    slots, start = [], FIRST
    for i in range(len(durations['en'])):
        end = start + max(durations[lang][i] for lang in LANGS) + GAP
        slots.append((start, end))
        start = end
    total = round((slots[-1][1] + TAIL) * 10) / 10
    if total >= 60:
        fail(f'{total} s is too long for the 00:SS timer')
    return slots, total


def mix(wavs, slots, total, path):
    """One language's track: silence, with each sentence placed at its slot's start."""
    pcm = bytearray(round(total * RATE) * 2)
    for src, (start, _) in zip(wavs, slots):
        with wave.open(src, 'rb') as w:
            frames = w.readframes(w.getnframes())
        at = round(start * RATE) * 2
        pcm[at:at + len(frames)] = frames
    del pcm[round(total * RATE) * 2:]
    with wave.open(path, 'wb') as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(pcm))


def advance_widths(font):
    """{character: advance width in font units} for the font's BMP characters, and units per em.
    Read from the TrueType tables (cmap format 4, hhea, hmtx), to wrap titles by their width."""
    with open(font, 'rb') as f:
        data = f.read()
    u16 = lambda at: struct.unpack_from('>H', data, at)[0]
    tables = {data[12 + 16 * i:16 + 16 * i]: struct.unpack_from('>I', data, 20 + 16 * i)[0]
              for i in range(u16(4))}
    em, metrics, hmtx = u16(tables[b'head'] + 18), u16(tables[b'hhea'] + 34), tables[b'hmtx']
    cmap = tables[b'cmap']
    for i in range(u16(cmap + 2)):
        platform, encoding, offset = struct.unpack_from('>HHI', data, cmap + 4 + 8 * i)
        sub = cmap + offset
        if (platform, encoding) in ((3, 1), (0, 3)) and u16(sub) == 4:
            break
    else:
        fail(f'{font}: no Unicode BMP cmap')
    segs = u16(sub + 6) // 2
    ends, starts, deltas, ranges = (struct.unpack_from(f'>{segs}{t}', data, sub + 14 + k * 2 * segs + (2 if k else 0))
                                    for k, t in enumerate('HHhH'))
    ranges_at = sub + 16 + 6 * segs
    widths = {}
    for k in range(segs):
        for c in range(starts[k], min(ends[k], 0xFFFE) + 1):
            if ranges[k] == 0:
                g = (c + deltas[k]) & 0xFFFF
            else:
                g = u16(ranges_at + 2 * k + ranges[k] + 2 * (c - starts[k]))
                g = (g + deltas[k]) & 0xFFFF if g else 0
            widths[chr(c)] = u16(hmtx + 4 * min(g, metrics - 1))
    return widths, em


def wrap(title):
    """The title on one line if it fits in TITLE_WIDTH px, else on two lines split at the space
    that makes the longer line shortest."""
    widths, em = advance_widths(FB)
    px = lambda text: sum(widths.get(c, em) for c in text) * TITLE_SIZE / em
    words = title.split()
    splits = [[title]] + [[' '.join(words[:k]), ' '.join(words[k:])] for k in range(1, len(words))]
    lines = min(splits, key=lambda ls: (len(ls), max(map(px, ls))) if max(map(px, ls)) <= TITLE_WIDTH
                else (3, 0))
    if max(map(px, lines)) > TITLE_WIDTH:
        fail(f'title does not fit two lines of {TITLE_WIDTH} px: {title!r}')
    return lines


def encode(lesson, total, audio, tmp, path):
    lines = wrap(lesson['title'])
    texts = lines + [f"Chapter {lesson['chapter']} · Lesson {lesson['lesson']} · TradeSchool demo"]
    files = []
    for n, text in enumerate(texts):  # textfile + expansion=none: no escaping of ? : , ' etc.
        files.append(os.path.join(tmp, f'text{n}.txt'))
        with open(files[-1], 'w', encoding='utf-8') as f:
            f.write(text)
    top = 150 - len(lines) * TITLE_LINE // 2
    draw = [f"drawtext=fontfile={FB}:textfile={files[n]}:expansion=none:fontcolor=white:"
            f"fontsize={TITLE_SIZE}:x=(w-tw)/2:y={top + n * TITLE_LINE}" for n in range(len(lines))]
    rule = top + len(lines) * TITLE_LINE + 6
    draw.append(f'drawbox=x=(iw-64)/2:y={rule}:w=64:h=3:color={BAR}:t=fill')
    draw.append(f"drawtext=fontfile={FR}:textfile={files[-1]}:expansion=none:fontcolor={SUB}:"
                f"fontsize=18:x=(w-tw)/2:y={rule + 20}")
    secs = round(total)
    draw.append(f"drawtext=fontfile={FB}:text='00\\:%{{eif\\:t\\:d\\:2}} / 00\\:{secs:02d}':"
                f"fontcolor=white:fontsize=18:x=w-tw-20:y=322")
    graph = (f"[0][1]overlay=x='-{W}+{W}*t/{total}':y={H - 8}:shortest=1," + ','.join(draw)
             + ',format=yuv420p[v]')
    subprocess.run(['ffmpeg', '-hide_banner', '-loglevel', 'error', '-y',
                    '-f', 'lavfi', '-i', f'color=c={BG}:s={W}x{H}:r={FPS}:d={total}',
                    '-f', 'lavfi', '-i', f'color=c={BAR}:s={W}x8:r={FPS}:d={total}',
                    '-i', audio, '-filter_complex', graph, '-map', '[v]', '-map', '2:a',
                    '-t', str(total), '-r', str(FPS), *X264, '-threads', '1', *AAC,
                    '-movflags', '+faststart', path], check=True)


def stamp(seconds):
    ms = round(seconds * 1000)
    return f'{ms // 3600000:02d}:{ms // 60000 % 60:02d}:{ms // 1000 % 60:02d}.{ms % 1000:03d}'


def captions(sentences, durations, slots):
    """WebVTT: the header, then one cue per sentence (identifier, timing, text), blank-line separated."""
    blocks = ['WEBVTT']
    for n, (text, dur, (start, end)) in enumerate(zip(sentences, durations, slots), 1):
        blocks.append(f'{n}\n{stamp(start)} --> {stamp(min(start + dur + CUE_PAD, end))}\n{text}')
    return '\n\n'.join(blocks) + '\n'


def put(path, data):
    """Writes bytes to path unless the file already holds exactly them. True if it wrote."""
    try:
        with open(path, 'rb') as f:
            if f.read() == data:
                return False
    except FileNotFoundError:
        pass
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path + '.tmp', 'wb') as f:
        f.write(data)
    os.replace(path + '.tmp', path)
    return True


def load(path):
    with open(path, encoding='utf-8') as f:
        lessons = json.load(f)['lessons']
    for l in lessons:
        where = f"{os.path.basename(path)} {l.get('chapter')}-{l.get('lesson')}"
        if not str(l.get('videoId', '')).startswith('vid-'):
            fail(f'{where}: videoId must start with "vid-"')
        for lang in LANGS:
            l[lang] = [unicodedata.normalize('NFC', s.strip()) for s in l[lang]]
            if len(l[lang]) != 3:
                fail(f'{where}: {lang} needs three sentences')
            for s in l[lang]:
                if not s or len(s) > MAX_CHARS:
                    fail(f'{where}: {lang} sentence empty or over {MAX_CHARS} characters: {s!r}')
    return lessons


def main():
    lengths = {}
    names = sorted(n for n in os.listdir(NARRATION) if n.endswith('.json'))
    if not names:
        fail(f'no narration files in {NARRATION}')
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            folder = name[:-len('.json')]
            if not os.path.isdir(os.path.join(COURSES, folder)):
                fail(f'{name}: no course folder content/courses/{folder}')
            for lesson in load(os.path.join(NARRATION, name)):
                vid = lesson['videoId']
                place = f"{lesson['chapter']}-{lesson['lesson']}"
                if vid in lengths:
                    fail(f'{vid} appears twice')
                wavs, durations = {}, {}
                for lang in LANGS:
                    wavs[lang] = [os.path.join(tmp, f'{lang}{n}.wav') for n in range(3)]
                    durations[lang] = [speak(s, lang, p) / RATE
                                       for s, p in zip(lesson[lang], wavs[lang])]
                slots, total = timeline(durations)
                lengths[vid] = total
                report = []
                for lang in LANGS:
                    track = os.path.join(tmp, f'{lang}.wav')
                    mix(wavs[lang], slots, total, track)
                    video = os.path.join(VIDEO_OUT, f'{vid[len("vid-"):]}.{lang}.mp4')
                    made = os.path.join(tmp, f'out.{lang}.mp4')
                    encode(lesson, total, track, tmp, made)
                    with open(made, 'rb') as f:
                        data = f.read()
                    put(video, data)
                    vtt = os.path.join(COURSES, folder, 'captions', f'{place}.{lang}.vtt')
                    put(vtt, captions(lesson[lang], durations[lang], slots).encode('utf-8'))
                    report.append(f'{os.path.basename(video)} {len(data)} B')
                print(f'{vid} {total:.1f} s  ' + ', '.join(report)
                      + f'  captions {folder}/captions/{place}.{{{",".join(LANGS)}}}.vtt', flush=True)
    made = {f'{vid[len("vid-"):]}.{lang}.mp4' for vid in lengths for lang in LANGS}
    for stale in sorted(set(n for n in os.listdir(VIDEO_OUT) if n.endswith('.mp4')) - made):
        os.remove(os.path.join(VIDEO_OUT, stale))  # the folder is this script's alone
        print(f'removed {stale}: no narration for it')
    body = json.dumps(dict(sorted(lengths.items())), indent=2) + '\n'
    put(LENGTHS, body.encode('utf-8'))
    print(f'{os.path.relpath(LENGTHS, ROOT)}: {len(lengths)} lessons')


if __name__ == '__main__':
    main()
