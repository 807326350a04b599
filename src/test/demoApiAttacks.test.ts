/**
 * What the demo API holds against an attacker or a careless client, spoken to over HTTP: one
 * course is never charged (or enrolled) twice, a login or an OTP answer tells nobody who has an
 * account, and the lockout table forgets on a clock and stays bounded.
 *
 * @jest-environment node
 */
import crypto from 'node:crypto';
import {
  ATTEMPT_SWEEP_MS,
  createOrder,
  db,
  getCourse,
  getUser,
  LOCK_MS,
  MAX_ATTEMPT_RECORDS,
  recordFailedAttempt,
  resetDb,
} from '@mocks/db';
import { PAYMENT_ERRORS } from '@mocks/handlers/payments';
import { signPayment } from '@mocks/razorpay';
import { DEMO_LEARNER, DEMO_LEARNER_ID, DEMO_OTP, OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';

const BASE = 'http://localhost';

interface Answer {
  status: number;
  body: { message?: string; data?: unknown };
}

async function post(path: string, body: unknown, token?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${BASE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function logIn() {
  const answer = await post('/api/user/login', { email: DEMO_LEARNER.email, password: DEMO_LEARNER.password });
  const data = answer.body.data as { token: string } | undefined;
  if (!data) throw new Error(`login failed: ${answer.status}`);
  return data.token;
}

const createOrderCall = (token: string, courseId = UNOWNED_COURSE_ID) =>
  post(`/api/payment/create-order/${DEMO_LEARNER_ID}`, { courseId }, token);

const orderIdOf = (answer: Answer) => (answer.body.data as { payment: { orderId: string } }).payment.orderId;

/** What the provider hands the page when the learner pays, and the page sends on to be verified. */
const verify = (orderId: string, paymentId: string) =>
  post('/api/payment/verify-payment', {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signPayment(orderId, paymentId),
  });

const purchasesOf = (courseId: string) =>
  getUser(DEMO_LEARNER_ID)?.purchases.filter((purchase) => purchase.courseId === courseId) ?? [];

describe('one course is charged once', () => {
  it('gives a second Buy Now (another tab or browser) the order already open', async () => {
    const firstTab = await logIn();
    const secondTab = await logIn();
    const first = await createOrderCall(firstTab);
    const second = await createOrderCall(secondTab);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(orderIdOf(second)).toBe(orderIdOf(first));
    expect([...db.orders.values()].filter((order) => order.courseId === UNOWNED_COURSE_ID)).toHaveLength(1);
  });

  it('lets the provider take the open order once, even when both windows pay at once', async () => {
    const token = await logIn();
    const orderId = orderIdOf(await createOrderCall(token));
    const pay = () => post('/demo/razorpay/pay', { order_id: orderId });
    const both = await Promise.all([pay(), pay()]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const refused = both.find((answer) => answer.status === 400);
    expect(refused?.body.message).toBe('This order has already been paid. No money was taken again (demo).');
    const paid = both.find((answer) => answer.status === 200)?.body as unknown as { razorpay_payment_id: string };
    expect((await verify(orderId, paid.razorpay_payment_id)).status).toBe(200);
    expect((await pay()).status).toBe(400);
  });

  it('answers 409 with its message to an order for a course the learner owns, and opens none', async () => {
    const token = await logIn();
    const answer = await createOrderCall(token, OWNED_COURSE_ID);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: PAYMENT_ERRORS.alreadyOwned });
    expect(PAYMENT_ERRORS.alreadyOwned).toBe('Course already purchased');
    expect(db.orders.size).toBe(0);
  });

  it('answers 409 to Buy Now once the open order has been paid', async () => {
    const token = await logIn();
    const orderId = orderIdOf(await createOrderCall(token));
    expect((await verify(orderId, 'pay_FIRST000000001')).status).toBe(200);
    expect((await createOrderCall(token)).status).toBe(409);
  });

  it('records a payment for a course already owned for refund, and never enrols twice', async () => {
    const token = await logIn();
    // Two orders opened before either was paid (as an older server, or another client, could).
    const course = getCourse(UNOWNED_COURSE_ID);
    const user = getUser(DEMO_LEARNER_ID);
    if (!course || !user) throw new Error('seed changed');
    const first = orderIdOf(await createOrderCall(token));
    const second = createOrder(user, course).orderId;

    expect((await verify(first, 'pay_FIRST000000001')).status).toBe(200);
    const late = await verify(second, 'pay_SECOND00000002');
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: PAYMENT_ERRORS.refundDue });
    expect(purchasesOf(UNOWNED_COURSE_ID)).toHaveLength(1);
    expect([...db.refunds.values()]).toEqual([
      expect.objectContaining({
        paymentId: 'pay_SECOND00000002',
        orderId: second,
        userId: DEMO_LEARNER_ID,
        courseId: UNOWNED_COURSE_ID,
        amount: course.discountPrice * 100,
        reason: 'alreadyOwned',
      }),
    ]);

    // The client retrying the same confirmation gets the same answer, and one refund record.
    expect((await verify(second, 'pay_SECOND00000002')).status).toBe(409);
    expect(db.refunds.size).toBe(1);
    // The first payment's retry is still a success.
    expect((await verify(first, 'pay_FIRST000000001')).status).toBe(200);
    expect(purchasesOf(UNOWNED_COURSE_ID)).toHaveLength(1);
  });

  it('records a second payment of an order already paid for refund', async () => {
    const token = await logIn();
    const orderId = orderIdOf(await createOrderCall(token));
    expect((await verify(orderId, 'pay_FIRST000000001')).status).toBe(200);
    expect((await verify(orderId, 'pay_SECOND00000002')).status).toBe(409);
    expect(db.refunds.get('pay_SECOND00000002')?.orderId).toBe(orderId);
    expect(db.orders.get(orderId)?.paymentId).toBe('pay_FIRST000000001');
    expect(purchasesOf(UNOWNED_COURSE_ID)).toHaveLength(1);
  });
});

