/**
 * Every call of the API table against the demo API: the unwrapped success shape and the
 * normalised failure shapes (HTTP with the server's message, network, time-out, bad JSON, 401).
 */
import { http } from 'msw/core/http';
import { authApi } from '@/features/auth/api';
import { blogApi } from '@/features/blog/api';
import { chatApi, replyText } from '@/features/chat/api';
import { checkoutApi } from '@/features/checkout/api';
import { coursesApi } from '@/features/courses/api';
import { viewerApi } from '@/features/learning/api';
import { reviewsApi } from '@/features/reviews/api';
import type { ApiError } from '@/store/apiError';
import { selectIsLoggedIn } from '@/store/authSlice';
import { sharedApi } from '@/store/sharedEndpoints';
import { makeStore, type AppStore } from '@/store/store';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { signPayment } from '@mocks/razorpay';
import {
  DEMO_LEARNER,
  DEMO_LEARNER_ID,
  DEMO_OTP,
  OWNED_COURSE_ID,
  REVIEWED_COURSE_ID,
  UNOWNED_COURSE_ID,
  UNREVIEWED_COURSE_ID,
} from '@mocks/seed';
import { logInDemoLearner, startFakeClock } from './render';

type Outcome<T> = { data?: T; error?: unknown };

/** Runs an endpoint and returns `{ data }` or `{ error }` as a screen would see them. */
async function run<T>(store: AppStore, thunk: unknown): Promise<{ data?: T; error?: ApiError }> {
  const action = store.dispatch(thunk as Parameters<AppStore['dispatch']>[0]) as unknown as Promise<Outcome<T>> & {
    unsubscribe?: () => void;
  };
  const result = await action;
  action.unsubscribe?.();
  return { data: result.data, error: result.error as ApiError | undefined };
}

let store: AppStore;
beforeEach(() => {
  store = makeStore();
});

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

