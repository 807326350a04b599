/**
 * The demo API holds the password rule as the school's server must: on sign-up and on reset,
 * whatever a client sends; logging in is never refused for it.
 *
 * @jest-environment node
 */
import { COMMON_PASSWORDS } from '@/lib/passwordRule';
import { call } from '@/test/demoApiHttp';
import { hashPassword } from '../crypto';
import { findUserByEmail, lockedUntil, setPasswordHash } from '../db';
import { DEMO_LEARNER, DEMO_OTP } from '../seed';
import { PASSWORD_REFUSED } from './auth';

async function post(path: string, body: unknown) {
  const answer = await call('POST', path, { body });
  return { status: answer.status, message: answer.body.message };
}

const signup = (password: string, email = 'newcomer@example.com') =>
  post('/user/signup', { username: 'Ravi Nair', number: '9876543210', email, password });

const reset = (newPassword: string, otp = DEMO_OTP) =>
  post('/user/resetPass', { email: DEMO_LEARNER.email, otp, newPassword });

describe('the password rule in the demo API', () => {
  it.each([
    ['7 characters', 'Ab@1234', PASSWORD_REFUSED.tooShort],
    ['a common password', 'password123', PASSWORD_REFUSED.common],
    ['a common password in other case', 'PassWord123', PASSWORD_REFUSED.common],
  ])('refuses a sign-up with %s, with a message the screen shows', async (_case, password, message) => {
    expect(await signup(password)).toEqual({ status: 400, message });
    // Nothing is pending: the right code verifies nothing (answered like a wrong one).
    expect(
      (await post('/user/otpVerify', { otp: DEMO_OTP, paymentStatus: true, email: 'newcomer@example.com' })).status,
    ).toBe(400);
  });

  it('says the messages in words', () => {
    expect(PASSWORD_REFUSED).toEqual({
      tooShort: 'Password must be at least 8 characters.',
      common: 'This password is too common. Please choose another.',
    });
  });

  it('accepts 8 characters that are not on the list', async () => {
    expect(await signup('Ravi#2468')).toEqual({ status: 200, message: 'OTP sent to email' });
  });

  it('ships a list with no entry the length rule would refuse anyway', () => {
    expect([...COMMON_PASSWORDS].filter((entry) => entry.length < 8)).toEqual([]);
  });

  it.each([
    ['x', PASSWORD_REFUSED.tooShort],
    ['iloveyou', PASSWORD_REFUSED.common],
  ])('refuses a reset to %p, keeps the old password and uses up no attempt', async (newPassword, message) => {
    await post('/user/forgotPass', { email: DEMO_LEARNER.email });
    for (let attempt = 0; attempt < 6; attempt += 1) expect(await reset(newPassword)).toEqual({ status: 400, message });
    expect(lockedUntil(DEMO_LEARNER.email)).toBeNull();
    const login = await post('/user/login', { email: DEMO_LEARNER.email, password: newPassword, role: 'user' });
    expect(login.status).toBe(401);
    // The code still works with a password the rule accepts.
    expect(await reset('Changed@4567')).toEqual({ status: 200, message: 'Password updated successfully' });
  });

  it('still logs in a learner whose older password is shorter than the rule', async () => {
    const learner = findUserByEmail(DEMO_LEARNER.email);
    if (!learner) throw new Error('the demo learner is not seeded');
    setPasswordHash(learner, await hashPassword('old1'));
    const login = await post('/user/login', { email: DEMO_LEARNER.email, password: 'old1', role: 'user' });
    expect(login.status).toBe(200);
  });
});
