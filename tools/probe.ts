#!/usr/bin/env -S npx tsx
// `npm run probe`: replays, against the preview server (`npm start`) on this machine, the attacks
// the server side must hold against (a double charge, account enumeration by answers and by time,
// oversized bodies, bad encodings, paths outside the served folder, missing production headers,
// lockout of made-up e-mails), and prints a table of each probe and whether it held.
//
// Targets PROBE_URL when given (loopback only), else serves the build in `dist/` on PORT (4173,
// where `npm start` serves; the build is made first when there is none) and stops it afterwards.
// Every probe sends a bounded number of requests, and the whole run has a time limit. Exits 1 when
// any probe did not hold.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { signPayment } from '../mocks/razorpay';
import { DEMO_OTP } from '../mocks/seed';
import { startPreview, type Preview } from './previewServer';

const PORT = Number(process.env.PORT ?? 4173);
/** The whole run stops after this long, whatever is under way. */
const RUN_LIMIT_MS = 180_000;
/** One request's limit. */
const REQUEST_LIMIT_MS = 20_000;
/** Wrong logins timed per kind of e-mail (known, unknown): fewer than a lock needs per address. */
const TIMING_SAMPLES = 8;
/** The known and unknown medians may differ by this factor before the timing counts as telling. */
const TIMING_FACTOR = 1.5;

