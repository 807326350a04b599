/**
 * The rules the school's server holds and the demo API holds with it, spoken to over HTTP as a
 * tester's client would: who may review, what "paid" means, who may open an order, and how wrong
 * passwords and OTPs lock an e-mail.
 *
 * @jest-environment node
 */
import { callWithHeaders, type Answer } from '@/test/demoApiHttp';
import { db, LOCK_MS, setClock } from '@mocks/db';
import { TOO_MANY_ATTEMPTS } from '@mocks/handlers/auth';
import { REVIEW_ERRORS } from '@mocks/handlers/feedback';
import {
  DEMO_LEARNER,
  DEMO_LEARNER_ID,
  DEMO_OTP,
  OWNED_COURSE_ID,
  REVIEWED_COURSE_ID,
  seedReviews,
  seedUsers,
  UNOWNED_COURSE_ID,
} from '@mocks/seed';

const call = callWithHeaders;
const post = (path: string, body: unknown, token?: string) => call('POST', path, { body, token });

async function logIn(email = DEMO_LEARNER.email, password = DEMO_LEARNER.password) {
  const answer = await post('/user/login', { email, password, role: 'user' });
  const data = answer.body.data as { token: string; user: { _id: string; paymentStatus: boolean } } | undefined;
  if (!data) throw new Error(`login failed: ${answer.status} ${answer.body.message}`);
  return data;
}

const wrongLogin = (email = DEMO_LEARNER.email) => post('/user/login', { email, password: 'Wrong@123', role: 'user' });

/**
 * Signs a newcomer up and verifies them with the payload the school's API expects (docs/api.md),
 * `paymentStatus: true` included.
 */
async function newLearner(email = 'newcomer@example.com', password = 'Fresh@12345') {
  expect((await post('/user/signup', { username: 'Ravi Nair', number: '9876543210', email, password })).status).toBe(
    200,
  );
  expect((await post('/user/otpVerify', { otp: DEMO_OTP, paymentStatus: true, email })).status).toBe(200);
  return { email, password };
}

const review = (courseId: string, userId: string, token: string, comment = 'Clear and practical.') =>
  post('/feedback/create', { rating: 5, comment, courseId, userId }, token);

describe('reviews', () => {
  it('are refused with 403 to a learner who does not own the course, and nothing is stored', async () => {
    const { token } = await logIn();
    const answer = await review(UNOWNED_COURSE_ID, DEMO_LEARNER_ID, token);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'Only learners of this course can review it.' });
    expect(REVIEW_ERRORS.notALearner).toBe('Only learners of this course can review it.');
    expect(db.feedback.get(UNOWNED_COURSE_ID)?.reviews.some((r) => r.userId === DEMO_LEARNER_ID)).toBe(false);
  });

  it('take one per learner and course: the second is a 409 and the first stays', async () => {
    const { token } = await logIn();
    expect((await review(OWNED_COURSE_ID, DEMO_LEARNER_ID, token, 'First.')).status).toBe(201);
    const again = await review(OWNED_COURSE_ID, DEMO_LEARNER_ID, token, 'Second.');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'You have already reviewed this course.' });
    const mine = db.feedback.get(OWNED_COURSE_ID)?.reviews.filter((r) => r.userId === DEMO_LEARNER_ID);
    expect(mine?.map((r) => r.comment)).toEqual(['First.']);
  });

  it('are open to a learner who has just bought the course', async () => {
    const learner = await newLearner();
    const { token, user } = await logIn(learner.email, learner.password);
    expect((await review(UNOWNED_COURSE_ID, user._id, token)).status).toBe(403);
    await buy(token, user._id, UNOWNED_COURSE_ID);
    expect((await review(UNOWNED_COURSE_ID, user._id, token)).status).toBe(201);
  });

  it('in the seed keep the same rules: each from an owner, one per learner and course', () => {
    const owners = new Map(seedUsers().map((user) => [user._id, new Set(user.purchases.map((p) => p.courseId))]));
    const seen = new Set<string>();
    for (const { userId, courseId } of seedReviews()) {
      expect(owners.get(userId)?.has(courseId)).toBe(true);
      expect(seen.has(`${userId}/${courseId}`)).toBe(false);
      seen.add(`${userId}/${courseId}`);
    }
    // Two pages of five on one course still.
    expect(seedReviews().filter((r) => r.courseId === REVIEWED_COURSE_ID)).toHaveLength(8);
  });
});

/** Buys `courseId` the way the checkout does: order, provider payment, verification. */
async function buy(token: string, userId: string, courseId: string) {
  const order = await post(`/payment/create-order/${userId}`, { courseId }, token);
  expect(order.status).toBe(200);
  const orderId = (order.body.data as { payment: { orderId: string } }).payment.orderId;
  const paid = await fetch('http://localhost/demo/razorpay/pay', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: orderId }),
  });
  expect((await post('/payment/verify-payment', await paid.json())).status).toBe(200);
}

describe('payment status', () => {
  it('is Pending for a new learner whatever the OTP step sent, and Paid once they own a course', async () => {
    const learner = await newLearner();
    const { token, user } = await logIn(learner.email, learner.password);
    expect(user.paymentStatus).toBe(false);
    const record = await call('GET', `/user/get-user/${user._id}`, { token });
    expect(record.body.data).toMatchObject({ paymentStatus: false, purchasedCourses: [] });

    await buy(token, user._id, UNOWNED_COURSE_ID);
    const after = await call('GET', `/user/get-user/${user._id}`, { token });
    expect(after.body.data).toMatchObject({ paymentStatus: true });
  });

  it('is Paid for the seeded learner, who owns a course', async () => {
    expect((await logIn()).user.paymentStatus).toBe(true);
  });
});

