// What every probe of `npm run probe` (tools/probe.ts) shares: where it sends its requests, how
// (a fetch with a time limit, bytes written as they are, or a request from a loopback source
// address of its own), and a learner of its own.
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
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

/** Buys a course for the learner through the demo provider, as the checkout does. */
export async function buyCourse(session: { token: string; userId: string }, courseId: string): Promise<void> {
  const order = await call('POST', `/api/payment/create-order/${session.userId}`, {
    body: { courseId },
    token: session.token,
  });
  const orderId = (order.body.data as { payment?: { orderId?: string } } | undefined)?.payment?.orderId ?? '';
  const paid = await call('POST', '/demo/razorpay/pay', { body: { order_id: orderId } });
  const verified = await call('POST', '/api/payment/verify-payment', { body: paid.body });
  if (verified.status !== 200) throw new Error(`purchase failed: ${order.status}/${paid.status}/${verified.status}`);
}

/** An answer as node:http reads it: the path is sent exactly as given, headers and all. */
export interface Sent {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  ms: number;
}

const agents = new Map<string, Agent>();

/** One kept-alive connection pool per source address, so a flood does not open a socket per request. */
function agentFor(localAddress: string | undefined): Agent {
  const key = localAddress ?? '';
  let agent = agents.get(key);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 8, ...(localAddress ? { localAddress } : {}) });
    agents.set(key, agent);
  }
  return agent;
}

/** Lets go of the kept-alive connections, so the run can end. */
export function closeConnections(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/**
 * A request over node:http, sent as written (no URL clean-up; any method, any Host), from
 * `localAddress` when given: the server sees it as another client (127.0.0.2 is not 127.0.0.1).
 */
export function send(
  method: string,
  path: string,
  {
    body,
    headers = {},
    localAddress,
  }: { body?: unknown; headers?: Record<string, string>; localAddress?: string } = {},
): Promise<Sent> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const all: Record<string, string> = { ...headers };
  if (payload !== undefined) {
    all['content-type'] ??= 'application/json';
    all['content-length'] = String(Buffer.byteLength(payload));
  }
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        method,
        path,
        // A source in 127.0.0.0/8 reaches the server over IPv4 only.
        host: localAddress ? '127.0.0.1' : probeBase().hostname.replace(/^\[|\]$/g, ''),
        port: Number(probeBase().port || 80),
        headers: { host: probeBase().host, ...all },
        agent: agentFor(localAddress),
        timeout: REQUEST_LIMIT_MS,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, ms: performance.now() - started }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} took over ${REQUEST_LIMIT_MS / 1000} s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Loopback addresses the probe may send from as clients of their own, or none when the server
 * cannot be reached from them (it listens on ::1 only, which is one address; a system that
 * answers on 127.0.0.1 alone). Linux answers on all of 127.0.0.0/8: each run takes a block of its
 * own (127.x.y.1 and up, never 127.0.0.1), so a second run against the same server meets no
 * limits the first one left.
 */
export async function loopbackSources(count: number): Promise<string[]> {
  const block = `127.${1 + Math.floor(Math.random() * 254)}.${Math.floor(Math.random() * 256)}`;
  const sources = Array.from({ length: Math.min(count, 254) }, (_, i) => `${block}.${i + 1}`);
  try {
    const answer = await send('GET', '/api/course/getAll', { localAddress: sources[0] });
    return answer.status === 200 ? sources : [];
  } catch {
    return [];
  }
}

/** Runs `tasks` with at most `limit` under way at once; the results in order. */
export async function inParallel<T>(limit: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
