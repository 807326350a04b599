// What every probe of `npm run probe` (tools/probe.ts) shares: where it sends its requests, how
// (a fetch with a time limit, or bytes written as they are), and a learner of its own.
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { DEMO_OTP } from '../mocks/seed';

/** One request's limit. */
export const REQUEST_LIMIT_MS = 20_000;

/** One attempt and what came of it: held, failed, or a known behaviour the docs accept. */
export interface Row {
  probe: string;
  expected: string;
  observed: string;
  held: boolean | 'accepted';
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function targetOf(raw: string): URL {
  const url = new URL(raw);
  if (!LOOPBACK.has(url.hostname) && !/^127\.\d+\.\d+\.\d+$/.test(url.hostname)) {
    throw new Error(`The probe only targets this machine (loopback); refusing ${url.host}`);
  }
  return url;
}

let base = new URL('http://localhost:4173');

/** Where the probes send their requests. */
export const probeBase = (): URL => base;

export function setProbeBase(url: URL): void {
  base = url;
}

export async function call(
  method: string,
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers; ms: number }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const started = performance.now();
  const response = await fetch(new URL(path, probeBase()), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed, headers: response.headers, ms };
}

/**
 * A request written byte for byte (no client clean-up of `%2e%2e` or `%`), with an optional body
 * writer; resolves with the status line's code, the body and the time to the answer.
 */
export function rawRequest(
  head: string,
  writeBody?: (write: (chunk: string) => void) => Promise<void>,
): Promise<{ status: number; body: string; ms: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(Number(probeBase().port || 80), probeBase().hostname.replace(/^\[|\]$/g, ''));
    let text = '';
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const split = text.indexOf('\r\n\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: split >= 0 ? text.slice(split + 4) : '', ms: performance.now() - started });
    };
    const timer = setTimeout(finish, REQUEST_LIMIT_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const length = /content-length:\s*(\d+)/i.exec(text)?.[1];
      const split = text.indexOf('\r\n\r\n');
      if (length !== undefined && split >= 0 && text.length - split - 4 >= Number(length)) finish();
    });
    socket.on('close', finish);
    socket.on('error', finish);
    socket.write(head);
    void writeBody?.((chunk) => {
      if (!socket.destroyed) socket.write(chunk);
    });
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A learner of the probe's own, signed up and verified through the API. */
export async function newLearner() {
  const email = `probe-${unique()}@example.com`;
  const password = 'Probe@12345';
  const signup = await call('POST', '/api/user/signup', {
    body: { username: 'Probe Learner', number: '9876500000', email, password },
  });
  const verify = await call('POST', '/api/user/otpVerify', { body: { otp: DEMO_OTP, paymentStatus: true, email } });
  if (signup.status !== 200 || verify.status !== 200)
    throw new Error(`sign-up failed: ${signup.status}/${verify.status}`);
  return { email, password };
}

export async function logIn(email: string, password: string) {
  const answer = await call('POST', '/api/user/login', { body: { email, password, role: 'user' } });
  const data = answer.body.data as { token: string; user: { _id: string } } | undefined;
  if (!data) throw new Error(`login failed: ${answer.status}`);
  return { token: data.token, userId: data.user._id };
}

/** The first course of the catalogue: what the probe buys. */
export async function someCourseId(): Promise<string> {
  const answer = await call('GET', '/api/course/getAll');
  // The course list comes as `{ data: { data: [...] } }`.
  const list = (answer.body.data as { data?: { _id: string }[] } | undefined)?.data;
  const id = Array.isArray(list) ? list[0]?._id : undefined;
  if (!id) throw new Error(`no course to buy (${answer.status})`);
  return id;
}
