import webvttParser, { type CueNode } from 'webvtt-parser';

/*
 * A lesson's captions, read from the school's WebVTT file with a maintained parser. Read by the
 * transcript and the search in the browser (a chunk of their own) and by the build's check.
 */

/** One caption: from `start` to `end`, in seconds, and what is said, as plain text. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

interface ReadCaptions {
  cues: Cue[];
  /** The file's problems, each naming its line: none in a valid file. */
  problems: string[];
}

const plainText = (nodes: CueNode[]): string =>
  nodes
    .map((node) => (node.type === 'text' ? node.value : node.type === 'object' ? plainText(node.children) : ''))
    .join('');

/** The cues of a WebVTT file, in order, with their text stripped of markup (voices, bold, ruby). */
export function readCaptions(text: string): ReadCaptions {
  const { cues, errors } = new webvttParser.WebVTTParser().parse(text, 'metadata');
  const problems = errors.map(({ line, message }) => `line ${line}: ${message}`);
  return {
    cues: cues.map((cue) => ({
      start: cue.startTime,
      end: cue.endTime,
      text: plainText(cue.tree.children).replace(/\s+/g, ' ').trim(),
    })),
    problems,
  };
}

/**
 * What a school's captions file must hold: a valid WebVTT file (cues in order, each ending after it
 * starts), at least one cue, no cue without words, and, when the video's length is known, no cue
 * ending after the video does.
 */
export function captionProblems(text: string, videoSeconds?: number): string[] {
  const { cues, problems } = readCaptions(text);
  if (!problems.length && cues.length === 0) problems.push('no cues: a captions file says what the lesson says');
  for (const cue of cues) {
    const named = `the cue at ${cue.start.toFixed(3)} s`;
    if (!cue.text) problems.push(`${named}: has no text`);
    if (videoSeconds !== undefined && cue.end > videoSeconds + 0.05)
      problems.push(`${named}: ends at ${cue.end.toFixed(3)} s, after the video (${videoSeconds} s)`);
  }
  return problems;
}

/**
 * The cue being said at `seconds`: the last that has started (between two lines the one just said
 * stays, so the highlight does not flicker off), or -1 before the first.
 */
export function cueAt(cues: readonly Cue[], seconds: number): number {
  let low = 0;
  let high = cues.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((cues[middle]?.start ?? Infinity) <= seconds) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
