// Probes of accounts: whether an answer, or its time, tells who has one, lockout of made-up e-mails
// and of accounts against a flood, the per-client limit, sessions and the names a sign-up stores.
import { performance } from 'node:perf_hooks';
import { DEMO_OTP } from '../mocks/seed';
import {
  call,
  closeConnections,
  inParallel,
  logIn,
  loopbackSources,
  median,
  newLearner,
  send,
  unique,
  type Row,
  type Sent,
} from './probeSupport';

/** Wrong logins timed per kind of e-mail (known, unknown): fewer than a lock needs per address. */
const TIMING_SAMPLES = 8;
/** The known and unknown medians may differ by this factor before the timing counts as telling. */
const TIMING_FACTOR = 1.5;

export async function enumeration(rows: Row[]) {
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
    expected: '409 for a registered e-mail (accepted, docs/security.md)',
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

/** More records than the table of addresses without an account holds (MAX_ATTEMPT_RECORDS in mocks/db.ts). */
const FLOOD_ADDRESSES = 10_200;
/** Source addresses the flood is spread over: each sends fewer failures than a client's limit. */
const FLOOD_SOURCES = 239;
/** Requests of the flood under way at once. */
const FLOOD_CONCURRENCY = 32;

const wrongOtpFrom = (localAddress: string, email: string) =>
  send('POST', '/api/user/otpVerify', { body: { otp: '000000', email }, localAddress });
const loginFrom = (localAddress: string | undefined, email: string, password: string) =>
  send('POST', '/api/user/login', { body: { email, password, role: 'user' }, localAddress });

/** Seconds of a 429's `Retry-After`, or 0. */
const retryAfter = (answer: Sent) => Number(answer.headers['retry-after'] ?? 0);

/**
 * Lockout against a flood and the per-client limit: a known account's lock must outlast made-up
 * addresses enough to fill the lockout table, and one client's wrong logins must be refused once
 * past its limit, without slowing another client's login much.
 */
export async function lockout(rows: Row[]) {
  // The flood and the clients come from loopback addresses of their own (never 127.0.0.1), so
  // the probe's other requests (from 127.0.0.1) are never held back by them.
  const sources = await loopbackSources(254);
  if (sources.length === 0) {
    rows.push({
      probe: 'Lockout and per-client limit',
      expected: 'run from loopback addresses of their own',
      observed: 'not run: the server answers on ::1 only (HOST=127.0.0.1 npm run probe runs them)',
      held: 'accepted',
    });
    return;
  }
  const flooders = sources.slice(0, FLOOD_SOURCES);
  const [locker = '', attacker = '', bystander = ''] = sources.slice(-3);

  const victim = await newLearner();
  const lockAnswers: number[] = [];
  for (let i = 0; i < 5; i += 1) lockAnswers.push((await loginFrom(locker, victim.email, 'Wrong@Guess1')).status);
  // A made-up address locked the same way: if the flood pushes its lock out, the table was full.
  const decoy = `decoy-${unique()}@example.com`;
  for (let i = 0; i < 5; i += 1) await wrongOtpFrom(locker, decoy);
  const decoyLocked = (await wrongOtpFrom(locker, decoy)).status === 429;

  const started = performance.now();
  const flood = await inParallel(
    FLOOD_CONCURRENCY,
    Array.from({ length: FLOOD_ADDRESSES }, (_, i) => async () => {
      const from = flooders[i % flooders.length] ?? '';
      return (await wrongOtpFrom(from, `flood-${i}-${unique()}@example.com`)).status;
    }),
  );
  const floodSeconds = (performance.now() - started) / 1000;
  const throttled = flood.filter((status) => status === 429).length;
  const decoyAfter = (await wrongOtpFrom(locker, decoy)).status;
  const right = await loginFrom(locker, victim.email, victim.password);
  const tableFilled = decoyLocked && decoyAfter === 400;
  rows.push({
    probe: `Account locked, then ${FLOOD_ADDRESSES} wrong OTPs for made-up addresses`,
    expected: "made-up locks pushed out, the account's lock holds",
    observed:
      `lock ${lockAnswers.join(' ')}; flood ${floodSeconds.toFixed(1)} s, ${throttled} throttled; ` +
      `made-up lock ${tableFilled ? 'pushed out' : 'kept'}; right password ${right.status}, Retry-After ${retryAfter(right)} s`,
    // The table must really have been full (the decoy's lock gone) for the account's lock to prove anything.
    held: lockAnswers.at(-1) === 429 && tableFilled && right.status === 429 && retryAfter(right) > 60,
  });

  // One client's wrong logins for ever new made-up addresses, a few at once, while another client
  // logs in.
  const other = await newLearner();
  const timeOther = async () => (await loginFrom(bystander, other.email, other.password)).ms;
  const before = median([await timeOther(), await timeOther(), await timeOther()]);
  const during: number[] = [];
  const floodDone = inParallel(
    LOGIN_FLOOD_CONCURRENCY,
    Array.from(
      { length: LOGIN_FLOOD },
      () => () => loginFrom(attacker, `nobody-${unique()}@example.com`, 'Wrong@Guess1'),
    ),
  );
  for (let i = 0; i < 3; i += 1) during.push(await timeOther());
  const answers = await floodDone;
  const checked = answers.filter((answer) => answer.status === 401).length;
  const refused = answers.filter((answer) => answer.status === 429);
  const windowRefusals = refused.filter((answer) => retryAfter(answer) > 60).length;
  rows.push({
    probe: `${LOGIN_FLOOD} wrong logins from one address, ${LOGIN_FLOOD_CONCURRENCY} at once`,
    expected: 'refused with 429 and Retry-After once past its limit',
    observed: `${checked} checked (401), ${refused.length} refused (${windowRefusals} for the window)`,
    held: windowRefusals > 0 && checked < LOGIN_FLOOD && checked <= 50,
  });
  const duringMs = median(during);
  rows.push({
    probe: "Another client's login during that flood",
    expected: `within ${SLOWDOWN_FACTOR}× (or ${SLOWDOWN_SLACK_MS} ms) of before`,
    observed: `${duringMs.toFixed(0)} ms during, ${before.toFixed(0)} ms before`,
    held: duringMs <= Math.max(before * SLOWDOWN_FACTOR, before + SLOWDOWN_SLACK_MS),
  });
  closeConnections();
}

/** Wrong logins the per-client probe sends: more than a client may fail in a window. */
const LOGIN_FLOOD = 70;
/** As many at once as a client may have checked, so the refusals are the window's, not the burst's. */
const LOGIN_FLOOD_CONCURRENCY = 4;
/** How much slower another client's login may be while one client floods. */
const SLOWDOWN_FACTOR = 3;
const SLOWDOWN_SLACK_MS = 1500;
/** Logins after which the probe's first token must have ended (a learner holds at most 20). */
const LATER_LOGINS = 500;

/** Sessions: logout ends the token on the server, and logging in again and again ends old ones. */
export async function sessions(rows: Row[]) {
  const learner = await newLearner();
  const first = await logIn(learner.email, learner.password);
  const readsUser = async (token: string) =>
    (await call('GET', `/api/user/get-user/${first.userId}`, { token })).status;
  const writesRecord = async (token: string) =>
    (
      await call('PUT', `/api/learner-data/${first.userId}`, {
        token,
        body: {
          records: [
            {
              kind: 'settings',
              courseId: '-',
              id: 'review',
              updatedAt: new Date().toISOString(),
              data: { weeklyGoal: 5 },
            },
          ],
        },
      })
    ).status;
  const beforeRead = await readsUser(first.token);
  const beforeWrite = await writesRecord(first.token);
  const logout = await call('POST', '/api/user/logout', { token: first.token });
  const afterRead = await readsUser(first.token);
  const afterWrite = await writesRecord(first.token);
  rows.push({
    probe: 'A token after POST /api/user/logout',
    expected: 'reads and writes nothing (401)',
    observed: `read ${beforeRead}, write ${beforeWrite}; logout ${logout.status}; read ${afterRead}, write ${afterWrite}`,
    held: beforeRead === 200 && beforeWrite === 200 && logout.status === 200 && afterRead === 401 && afterWrite === 401,
  });

  const old = await logIn(learner.email, learner.password);
  const started = performance.now();
  // As many at once as a client may have checked: successful logins count against nobody.
  const later = await inParallel(
    4,
    Array.from(
      { length: LATER_LOGINS },
      () => () =>
        call('POST', '/api/user/login', { body: { email: learner.email, password: learner.password, role: 'user' } }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const ok = later.filter((answer) => answer.status === 200).length;
  const newest = (later.at(-1)?.body.data as { token?: string } | undefined)?.token ?? '';
  const oldRead = await readsUser(old.token);
  const newestRead = await readsUser(newest);
  rows.push({
    probe: `A token after ${LATER_LOGINS} later logins of its learner`,
    expected: 'ended (401); the newest still works',
    observed: `${ok}/${LATER_LOGINS} logins in ${seconds.toFixed(1)} s; old ${oldRead}, newest ${newestRead}`,
    held: ok === LATER_LOGINS && oldRead === 401 && newestRead === 200,
  });
}

/** A name with a right-to-left override and a NUL, as a sign-up sends it. */
const SPOOFED_NAME = '\u202Egnp.exe\u0000 Ramesh';

/** Names: what a sign-up stores is plain text in one direction, whatever was sent. */
export async function names(rows: Row[]) {
  const email = `probe-${unique()}@example.com`;
  const password = 'Probe@12345';
  const signup = await call('POST', '/api/user/signup', {
    body: { username: SPOOFED_NAME, number: '9876500000', email, password },
  });
  await call('POST', '/api/user/otpVerify', { body: { otp: DEMO_OTP, email } });
  const login = await call('POST', '/api/user/login', { body: { email, password, role: 'user' } });
  const stored = (login.body.data as { user?: { username?: string } } | undefined)?.user?.username;
  rows.push({
    probe: 'Sign-up with a name holding U+202E and NUL',
    expected: 'stored as "gnp.exe Ramesh"',
    observed: `${signup.status}, stored ${JSON.stringify(stored ?? null)}`,
    held: stored === 'gnp.exe Ramesh',
  });
}