describe('accounts are not told apart', () => {
  /** Password hashes computed through Node's scrypt (the only way the demo API hashes). */
  function countHashing() {
    const spy = jest.spyOn(crypto, 'scrypt');
    return () => spy.mock.calls.length;
  }

  it('hashes once for a wrong password, whether or not the e-mail has an account', async () => {
    // The stand-in hash for unknown e-mails is made once; make it before counting.
    await post('/api/user/login', { email: 'warm-up@example.com', password: 'Wrong@123' });
    resetDb();
    const hashes = countHashing();
    const known = await post('/api/user/login', { email: DEMO_LEARNER.email, password: 'Wrong@123' });
    const afterKnown = hashes();
    const unknown = await post('/api/user/login', { email: 'nobody-here@example.com', password: 'Wrong@123' });
    const afterUnknown = hashes() - afterKnown;
    expect(afterKnown).toBe(1);
    expect(afterUnknown).toBe(afterKnown);
    expect(unknown).toEqual(known);
    expect(known).toEqual({ status: 401, body: { message: 'Invalid email or password' } });
  });

  it('answers an OTP for an address with no sign-up under way exactly as a wrong code', async () => {
    expect(
      (
        await post('/api/user/signup', {
          username: 'Ravi Nair',
          number: '9876543210',
          email: 'signing-up@example.com',
          password: 'Fresh@12345',
        })
      ).status,
    ).toBe(200);
    const wrongCode = await post('/api/user/otpVerify', { otp: '000000', email: 'signing-up@example.com' });
    const noSignup = await post('/api/user/otpVerify', { otp: DEMO_OTP, email: 'not-signing-up@example.com' });
    expect(noSignup).toEqual(wrongCode);
    expect(wrongCode).toEqual({ status: 400, body: { message: 'Invalid OTP' } });
  });

  it('counts an OTP for an address with no sign-up under way towards the lock', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await post('/api/user/otpVerify', { otp: DEMO_OTP, email: 'ghost@example.com' })).status).toBe(400);
    }
    expect((await post('/api/user/otpVerify', { otp: DEMO_OTP, email: 'ghost@example.com' })).status).toBe(429);
  });
});

describe('lockout records', () => {
  it('expire on a clock, for addresses never tried again', () => {
    jest.useFakeTimers();
    resetDb();
    for (let i = 0; i < 50; i += 1) recordFailedAttempt(`made-up-${i}@example.com`);
    for (let i = 0; i < 5; i += 1) recordFailedAttempt('locked@example.com');
    expect(db.attempts.size).toBe(51);
    jest.advanceTimersByTime(LOCK_MS - ATTEMPT_SWEEP_MS);
    expect(db.attempts.size).toBe(51);
    jest.advanceTimersByTime(2 * ATTEMPT_SWEEP_MS);
    expect(db.attempts.size).toBe(0);
    // Nothing left to sweep: no timer is kept.
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keep the table bounded: made-up e-mails push out the oldest, never past the bound', () => {
    jest.useFakeTimers();
    resetDb();
    recordFailedAttempt('first@example.com');
    for (let i = 0; i < MAX_ATTEMPT_RECORDS + 500; i += 1) recordFailedAttempt(`made-up-${i}@example.com`);
    expect(db.attempts.size).toBe(MAX_ATTEMPT_RECORDS);
    expect(db.attempts.has('first@example.com')).toBe(false);
    expect(db.attempts.has(`made-up-${MAX_ATTEMPT_RECORDS + 499}@example.com`)).toBe(true);
  });

  it('make room from expired records before pushing out a live one', () => {
    jest.useFakeTimers();
    resetDb();
    for (let i = 0; i < MAX_ATTEMPT_RECORDS - 1; i += 1) recordFailedAttempt(`old-${i}@example.com`);
    jest.setSystemTime(Date.now() + LOCK_MS - 1000);
    recordFailedAttempt('recent@example.com');
    jest.setSystemTime(Date.now() + 2000);
    recordFailedAttempt('newest@example.com');
    expect([...db.attempts.keys()]).toEqual(['recent@example.com', 'newest@example.com']);
  });
});
