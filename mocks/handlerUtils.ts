/**
 * Small helpers shared by the handlers: answers in the school API's envelope, body parsing and
 * bearer authentication.
 */
import { userForToken, type UserRecord } from './db';
import type { ApiErrorBody } from './models';

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

export const unauthorized = (): Response => fail(401, 'Unauthorized');
export const forbidden = (): Response => fail(403, 'Forbidden');
export const invalidBody = (): Response => fail(400, 'Invalid request body');
