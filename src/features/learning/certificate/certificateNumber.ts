/** Crockford's base 32: no I, L, O or U, so a number read aloud or retyped is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 32-bit FNV-1a of the text, from the given offset basis. */
function fnv1a(text: string, basis: number): number {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Six base-32 characters of the hash's top 30 bits. */
function sixChars(hash: number): string {
  let value = hash >>> 2;
  let out = '';
  for (let i = 0; i < 6; i += 1) {
    out = ALPHABET[value & 31] + out;
    value >>>= 5;
  }
  return out;
}

/**
 * The certificate's number: the same for a learner and course every time it is shown, on any
 * device, and different for another learner or course. Twelve characters of two hashes of the two
 * ids, in groups of four after the school's prefix: "TS-7K3F-Q9M2-XD4A".
 */
export function certificateNumber(learnerId: string, courseId: string): string {
  const ids = `${learnerId}\u0000${courseId}`;
  const chars = sixChars(fnv1a(ids, 0x811c9dc5)) + sixChars(fnv1a(ids, 0x050c5d1f));
  return `TS-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}