describe('POST /payment/create-order/{userId}', () => {
  const order = (userId: string, token?: string) =>
    post(`/payment/create-order/${userId}`, { courseId: UNOWNED_COURSE_ID }, token);

  it('needs a bearer token: 401 without one or with one it does not know', async () => {
    expect((await order(DEMO_LEARNER_ID)).status).toBe(401);
    expect((await order(DEMO_LEARNER_ID, 'not-a-token')).status).toBe(401);
    expect(db.orders.size).toBe(0);
  });

  it("refuses with 403 to open an order in another learner's name", async () => {
    const learner = await newLearner();
    const { token } = await logIn(learner.email, learner.password);
    expect((await order(DEMO_LEARNER_ID, token)).status).toBe(403);
    expect(db.orders.size).toBe(0);
  });

  it("opens one with the learner's own token", async () => {
    const { token } = await logIn();
    const answer = await order(DEMO_LEARNER_ID, token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      payment: { orderId: expect.stringMatching(/^order_/), amount: 149900, currency: 'INR' },
    });
  });
});

describe('wrong passwords and OTPs', () => {
  let time: number;
  beforeEach(() => {
    time = Date.parse('2026-05-01T09:00:00.000Z');
    // resetDb(), before every test, puts the real clock back.
    setClock(() => time);
  });

  const expectLocked = (answer: Answer) => {
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ message: 'Too many attempts. Please try again in 15 minutes.' });
  };

  it('lock the e-mail on the fifth wrong password in a row, even against the right one, for 15 minutes', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await wrongLogin()).status).toBe(401);
    const fifth = await wrongLogin();
    expectLocked(fifth);
    expect(TOO_MANY_ATTEMPTS).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(fifth.headers.get('retry-after')).toBe('900');

    time += LOCK_MS - 1000;
    const right = await post('/user/login', {
      email: DEMO_LEARNER.email,
      password: DEMO_LEARNER.password,
      role: 'user',
    });
    expectLocked(right);
    expect(right.headers.get('retry-after')).toBe('1');

    time += 1000;
    expect((await logIn()).token).toEqual(expect.any(String));
  });

  it('count per e-mail, whatever its case: another address is not locked', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1)
      await wrongLogin(attempt % 2 ? DEMO_LEARNER.email : DEMO_LEARNER.email.toUpperCase());
    expectLocked(await wrongLogin());
    expect((await logIn('rohan.mehta@example.com', 'Reviewer@123')).token).toEqual(expect.any(String));
  });

  it('start again after a success', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) await wrongLogin();
    await logIn();
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await wrongLogin()).status).toBe(401);
    expect((await logIn()).token).toEqual(expect.any(String));
  });

  it('are forgotten 15 minutes after the last one', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) await wrongLogin();
    time += LOCK_MS;
    expect((await wrongLogin()).status).toBe(401);
  });

  it('lock an unknown e-mail the same way, so the lock tells nobody who has an account', async () => {
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) answers.push((await wrongLogin('nobody@example.com')).status);
    expect(answers).toEqual([401, 401, 401, 401, 429]);
  });

  it('at the sign-up OTP lock the e-mail too, and the sign-up can be verified once the lock is over', async () => {
    const email = 'newcomer@example.com';
    await post('/user/signup', { username: 'Ravi Nair', number: '9876543210', email, password: 'Fresh@12345' });
    const verify = (otp: string) => post('/user/otpVerify', { otp, paymentStatus: true, email });
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await verify('000000')).body).toEqual({ message: 'Invalid OTP' });
    expectLocked(await verify('000000'));
    expectLocked(await verify(DEMO_OTP));

    time += LOCK_MS;
    expect((await verify(DEMO_OTP)).status).toBe(200);
  });

  it('at the password reset lock the e-mail, and add up with wrong passwords', async () => {
    const reset = (email: string, otp: string) => post('/user/resetPass', { email, otp, newPassword: 'Changed@456' });
    await post('/user/forgotPass', { email: DEMO_LEARNER.email });
    await wrongLogin();
    await wrongLogin();
    for (let attempt = 1; attempt <= 2; attempt += 1)
      expect((await reset(DEMO_LEARNER.email, '000000')).status).toBe(400);
    expectLocked(await reset(DEMO_LEARNER.email, '000000'));
    expectLocked(await reset(DEMO_LEARNER.email, DEMO_OTP));
    // The password has not changed.
    time += LOCK_MS;
    expect((await logIn()).token).toEqual(expect.any(String));
  });

  it('hold against guesses sent all at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => wrongLogin()));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16);
  });
});

describe('password reset for an unknown e-mail', () => {
  it('answers /user/forgotPass exactly as for a known one', async () => {
    const known = await post('/user/forgotPass', { email: DEMO_LEARNER.email });
    const unknown = await post('/user/forgotPass', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known).toMatchObject({ status: 200, body: { message: 'OTP sent to your email' } });
    expect(db.pendingResets.has('nobody@example.com')).toBe(false);
  });

  it('answers /user/resetPass as a wrong OTP, as for a known e-mail without a reset under way', async () => {
    const reset = (email: string) => post('/user/resetPass', { email, otp: DEMO_OTP, newPassword: 'Changed@456' });
    const unknown = await reset('nobody@example.com');
    const known = await reset(DEMO_LEARNER.email);
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Invalid OTP' } });
    expect(known.body).toEqual(unknown.body);
  });
});
