import { captionProblems, cueAt, readCaptions } from './webvtt';

const file = (...cues: string[]) => `WEBVTT\n\n${cues.join('\n\n')}\n`;

describe('a lesson’s captions', () => {
  it('reads the cues in order with their times and plain text, markup and all', () => {
    const { cues, problems } = readCaptions(
      file(
        '1\n00:00:00.500 --> 00:00:03.200\n<v Arjun>A stop loss</v> is <b>decided</b> before the trade.',
        'NOTE a comment the learner never sees',
        '00:03.400 --> 00:00:06.000\nस्टॉप लॉस ट्रेड से पहले\nतय होता है।',
      ),
    );
    expect(problems).toEqual([]);
    expect(cues).toEqual([
      { start: 0.5, end: 3.2, text: 'A stop loss is decided before the trade.' },
      { start: 3.4, end: 6, text: 'स्टॉप लॉस ट्रेड से पहले तय होता है।' },
    ]);
  });

  it('names, by line, a file that is not WebVTT, cues out of order and a cue that ends before it starts', () => {
    expect(captionProblems('1\n00:00:01.000 --> 00:00:02.000\nHello\n')[0]).toMatch(/^line 1: .*WEBVTT/i);
    expect(
      captionProblems(file('00:00:05.000 --> 00:00:06.000\nLater', '00:00:01.000 --> 00:00:02.000\nEarlier')),
    ).toEqual(['line 6: Start timestamp is not greater than or equal to start timestamp of previous cue.']);
    expect(captionProblems(file('00:00:05.000 --> 00:00:04.000\nBackwards'))).toEqual([
      'line 3: End timestamp is not greater than start timestamp.',
    ]);
  });

  it('asks for words in every cue, at least one cue, and no cue after the video ends', () => {
    expect(captionProblems(file('00:00:01.000 --> 00:00:02.000\n<b> </b>'))).toEqual([
      'the cue at 1.000 s: has no text',
    ]);
    expect(captionProblems('WEBVTT\n')).toEqual(['no cues: a captions file says what the lesson says']);
    const late = file('00:00:01.000 --> 00:00:02.000\nIn time', '00:00:09.000 --> 00:00:12.500\nToo late');
    expect(captionProblems(late, 12)).toEqual(['the cue at 9.000 s: ends at 12.500 s, after the video (12 s)']);
    expect(captionProblems(late, 12.5)).toEqual([]);
  });

  it('finds the line being said: the last one started, none before the first', () => {
    const cues = [
      { start: 0.5, end: 2, text: 'one' },
      { start: 3, end: 5, text: 'two' },
      { start: 6, end: 8, text: 'three' },
    ];
    expect(cueAt(cues, 0)).toBe(-1);
    expect(cueAt(cues, 0.5)).toBe(0);
    // Between two lines, the one just said stays.
    expect(cueAt(cues, 2.5)).toBe(0);
    expect(cueAt(cues, 3)).toBe(1);
    expect(cueAt(cues, 100)).toBe(2);
    expect(cueAt([], 4)).toBe(-1);
  });
});
