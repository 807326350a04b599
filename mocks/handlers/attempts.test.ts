/**
 * What holds wrong passwords and OTPs back, spoken to over HTTP: an account's lock that guesses at
 * made-up addresses cannot push out, and a limit per client (jest's in-process client here; the
 * remote address behind the Vite middleware, see mocks/serverLimits.test.ts) answered before any
 * password is hashed.
 *
 * @jest-environment node
 */
import crypto from 'node:crypto';
import {
  CLIENT_CONCURRENT_CHECKS,
  CLIENT_FAILURE_LIMIT,
  CLIENT_WINDOW_MS,
  db,
  LOCK_MS,
  MAX_ATTEMPT_RECORDS,
  recordFailedAttempt,
  setClock,
  sweepAttempts,
} from '@mocks/db';
import { DEMO_LEARNER } from '@mocks/seed';
import { TOO_MANY_ATTEMPTS, TOO_MANY_FROM_CLIENT } from './auth';

const BASE = 'http://localhost/api';

async function post(path: string, body: unknown) {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const { message } = (await response.json()) as { message?: string };
  return { status: response.status, message, retryAfter: response.headers.get('retry-after') };
}

const login = (email: string, password: string) => post('/user/login', { email, password, role: 'user' });
const wrongOtp = (email: string) => post('/user/otpVerify', { otp: '000000', email });

/** Password hashes computed through Node's scrypt (the only way the demo API hashes). */
function countHashing() {
  const spy = jest.spyOn(crypto, 'scrypt');
  return () => spy.mock.calls.length;
}

let time: number;
beforeEach(() => {
  time = Date.parse('2026-05-01T09:00:00.000Z');
  // resetDb(), before every test, puts the real clock back.
  setClock(() => time);
});

describe("an account's lock", () => {
  it('holds however many made-up addresses fill the table of addresses without an account', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await login(DEMO_LEARNER.email, 'Wrong@Guess1');
    // A made-up address locked the same way, before the flood.
    for (let attempt = 0; attempt < 5; attempt += 1) recordFailedAttempt('decoy@example.com');
    time += 1000;
    // The flood an attacker spreads over many clients, each under its own limit.
    for (let i = 0; i < MAX_ATTEMPT_RECORDS + 200; i += 1) recordFailedAttempt(`made-up-${i}@example.com`);
    expect(db.attempts.size).toBe(MAX_ATTEMPT_RECORDS);

    // The made-up address's lock was pushed out (nobody's account stood behind it)...
    expect((await wrongOtp('decoy@example.com')).status).toBe(400);
    // ...the account's holds, to its end.
    const right = await login(DEMO_LEARNER.email, DEMO_LEARNER.password);
    expect(right).toMatchObject({ status: 429, message: TOO_MANY_ATTEMPTS });
    expect(Number(right.retryAfter)).toBe(LOCK_MS / 1000 - 1);
  });
});

describe("a client's failures", () => {
  it(`are held to ${CLIENT_FAILURE_LIMIT} in a window, whatever the e-mails, then refused before any hashing`, async () => {
    for (let i = 0; i < CLIENT_FAILURE_LIMIT - 1; i += 1)
      expect((await wrongOtp(`nobody-${i}@example.com`)).status).toBe(400);
    expect((await login('someone-else@example.com', 'Wrong@Guess1')).status).toBe(401);

    const hashes = countHashing();
    const refused = await login(DEMO_LEARNER.email, DEMO_LEARNER.password);
    expect(refused).toMatchObject({ status: 429, message: TOO_MANY_FROM_CLIENT });
    expect(Number(refused.retryAfter)).toBe(CLIENT_WINDOW_MS / 1000);
    expect((await wrongOtp('one-more@example.com')).status).toBe(429);
    expect(
      (await post('/user/resetPass', { email: DEMO_LEARNER.email, otp: '000000', newPassword: 'Changed@456' })).status,
    ).toBe(429);
    expect(hashes()).toBe(0);

    time += CLIENT_WINDOW_MS;
    expect((await login(DEMO_LEARNER.email, DEMO_LEARNER.password)).status).toBe(200);
  });

  it('do not count its successful logins', async () => {
    for (let i = 0; i < CLIENT_FAILURE_LIMIT - 1; i += 1) await wrongOtp(`nobody-${i}@example.com`);
    // Counted, these would take the client past its limit.
    for (let i = 0; i < 3; i += 1) expect((await login(DEMO_LEARNER.email, DEMO_LEARNER.password)).status).toBe(200);
    // The last failure the window allows, then the limit.
    expect((await wrongOtp('the-last@example.com')).status).toBe(400);
    expect((await wrongOtp('one-too-many@example.com')).status).toBe(429);
  });

  it('are not forgiven by a successful login in between', async () => {
    for (let i = 0; i < CLIENT_FAILURE_LIMIT; i += 1) await wrongOtp(`nobody-${i}@example.com`);
    expect((await login(DEMO_LEARNER.email, DEMO_LEARNER.password)).status).toBe(429);
  });

  it(`run ${CLIENT_CONCURRENT_CHECKS} password checks at once at most: the rest are asked to retry in a moment`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(`nobody-${i}@example.com`, 'Wrong@Guess1')),
    );
    const checked = answers.filter((answer) => answer.status === 401);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(checked).toHaveLength(CLIENT_CONCURRENT_CHECKS);
    expect(refused).toHaveLength(10 - CLIENT_CONCURRENT_CHECKS);
    for (const answer of refused) expect(answer).toMatchObject({ message: TOO_MANY_FROM_CLIENT, retryAfter: '1' });
    // Once those are answered the client may try again.
    expect((await login(DEMO_LEARNER.email, DEMO_LEARNER.password)).status).toBe(200);
  });

  it('are forgotten once their window is over, and the sweep drops their record', async () => {
    await wrongOtp('nobody@example.com');
    time += CLIENT_WINDOW_MS - 1000;
    expect(sweepAttempts()).toBe(2);
    expect(db.clientAttempts.size).toBe(1);
    time += 1000;
    expect(sweepAttempts()).toBe(0);
    expect(db.clientAttempts.size).toBe(0);
  });
});
