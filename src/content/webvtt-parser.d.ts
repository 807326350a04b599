/** The part of `webvtt-parser` (CC0, the W3C validator's parser; it ships no types) the site reads. */
declare module 'webvtt-parser' {
  export type CueNode =
    | { type: 'text'; value: string }
    | { type: 'object'; name: string; children: CueNode[] }
    | { type: 'timestamp'; value: number };

  export interface ParsedCue {
    id: string;
    startTime: number;
    endTime: number;
    text: string;
    tree: { children: CueNode[] };
  }

  export interface ParseError {
    message: string;
    line: number;
    col?: number;
  }

  export class WebVTTParser {
    parse(input: string, mode?: 'metadata' | 'chapters'): { cues: ParsedCue[]; errors: ParseError[] };
  }

  /** A CommonJS module whose exports Node's ESM loader cannot name: read through its default. */
  const parser: { WebVTTParser: typeof WebVTTParser };
  export default parser;
}
