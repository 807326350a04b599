/**
 * Certificate numbers of the demo API: a keyed HMAC of the learner and course, so only the server
 * can make one. The key stays on the server (here, the demo API's process): set
 * DEMO_CERTIFICATE_SECRET to keep numbers across restarts; without it each process draws its own.
 */
import { hmacSha256Hex, randomHex } from './crypto';

const secret =
  (typeof process !== 'undefined' ? process.env.DEMO_CERTIFICATE_SECRET : undefined)?.trim() || randomHex(32);

/** Crockford's base 32: no I, L, O or U, so a number read aloud or retyped is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "TS-" and twelve base-32 characters (60 bits of the HMAC), in groups of four. */
export function certificateNumberFor(userId: string, courseId: string): string {
  const digest = hmacSha256Hex(secret, `certificate\u0000${userId}\u0000${courseId}`);
  let bits = BigInt(`0x${digest.slice(0, 15)}`);
  let chars = '';
  for (let i = 0; i < 12; i += 1) {
    chars = ALPHABET[Number(bits & 31n)] + chars;
    bits >>= 5n;
  }
  return `TS-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}
