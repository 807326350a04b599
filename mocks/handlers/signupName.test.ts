/**
 * The name a learner signs up with is stored as plain text in one direction: what the account
 * menu, the profile, the certificate and its public verification page show.
 *
 * @jest-environment node
 */
import { call } from '@/test/demoApiHttp';
import { DEMO_OTP } from '@mocks/seed';

const email = 'ramesh@example.com';
const password = 'Fresh@12345';
const signUp = (username: string) =>
  call('POST', '/user/signup', { body: { username, number: '9876543210', email, password } });

describe('sign-up', () => {
  it('stores the name without direction overrides, control characters or runs of spaces', async () => {
    expect((await signUp('\u202Egnp.exe\u0000 \u2066Ramesh\u2069\r\n  Kumar ')).status).toBe(200);
    expect((await call('POST', '/user/otpVerify', { body: { otp: DEMO_OTP, email } })).status).toBe(200);
    const login = await call('POST', '/user/login', { body: { email, password, role: 'user' } });
    const { token, user } = login.body.data as { token: string; user: { _id: string; username: string } };
    expect(user.username).toBe('gnp.exe Ramesh Kumar');
    const stored = await call('GET', `/user/get-user/${user._id}`, { token });
    expect((stored.body.data as { username: string }).username).toBe('gnp.exe Ramesh Kumar');
  });

  it('refuses a name that is nothing once those are taken out', async () => {
    expect(await signUp('\u202E\u200F\u0000 \u2066')).toEqual({
      status: 400,
      body: { message: 'All fields are required' },
    });
    expect((await call('POST', '/user/otpVerify', { body: { otp: DEMO_OTP, email } })).status).toBe(400);
  });
});
