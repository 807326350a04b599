// Probes of accounts: whether an answer, or its time, tells who has one, and lockout of made-up e-mails.
import { DEMO_OTP } from '../mocks/seed';
import { call, median, newLearner, unique, type Row } from './probeSupport';

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
