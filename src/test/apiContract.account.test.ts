/**
 * The account's calls of the school's API (docs/api.md) against the demo API: sign-up, log-in, password reset, the
 * signed-in user and a purchase, with the unwrapped success shape, the server's failures and a time-out.
 */
import { authApi } from '@/features/auth/api';
import { checkoutApi } from '@/features/checkout/api';
import { coursesApi } from '@/features/courses/api';
import { selectIsLoggedIn } from '@/store/authSlice';
import { sharedApi } from '@/store/sharedEndpoints';
import { withFault } from '@mocks/faults';
import { signPayment } from '@mocks/razorpay';
import { DEMO_LEARNER, DEMO_LEARNER_ID, DEMO_OTP, OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';
import { run, store } from './apiContract.testSetup';
import { logInDemoLearner, startFakeClock } from './render';

describe('auth calls', () => {
  const newcomer = { username: 'Ravi Nair', number: '9876543210', email: 'ravi@example.com', password: 'Secret@123' };

  it('signs up, verifies the OTP and logs in', async () => {
    expect((await run(store, authApi.endpoints.signup.initiate(newcomer))).data).toEqual({
      message: 'OTP sent to email',
    });
    const verified = await run(
      store,
      authApi.endpoints.verifyOtp.initiate({ otp: DEMO_OTP, paymentStatus: true, email: newcomer.email }),
    );
    expect(verified.error).toBeUndefined();
    const login = await run<{ token: string; user: { email: string } }>(
      store,
      authApi.endpoints.login.initiate({ email: newcomer.email, password: newcomer.password, role: 'user' }),
    );
    expect(login.data?.token).toEqual(expect.any(String));
    expect(login.data?.user.email).toBe(newcomer.email);
  });

  it('answers a duplicate sign-up with the server message', async () => {
    const { error } = await run(store, authApi.endpoints.signup.initiate({ ...newcomer, email: DEMO_LEARNER.email }));
    expect(error).toEqual({ kind: 'http', status: 409, serverMessage: 'Email already exists' });
  });

  it('rejects a wrong OTP and wrong credentials', async () => {
    await run(store, authApi.endpoints.signup.initiate(newcomer));
    const otp = await run(
      store,
      authApi.endpoints.verifyOtp.initiate({ otp: '000000', paymentStatus: true, email: newcomer.email }),
    );
    expect(otp.error).toMatchObject({ kind: 'http', status: 400, serverMessage: 'Invalid OTP' });
    const login = await run(
      store,
      authApi.endpoints.login.initiate({ email: DEMO_LEARNER.email, password: 'wrong', role: 'user' }),
    );
    expect(login.error).toMatchObject({ kind: 'http', status: 401, serverMessage: 'Invalid email or password' });
    // A failed login is not a lapsed session: nobody is logged out.
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('resets a password with the OTP, after which the new one works', async () => {
    expect(
      (await run(store, authApi.endpoints.forgotPassword.initiate({ email: DEMO_LEARNER.email }))).error,
    ).toBeUndefined();
    const reset = await run(
      store,
      authApi.endpoints.resetPassword.initiate({
        email: DEMO_LEARNER.email,
        otp: DEMO_OTP,
        newPassword: 'Changed@456',
      }),
    );
    expect(reset.error).toBeUndefined();
    const login = await run(
      store,
      authApi.endpoints.login.initiate({ email: DEMO_LEARNER.email, password: 'Changed@456', role: 'user' }),
    );
    expect(login.error).toBeUndefined();
  });

  it('gives up on a password reset after 5 s', async () => {
    startFakeClock();
    withFault('post', '/user/resetPass', 'timeout');
    let settled = false;
    const pending = run(
      store,
      authApi.endpoints.resetPassword.initiate({ email: 'a@b.co', otp: '123456', newPassword: 'x' }),
    ).then((result) => {
      settled = true;
      return result;
    });
    await jest.advanceTimersByTimeAsync(4900);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    expect((await pending).error).toEqual({ kind: 'timeout' });
  });
});

describe('user calls', () => {
  it('reads the signed-in user with purchased courses', async () => {
    await logInDemoLearner(store);
    const { data } = await run<{ purchasedCourses: { courseId: { _id: string } }[] }>(
      store,
      sharedApi.endpoints.getUser.initiate(DEMO_LEARNER_ID),
    );
    expect(data?.purchasedCourses.map((p) => p.courseId._id)).toContain(OWNED_COURSE_ID);
  });

  it('logs the learner out and clears the cache when the server says 401', async () => {
    await logInDemoLearner(store);
    await run(store, coursesApi.endpoints.getCourses.initiate());
    withFault('get', `/user/get-user/${DEMO_LEARNER_ID}`, 'unauthorized');
    // The reset cache drops this query's own result too; the failure shape is covered below.
    await run(store, sharedApi.endpoints.getUser.initiate(DEMO_LEARNER_ID));
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(store.getState().api.queries).toEqual({});
  });
});

describe('payment calls', () => {
  it('creates an order in paise and verifies a correctly signed payment', async () => {
    await logInDemoLearner(store);
    const order = await run<{ orderId: string; amount: number; currency: string }>(
      store,
      checkoutApi.endpoints.createOrder.initiate({ userId: DEMO_LEARNER_ID, courseId: UNOWNED_COURSE_ID }),
    );
    expect(order.data).toEqual({ orderId: expect.stringMatching(/^order_/), amount: 149900, currency: 'INR' });
    const orderId = order.data?.orderId ?? '';

    const forged = await run(
      store,
      checkoutApi.endpoints.verifyPayment.initiate({
        razorpay_order_id: orderId,
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'bad',
      }),
    );
    expect(forged.error).toMatchObject({ status: 400, serverMessage: 'Invalid payment signature' });

    const verified = await run(
      store,
      checkoutApi.endpoints.verifyPayment.initiate({
        razorpay_order_id: orderId,
        razorpay_payment_id: 'pay_1',
        razorpay_signature: signPayment(orderId, 'pay_1'),
      }),
    );
    expect(verified.error).toBeUndefined();
    const enrolled = await run<{ _id: string }[]>(store, coursesApi.endpoints.getEnrolledCourses.initiate());
    expect(enrolled.data?.map((c) => c._id)).toContain(UNOWNED_COURSE_ID);
  });

  it('refuses to sell an owned course again', async () => {
    await logInDemoLearner(store);
    const { error } = await run(
      store,
      checkoutApi.endpoints.createOrder.initiate({ userId: DEMO_LEARNER_ID, courseId: OWNED_COURSE_ID }),
    );
    expect(error).toMatchObject({ status: 409, serverMessage: 'Course already purchased' });
  });
});
