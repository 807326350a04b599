/**
 * Orders and payment verification, as the school's server does them with the payment provider:
 * the order amount comes from the server's price, and a payment only counts once its
 * signature (HMAC-SHA256 of `order_id|payment_id` with the key secret) checks out.
 */
import { http } from 'msw/core/http';
import {
  addPurchase,
  createOrder,
  db,
  getCourse,
  getOrder,
  getUser,
  now,
  openOrderFor,
  ownsCourse,
  recordRefund,
  type OrderRecord,
} from '../db';
import {
  authenticate,
  fail,
  forbidden,
  invalidBody,
  isNonBlankString,
  message,
  ok,
  readJsonObject,
  unauthorized,
} from '../handlerUtils';
import type { CreateOrderResponseData } from '../models';
import { apiPath } from '../paths';
import { isValidPaymentSignature } from '../razorpay';

/** The answers that keep one course from being charged twice; the screens say them in their own words. */
export const PAYMENT_ERRORS = {
  alreadyOwned: 'Course already purchased',
  refundDue: 'Course already purchased: this payment will be refunded',
} as const;

export const paymentHandlers = [
  http.post<{ userId: string }>(apiPath('/payment/create-order/:userId'), async ({ request, params }) => {
    // Only the learner themself may open an order in their name.
    const auth = authenticate(request);
    if (auth.kind !== 'user') return unauthorized();
    if (auth.user._id !== params.userId) return forbidden();

    const body = await readJsonObject(request);
    if (!body) return invalidBody();
    const { courseId } = body;
    if (!isNonBlankString(courseId)) return fail(400, 'courseId is required');

    const user = auth.user;
    const course = getCourse(courseId);
    if (!course) return fail(404, 'Course not found');
    if (ownsCourse(user, course._id)) return fail(409, PAYMENT_ERRORS.alreadyOwned);

    // A second Buy Now (another tab or browser) gets the order already open, so whichever window
    // pays first pays it, and the provider refuses to take money for it again.
    const order = openOrderFor(user, course) ?? createOrder(user, course);
    const data: CreateOrderResponseData = {
      payment: { orderId: order.orderId, amount: order.amount, currency: order.currency },
    };
    return ok(data, 'Order created successfully');
  }),

  http.post(apiPath('/payment/verify-payment'), async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return invalidBody();
    const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = body;
    if (!isNonBlankString(orderId) || !isNonBlankString(paymentId) || !isNonBlankString(signature)) {
      return fail(400, 'razorpay_order_id, razorpay_payment_id and razorpay_signature are required');
    }

    const order = getOrder(orderId);
    if (!order) return fail(404, 'Order not found');
    if (!isValidPaymentSignature(orderId, paymentId, signature)) return fail(400, 'Invalid payment signature');

    // Idempotent: a client retrying a verification that was cut off gets the same answer.
    if (order.status === 'paid' && order.paymentId === paymentId) {
      return db.refunds.has(paymentId) ? fail(409, PAYMENT_ERRORS.refundDue) : message('Payment verified successfully');
    }
    const user = getUser(order.userId);
    // A payment for a course the learner already owns (a second payment of a paid order, or an
    // order opened before the first purchase) is owed back; it never enrols them twice.
    if (order.status === 'paid' || (user && ownsCourse(user, order.courseId))) {
      recordRefund(order, paymentId);
      if (order.status !== 'paid') markPaid(order, paymentId);
      return fail(409, PAYMENT_ERRORS.refundDue);
    }
    markPaid(order, paymentId);
    if (user) addPurchase(user, order.courseId);
    return message('Payment verified successfully');
  }),
];

function markPaid(order: OrderRecord, paymentId: string): void {
  order.status = 'paid';
  order.paymentId = paymentId;
  order.paidAt = new Date(now()).toISOString();
}
