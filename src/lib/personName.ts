/**
 * A person's name as it may be stored and shown: plain text in one direction of its own. Control
 * characters (C0, DEL, C1; NUL among them) are dropped, and so are the bidirectional embeddings,
 * overrides, isolates and marks, which would let a name reverse or reorder the text around it
 * ("\u202Egnp.exe" shows as "exe.png"). Line breaks and tabs become spaces, runs of white space one
 * space, and the ends are trimmed. Joiners (U+200C, U+200D) stay: Indian scripts shape letters
 * with them.
 */

/** Tab, line feed, vertical tab, form feed, carriage return, next line, line and paragraph separators. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex -- control characters are what this removes.
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;
/** LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI; LRM, RLM; the Arabic letter mark. */
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

export function personName(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return '';
  return raw.replace(BREAKS, ' ').replace(CONTROLS, '').replace(BIDI, '').replace(/\s+/g, ' ').trim();
}
