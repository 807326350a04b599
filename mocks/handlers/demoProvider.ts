/**
 * Stand-in for the payment provider's servers (not part of the school API). The demo checkout
 * script calls it when the learner presses Pay; it answers what the provider's checkout hands
 * to the `handler` callback: ids and the signature made with the key secret.
 */
import { http } from 'msw/core/http';
import { randomAlnum } from '../crypto';
import { getOrder } from '../db';
import { fail, invalidBody, isNonBlankString, readJsonObject } from '../handlerUtils';
import { DEMO } from '../paths';
import { signPayment } from '../razorpay';

export interface DemoPayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export const demoProviderHandlers = [
  http.post(`${DEMO}/razorpay/pay`, async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return invalidBody();
    const { order_id: orderId } = body;
    if (!isNonBlankString(orderId)) return fail(400, 'order_id is required');
    const order = getOrder(orderId);
    if (!order) return fail(404, 'Order not found');
    // The provider refuses to take money twice for one order: it counts as paid from the moment
    // the money is taken, not from when the school's server verifies it.
    if (order.status === 'paid' || order.capturedPaymentId !== undefined)
      return fail(400, 'This order has already been paid. No money was taken again (demo).');

    const paymentId = `pay_${randomAlnum(14)}`;
    order.capturedPaymentId = paymentId;
    const data: DemoPayResponse = {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signPayment(orderId, paymentId),
    };
    return Response.json(data);
  }),
];
