// Probes of buying: a double charge from two browsers, two windows or a late second payment.
import { signPayment } from '../mocks/razorpay';
import { call, logIn, newLearner, someCourseId, unique, type Row } from './probeSupport';

export async function doublePurchase(rows: Row[]) {
  const learner = await newLearner();
  const firstBrowser = await logIn(learner.email, learner.password);
  const secondBrowser = await logIn(learner.email, learner.password);
  const courseId = await someCourseId();
  const order = (session: { token: string; userId: string }) =>
    call('POST', `/api/payment/create-order/${session.userId}`, { body: { courseId }, token: session.token });
  const orderId = (answer: Awaited<ReturnType<typeof order>>) =>
    (answer.body.data as { payment?: { orderId?: string } } | undefined)?.payment?.orderId;

  const [first, second] = await Promise.all([order(firstBrowser), order(secondBrowser)]);
  rows.push({
    probe: 'Buy Now in two browsers at once',
    expected: 'one order, handed to both',
    observed: `${first.status}/${second.status}, ${orderId(first) === orderId(second) ? 'same order' : 'two orders'}`,
    held: first.status === 200 && second.status === 200 && orderId(first) === orderId(second),
  });

  const id = orderId(first) ?? '';
  const pays = await Promise.all([
    call('POST', '/demo/razorpay/pay', { body: { order_id: id } }),
    call('POST', '/demo/razorpay/pay', { body: { order_id: id } }),
  ]);
  const taken = pays.filter((pay) => pay.status === 200);
  const verified = await Promise.all(
    taken.map((pay) => call('POST', '/api/payment/verify-payment', { body: pay.body })),
  );
  rows.push({
    probe: 'Pay in both windows at once',
    expected: 'one payment taken and verified',
    observed: `${taken.length} taken, ${verified.filter((v) => v.status === 200).length} verified`,
    held: taken.length === 1 && verified.length === 1 && verified[0]?.status === 200,
  });

  const again = await order(secondBrowser);
  rows.push({
    probe: 'Buy Now again once the course is owned',
    expected: '409 with a message',
    observed: `${again.status} ${JSON.stringify(again.body.message ?? '')}`,
    held: again.status === 409 && typeof again.body.message === 'string',
  });

  // A second payment for the paid order (as a provider race could deliver), correctly signed.
  const latePayment = `pay_PROBE${unique().slice(0, 9).toUpperCase()}`;
  const late = await call('POST', '/api/payment/verify-payment', {
    body: { razorpay_order_id: id, razorpay_payment_id: latePayment, razorpay_signature: signPayment(id, latePayment) },
  });
  const enrolled = await call('GET', '/api/api/enrolled-courses', { token: firstBrowser.token });
  const copies = ((enrolled.body.data ?? []) as { _id: string }[]).filter((course) => course._id === courseId).length;
  rows.push({
    probe: 'A late second payment for the owned course',
    expected: '409, recorded for refund, enrolled once',
    observed: `${late.status}, enrolled ${copies}×`,
    held: late.status === 409 && copies === 1,
  });
}
