/**
 * Crypto helpers of the demo API (Node only: the mocks run in jest and in the Vite server).
 * Kept in one module so a browser build of the mocks could swap it for Web Crypto.
 * `Buffer` is imported, not global, because jest's jsdom environment may not define it.
 */
import { Buffer } from 'node:buffer';
import { createHmac, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** scrypt cost: Node's default (2^14) is fine here; seeded hashes are computed once per process. */
const SCRYPT_COST = 16384;

function encodeHash(salt: Buffer, key: Buffer): string {
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** Salted scrypt hash, blocking: only for seeding. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  return encodeHash(salt, scryptSync(password, salt, KEY_BYTES, { N: SCRYPT_COST }));
}

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_BYTES, { N: SCRYPT_COST }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** Salted scrypt hash off the main thread, so the dev server stays responsive. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return encodeHash(salt, await scryptAsync(password, salt));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/** A fresh mongo-like ObjectId (24 hex characters). */
export function newObjectId(): string {
  return randomHex(12);
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random letters and digits, like the payment provider's ids (order_XXXXXXXXXXXXXX). */
export function randomAlnum(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALNUM[byte % ALNUM.length];
  return out;
}

export function hmacSha256Hex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Constant-time comparison of two strings (signatures, tokens). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function toBase64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}
