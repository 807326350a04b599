/**
 * How large a request body the demo API (and the preview server in front of it) reads. A body
 * over its limit is answered 413 before it is read: from its Content-Length when it declares one,
 * else as soon as the bytes received pass the limit. docs/security.md lists the sizes.
 */

/** Sign-up, login, OTPs and password resets carry a few short fields. */
export const AUTH_BODY_LIMIT = 4 * 1024;
/** Every other call: reviews, orders, payment confirmations, chat questions with their history. */
export const DEFAULT_BODY_LIMIT = 256 * 1024;

export const BODY_TOO_LARGE = 'Request body too large';

/**
 * The most bytes a request to `path` may send. Paths compare in any letter case, as the demo API's
 * routes match them: `/api/User/Login` is the login, and has the login's limit.
 */
export function bodyLimitFor(path: string): number {
  return path.toLowerCase().startsWith('/api/user/') ? AUTH_BODY_LIMIT : DEFAULT_BODY_LIMIT;
}

/** Thrown by a body reader once a body passes its limit; the answer is a 413. */
export class BodyTooLargeError extends Error {
  constructor() {
    super(BODY_TOO_LARGE);
    this.name = 'BodyTooLargeError';
  }
}

/** The declared length of a body, or null when the request declares none (or a malformed one). */
export function declaredLength(header: string | string[] | undefined): number | null {
  if (typeof header !== 'string' || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}