describe('course calls', () => {
  it('unwraps the course list from data.data', async () => {
    const { data } = await run<{ _id: string }[]>(store, coursesApi.endpoints.getCourses.initiate());
    expect(data?.length).toBeGreaterThanOrEqual(8);
    expect(data?.map((c) => c._id)).toContain(OWNED_COURSE_ID);
  });

  it('unwraps a list sent directly in data as well', async () => {
    server.use(http.get('*/api/course/getAll', () => Response.json({ data: [{ _id: 'only' }] })));
    const { data } = await run<{ _id: string }[]>(store, coursesApi.endpoints.getCourses.initiate());
    expect(data).toEqual([{ _id: 'only' }]);
  });

  it('returns a locked course to a guest and the full course to its owner', async () => {
    const guest = await run<{ chapters: { videos: { videoUrl: string }[] }[] }>(
      store,
      sharedApi.endpoints.getCourseById.initiate(OWNED_COURSE_ID),
    );
    expect(guest.data?.chapters[0]?.videos[0]?.videoUrl).toBe('');

    const owner = makeStore();
    await logInDemoLearner(owner);
    const full = await run<{ chapters: { videos: { videoUrl: string }[] }[] }>(
      owner,
      sharedApi.endpoints.getCourseById.initiate(OWNED_COURSE_ID),
    );
    expect(full.data?.chapters[0]?.videos[0]?.videoUrl).not.toBe('');
  });

  it('answers an unknown course with 404 and its message', async () => {
    const { error } = await run(store, sharedApi.endpoints.getCourseById.initiate('000000000000000000000000'));
    expect(error).toEqual({ kind: 'http', status: 404, serverMessage: 'Course not found' });
  });

  it('gives the owner playback credentials and the enrolled list', async () => {
    await logInDemoLearner(store);
    const course = await run<{ chapters: { videos: { videoUrl: string }[] }[] }>(
      store,
      sharedApi.endpoints.getCourseById.initiate(OWNED_COURSE_ID),
    );
    const videoUrl = course.data?.chapters[0]?.videos[0]?.videoUrl ?? '';
    const credentials = await run<{ otp: string; playbackInfo: string }>(
      store,
      viewerApi.endpoints.getVideoCredentials.initiate(videoUrl),
    );
    expect(credentials.data).toEqual({ otp: expect.any(String), playbackInfo: expect.any(String) });

    const enrolled = await run<{ _id: string }[]>(store, coursesApi.endpoints.getEnrolledCourses.initiate());
    expect(enrolled.data?.map((c) => c._id)).toEqual([OWNED_COURSE_ID]);
  });

  it('refuses playback credentials to a guest', async () => {
    const { error } = await run(store, viewerApi.endpoints.getVideoCredentials.initiate('vid-crypto-1-1'));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
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

describe('feedback calls', () => {
  it('reads reviews and totals, and null for a course without reviews', async () => {
    const reviewed = await run<{ reviews: unknown[]; ratings: { totalRatings: number } } | null>(
      store,
      reviewsApi.endpoints.getFeedback.initiate(REVIEWED_COURSE_ID),
    );
    expect(reviewed.data?.reviews.length).toBeGreaterThanOrEqual(7);
    expect(reviewed.data?.ratings.totalRatings).toBe(reviewed.data?.reviews.length);
    const none = await run(store, reviewsApi.endpoints.getFeedback.initiate(UNREVIEWED_COURSE_ID));
    expect(none.data).toBeNull();
  });

  it('creates a review, and rejects a rating of 0', async () => {
    await logInDemoLearner(store);
    const created = await run<{ rating: number }>(
      store,
      reviewsApi.endpoints.createFeedback.initiate({
        rating: 5,
        comment: 'Clear and practical.',
        courseId: OWNED_COURSE_ID,
        userId: DEMO_LEARNER_ID,
      }),
    );
    expect(created.data?.rating).toBe(5);
    const zero = await run(
      store,
      reviewsApi.endpoints.createFeedback.initiate({
        rating: 0,
        comment: 'x',
        courseId: OWNED_COURSE_ID,
        userId: DEMO_LEARNER_ID,
      }),
    );
    expect(zero.error).toMatchObject({ status: 400, serverMessage: 'Rating must be between 1 and 5' });
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

describe('blog calls', () => {
  it('lists blogs and reads one; an unknown one is 404', async () => {
    const list = await run<{ _id: string; content: string }[]>(store, blogApi.endpoints.getBlogs.initiate());
    expect(list.data?.length).toBeGreaterThanOrEqual(6);
    const first = list.data?.[0]?._id ?? '';
    const one = await run<{ _id: string }>(store, blogApi.endpoints.getBlog.initiate(first));
    expect(one.data?._id).toBe(first);
    const missing = await run(store, blogApi.endpoints.getBlog.initiate('000000000000000000000000'));
    expect(missing.error).toMatchObject({ status: 404, serverMessage: 'Blog not found' });
  });
});

describe('the chat call', () => {
  it('reads the first candidate of the demo model and never sends the school token', async () => {
    await logInDemoLearner(store);
    let authorization: string | null = 'unset';
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/demo/llm')) authorization = request.headers.get('authorization');
    });
    const { data } = await run<Parameters<typeof replyText>[0]>(
      store,
      chatApi.endpoints.askTradingBot.initiate('What moves the crypto market?'),
    );
    expect(replyText(data ?? {})).toMatch(/\w/);
    expect(authorization).toBeNull();
  });
});

describe('failure shapes', () => {
  it.each([
    ['server-error', { kind: 'http', status: 500, serverMessage: 'Internal server error' }],
    ['network', { kind: 'network' }],
    ['malformed', { kind: 'parse' }],
    ['unauthorized', { kind: 'http', status: 401, serverMessage: 'Unauthorized' }],
  ] as const)('normalises %s', async (kind, expected) => {
    withFault('get', '/course/getAll', kind);
    const { error } = await run(store, coursesApi.endpoints.getCourses.initiate());
    expect(error).toEqual(expected);
  });
});