interface Row {
  probe: string;
  expected: string;
  observed: string;
  held: boolean | 'accepted';
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function targetOf(raw: string): URL {
  const url = new URL(raw);
  if (!LOOPBACK.has(url.hostname) && !/^127\.\d+\.\d+\.\d+$/.test(url.hostname)) {
    throw new Error(`The probe only targets this machine (loopback); refusing ${url.host}`);
  }
  return url;
}

let base = new URL(`http://localhost:${PORT}`);

async function call(
  method: string,
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers; ms: number }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const started = performance.now();
  const response = await fetch(new URL(path, base), {
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
function rawRequest(
  head: string,
  writeBody?: (write: (chunk: string) => void) => Promise<void>,
): Promise<{ status: number; body: string; ms: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(Number(base.port || 80), base.hostname.replace(/^\[|\]$/g, ''));
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A learner of the probe's own, signed up and verified through the API. */
async function newLearner() {
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

async function logIn(email: string, password: string) {
  const answer = await call('POST', '/api/user/login', { body: { email, password, role: 'user' } });
  const data = answer.body.data as { token: string; user: { _id: string } } | undefined;
  if (!data) throw new Error(`login failed: ${answer.status}`);
  return { token: data.token, userId: data.user._id };
}

/** The first course of the catalogue: what the probe buys. */
async function someCourseId(): Promise<string> {
  const answer = await call('GET', '/api/course/getAll');
  // The course list comes as `{ data: { data: [...] } }`.
  const list = (answer.body.data as { data?: { _id: string }[] } | undefined)?.data;
  const id = Array.isArray(list) ? list[0]?._id : undefined;
  if (!id) throw new Error(`no course to buy (${answer.status})`);
  return id;
}

async function doublePurchase(rows: Row[]) {
  const learner = await newLearner();
  const firstBrowser = await logIn(learner.email, learner.password);
  const secondBrowser = await logIn(learner.email, learner.password);
  const courseId = await someCourseId();
  const order = (session: { token: string; userId: string }) =>
    call('POST', `/api/payment/create-order/${session.userId}`, { body: { courseId }, token: session.token });
  const orderId = (answer: Awaited<ReturnType<typeof order>>) =>
    (answer.body.data as { payment?: { orderId?: string } } | undefined)?.payment?.orderId;

  const [first, second] = await Promise.all([order(firstBrowser), order(secondBrowser)]);
  rows.push({
    probe: 'Buy Now in two browsers at once',
    expected: 'one order, handed to both',
    observed: `${first.status}/${second.status}, ${orderId(first) === orderId(second) ? 'same order' : 'two orders'}`,
    held: first.status === 200 && second.status === 200 && orderId(first) === orderId(second),
  });

  const id = orderId(first) ?? '';
  const pays = await Promise.all([
    call('POST', '/demo/razorpay/pay', { body: { order_id: id } }),
    call('POST', '/demo/razorpay/pay', { body: { order_id: id } }),
  ]);
  const taken = pays.filter((pay) => pay.status === 200);
  const verified = await Promise.all(
    taken.map((pay) => call('POST', '/api/payment/verify-payment', { body: pay.body })),
  );
  rows.push({
    probe: 'Pay in both windows at once',
    expected: 'one payment taken and verified',
    observed: `${taken.length} taken, ${verified.filter((v) => v.status === 200).length} verified`,
    held: taken.length === 1 && verified.length === 1 && verified[0]?.status === 200,
  });

  const again = await order(secondBrowser);
  rows.push({
    probe: 'Buy Now again once the course is owned',
    expected: '409 with a message',
    observed: `${again.status} ${JSON.stringify(again.body.message ?? '')}`,
    held: again.status === 409 && typeof again.body.message === 'string',
  });

  // A second payment for the paid order (as a provider race could deliver), correctly signed.
  const latePayment = `pay_PROBE${unique().slice(0, 9).toUpperCase()}`;
  const late = await call('POST', '/api/payment/verify-payment', {
    body: { razorpay_order_id: id, razorpay_payment_id: latePayment, razorpay_signature: signPayment(id, latePayment) },
  });
  const enrolled = await call('GET', '/api/api/enrolled-courses', { token: firstBrowser.token });
  const copies = ((enrolled.body.data ?? []) as { _id: string }[]).filter((course) => course._id === courseId).length;
  rows.push({
    probe: 'A late second payment for the owned course',
    expected: '409, recorded for refund, enrolled once',
    observed: `${late.status}, enrolled ${copies}×`,
    held: late.status === 409 && copies === 1,
  });
}

async function enumeration(rows: Row[]) {
  // Known addresses: fresh learners, each guessed fewer times than a lock needs.
  const known = [await newLearner(), await newLearner()];
  const knownTimes: number[] = [];
  const unknownTimes: number[] = [];
  const answers = new Set<string>();
  for (let i = 0; i < TIMING_SAMPLES; i += 1) {
    const knownEmail = known[i % known.length]?.email ?? '';
    const unknownEmail = `nobody-${unique()}@example.com`;
    for (const [email, times] of [
      [knownEmail, knownTimes],
      [unknownEmail, unknownTimes],
    ] as const) {
      const answer = await call('POST', '/api/user/login', { body: { email, password: 'Wrong@Guess1', role: 'user' } });
      times.push(answer.ms);
      answers.add(`${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }
  rows.push({
    probe: 'Wrong login: known vs unknown e-mail, answer',
    expected: 'one answer for both',
    observed: `${answers.size} distinct (${[...answers][0] ?? ''})`,
    held: answers.size === 1,
  });
  const knownMs = median(knownTimes);
  const unknownMs = median(unknownTimes);
  const ratio = Math.max(knownMs, unknownMs) / Math.max(1, Math.min(knownMs, unknownMs));
  rows.push({
    probe: `Wrong login: median time over ${TIMING_SAMPLES} each`,
    expected: `within ${TIMING_FACTOR}× of each other`,
    observed: `known ${knownMs.toFixed(1)} ms, unknown ${unknownMs.toFixed(1)} ms`,
    held: ratio <= TIMING_FACTOR,
  });

  const signingUp = `probe-${unique()}@example.com`;
  await call('POST', '/api/user/signup', {
    body: { username: 'Probe Learner', number: '9876500000', email: signingUp, password: 'Probe@12345' },
  });
  const wrongCode = await call('POST', '/api/user/otpVerify', { body: { otp: '000000', email: signingUp } });
  const noSignup = await call('POST', '/api/user/otpVerify', {
    body: { otp: DEMO_OTP, email: `nobody-${unique()}@example.com` },
  });
  const same = wrongCode.status === noSignup.status && JSON.stringify(wrongCode.body) === JSON.stringify(noSignup.body);
  rows.push({
    probe: 'OTP for an address not signing up',
    expected: 'same answer as a wrong code',
    observed: `${noSignup.status} vs ${wrongCode.status}, ${same ? 'same' : 'different'} words`,
    held: same,
  });

  const duplicate = await call('POST', '/api/user/signup', {
    body: { username: 'Probe Learner', number: '9876500000', email: known[0]?.email, password: 'Probe@12345' },
  });
  rows.push({
    probe: 'Sign-up with a registered e-mail',
    expected: "the spec's 409 (accepted, docs/security.md)",
    observed: `${duplicate.status} ${JSON.stringify(duplicate.body.message ?? '')}`,
    held: 'accepted',
  });

  const madeUp = `nobody-${unique()}@example.com`;
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    statuses.push(
      (await call('POST', '/api/user/login', { body: { email: madeUp, password: 'Wrong@Guess1' } })).status,
    );
  }
  rows.push({
    probe: 'Six wrong logins for a made-up e-mail',
    expected: 'locked like a known one (429)',
    observed: statuses.join(' '),
    held: statuses.at(-1) === 429,
  });
}

async function bodies(rows: Row[]) {
  const head = (path: string, headers: string) =>
    `POST ${path} HTTP/1.1\r\nHost: ${base.host}\r\nContent-Type: application/json\r\n${headers}\r\n`;
  const declared = await rawRequest(
    head('/api/user/login', `Content-Length: ${200 * 1024 * 1024}\r\n`),
    async (write) => {
      // A first megabyte, as a client would start a 200 MB upload; the answer should not wait for it.
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 16; i += 1) write(chunk);
    },
  );
  rows.push({
    probe: 'Login with a declared 200 MB body',
    expected: '413 before the body is read',
    observed: `${declared.status} in ${declared.ms.toFixed(0)} ms`,
    held: declared.status === 413,
  });
  const chunked = await rawRequest(head('/api/user/login', 'Transfer-Encoding: chunked\r\n'), async (write) => {
    const chunk = 'x'.repeat(16 * 1024);
    for (let i = 0; i < 64; i += 1) write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
  });
  rows.push({
    probe: 'Login with 1 MB sent without a length',
    expected: '413 once past the auth limit',
    observed: `${chunked.status} in ${chunked.ms.toFixed(0)} ms`,
    held: chunked.status === 413,
  });
}

async function paths(rows: Row[]) {
  const get = (path: string) => rawRequest(`GET ${path} HTTP/1.1\r\nHost: ${base.host}\r\nConnection: close\r\n\r\n`);
  const badEncoding = await get('/%');
  const leaks = /node_modules|\.ts\b|\bat .+:\d+/.test(badEncoding.body);
  rows.push({
    probe: 'GET /% (bad encoding)',
    expected: '400, no stack trace',
    observed: `${badEncoding.status}${leaks ? ', stack in body' : ''}`,
    held: badEncoding.status === 400 && !leaks,
  });
  for (const path of ['/%2e%2e/dist-ssr/index.html', '/%2e%2e/package.json', '/assets/%2e%2e/%2e%2e/package.json']) {
    const answer = await get(path);
    const outside = /entry-server|"devDependencies"|renderPage|tradeschool-web/.test(answer.body);
    rows.push({
      probe: `GET ${path}`,
      expected: 'nothing from outside dist/',
      observed: `${answer.status}${outside ? ', served a file from outside' : ''}`,
      held: !outside && answer.status !== 200,
    });
  }
}

async function headers(rows: Row[]) {
  for (const path of ['/', '/api/course/getAll']) {
    const answer = await call('GET', path);
    const nosniff = answer.headers.get('x-content-type-options');
    const referrer = answer.headers.get('referrer-policy');
    const csp = answer.headers.get('content-security-policy');
    rows.push({
      probe: `Security headers on ${path}`,
      expected: 'nosniff, Referrer-Policy, CSP',
      observed: `${nosniff ?? '-'}, ${referrer ?? '-'}, ${csp ? 'CSP' : '-'}`,
      held: nosniff === 'nosniff' && referrer === 'strict-origin-when-cross-origin' && csp !== null,
    });
  }
}

function printTable(rows: Row[]) {
  const verdict = (row: Row) => (row.held === 'accepted' ? 'accepted' : row.held ? 'held' : 'FAILED');
  const columns: [string, (row: Row) => string][] = [
    ['probe', (row) => row.probe],
    ['expected', (row) => row.expected],
    ['observed', (row) => row.observed],
    ['result', verdict],
  ];
  const widths = columns.map(([title, cell]) => Math.max(title.length, ...rows.map((row) => cell(row).length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(columns.map(([title]) => title)));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(columns.map(([, cell]) => cell(row))));
}

async function main() {
  let preview: Preview | null = null;
  if (process.env.PROBE_URL) {
    base = targetOf(process.env.PROBE_URL);
  } else {
    if (!existsSync('dist/index.html')) {
      console.log('No build in dist/: building it first (npm run build).');
      const build = spawnSync('npm', ['run', 'build'], {
        stdio: 'inherit',
        env: { ...process.env, PORT: String(PORT) },
      });
      if (build.status !== 0) throw new Error('the build failed');
    }
    preview = await startPreview({ port: PORT, env: { ...process.env, PORT: String(PORT) } });
    base = new URL(preview.base);
  }
  const deadline = setTimeout(() => {
    console.error(`The probe ran past ${RUN_LIMIT_MS / 1000} s and was stopped.`);
    preview?.stop();
    process.exit(2);
  }, RUN_LIMIT_MS);
  const rows: Row[] = [];
  try {
    console.log(`Probing ${base.origin}\n`);
    for (const [name, probe] of [
      ['double purchase', doublePurchase],
      ['account enumeration', enumeration],
      ['request bodies', bodies],
      ['paths', paths],
      ['headers', headers],
    ] as const) {
      try {
        await probe(rows);
      } catch (error) {
        rows.push({
          probe: name,
          expected: 'runs',
          observed: error instanceof Error ? error.message : String(error),
          held: false,
        });
      }
    }
  } finally {
    clearTimeout(deadline);
    preview?.stop();
  }
  printTable(rows);
  const failed = rows.filter((row) => row.held === false).length;
  console.log(`\n${rows.length - failed} held, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
