/**
 * Small helpers shared by the handlers: answers in the school API's envelope, body parsing and
 * bearer authentication.
 */
import { userForToken, type UserRecord } from './db';
import type { ApiErrorBody } from './models';

// The one rule for a person's name, the site's too (it shows names through the same helper).
export { personName } from '../src/lib/personName';

export type JsonObject = Record<string, unknown>;

// The helpers return plain `Response`s: msw infers one body type per resolver, and a resolver
// mixing success and error bodies would not type-check otherwise.

/** 2xx answer in the envelope `{ message?, data }`. */
export function ok<T>(data: T, message?: string, status = 200): Response {
  return Response.json(message === undefined ? { data } : { message, data }, { status });
}

/** An answer with a message only (the school API sends no data with these). */
export function message(text: string, status = 200): Response {
  return Response.json({ message: text } satisfies ApiErrorBody, { status });
}

/** Error answer `{ message }`. */
export function fail(status: number, text: string): Response {
  return Response.json({ message: text } satisfies ApiErrorBody, { status });
}

/** The JSON body if it is an object; null for a missing, malformed or non-object body. */
export async function readJsonObject(request: Request): Promise<JsonObject | null> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return null;
  }
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as JsonObject) : null;
}

export function isNonBlankString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL_PATTERN.test(value.trim());
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export type AuthResult = { kind: 'none' } | { kind: 'invalid' } | { kind: 'user'; user: UserRecord };

/** Distinguishes "no token" from "a token we do not know", for calls where the token is optional. */
export function authenticate(request: Request): AuthResult {
  const token = bearerToken(request);
  if (token === null) return { kind: 'none' };
  const user = userForToken(token);
  return user ? { kind: 'user', user } : { kind: 'invalid' };
}

/**
 * The header through which the server in front of the handlers (mocks/vitePlugin.ts) names the
 * socket's remote address. It sets the header itself and drops any a client sent, so no client can
 * choose its own address.
 */
export const CLIENT_ADDRESS_HEADER = 'x-tradeschool-client-address';

/** The one client of an in-process server (jest, the build's renderer), which has no socket. */
export const IN_PROCESS_CLIENT = 'in-process';

/** The first 64 bits of an IPv6 address: one home or host holds a whole /64, so it is one client. */
function ipv6Prefix(address: string): string | null {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, '').toLowerCase())
    .join(':')}::/64`;
}

/**
 * Whom a request's failed attempts count against: its remote address, as the server in front set
 * it (an IPv4 address as such, also when mapped into IPv6; an IPv6 address by its /64), else the
 * in-process client.
 */
export function clientKey(request: Request): string {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER)?.trim().toLowerCase();
  if (!address) return IN_PROCESS_CLIENT;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)?.[1];
  if (mapped) return mapped;
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(address)) return address;
  // The loopback address stays itself: it is one machine, not a network.
  if (address === '::1') return address;
  return ipv6Prefix(address.replace(/%.*$/, '')) ?? address;
}

export const unauthorized = (): Response => fail(401, 'Unauthorized');
export const forbidden = (): Response => fail(403, 'Forbidden');
export const invalidBody = (): Response => fail(400, 'Invalid request body');
