/**
 * The same learner buying one course in two browsers: the second Buy Now, or a payment that
 * still arrives, is told in the page's language and never charges or enrols twice.
 */
import { act, screen, waitFor } from '@testing-library/react';
import en from '@/locales/en/checkout.json';
import hi from '@/locales/hi/checkout.json';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';
import { signPayment } from '@mocks/razorpay';
import { DEMO_LEARNER, DEMO_LEARNER_ID, UNOWNED_COURSE_ID } from '@mocks/seed';
import { selectCheckout } from './checkoutSlice';
import type { RazorpayFailureResponse, RazorpayOptions } from './razorpay';

/** A stand-in for the provider's script: the last window it was asked to open. */
class FakeRazorpay {
  static last: FakeRazorpay | null = null;
  constructor(public options: RazorpayOptions) {
    FakeRazorpay.last = this;
  }
  on(_event: 'payment.failed', _callback: (response: RazorpayFailureResponse) => void) {}
  open() {}
  pay(paymentId: string) {
    this.options.handler({
      razorpay_order_id: this.options.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signPayment(this.options.order_id, paymentId),
    });
  }
}

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The same learner, in another browser: Buy Now, Pay, and the payment verified. */
async function buyInAnotherBrowser() {
  const login = await api('/api/user/login', { email: DEMO_LEARNER.email, password: DEMO_LEARNER.password });
  const token = (login.body.data as { token: string }).token;
  const order = await api(`/api/payment/create-order/${DEMO_LEARNER_ID}`, { courseId: UNOWNED_COURSE_ID }, token);
  const orderId = (order.body.data as { payment: { orderId: string } }).payment.orderId;
  const paid = await api('/demo/razorpay/pay', { order_id: orderId });
  expect((await api('/api/payment/verify-payment', paid.body)).status).toBe(200);
  return orderId;
}

/**
 * What the other browser's My Learning lists, read from the demo API. Called inside act: this
 * page's toast is still sliding in meanwhile.
 */
async function enrolledTitles() {
  const login = await api('/api/user/login', { email: DEMO_LEARNER.email, password: DEMO_LEARNER.password });
  const token = (login.body.data as { token: string }).token;
  const response = await fetch('http://localhost/api/api/enrolled-courses', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { _id: string }[] }).data.filter((c) => c._id === UNOWNED_COURSE_ID);
}

beforeEach(() => {
  FakeRazorpay.last = null;
  window.Razorpay = FakeRazorpay;
});
afterEach(() => {
  delete window.Razorpay;
});

describe.each([
  ['en', '', en],
  ['hi', '/hi', hi],
] as const)('buying a course bought meanwhile elsewhere (%s)', (_language, prefix, words) => {
  const route = `${prefix}/viewcourse/${UNOWNED_COURSE_ID}`;

  it('says the course is already owned, opens no payment window and shows it as bought', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    const { user } = renderApp(route, { store });
    const buy = await screen.findByRole('button', { name: words.buy.buy });
    await buyInAnotherBrowser();

    await user.click(buy);
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(words.messages.alreadyOwned);
    expect(FakeRazorpay.last).toBeNull();
    // The refreshed account owns it: the page says so, and the reason stays beside the button.
    expect(await screen.findByRole('button', { name: words.buy.purchased })).toBeDisabled();
    expect(screen.getByTestId('checkout-notice')).toHaveTextContent(words.messages.alreadyOwned);
    expect(await act(enrolledTitles)).toHaveLength(1);
  });

  it('says a payment that still arrives is refunded, and keeps no confirmation to retry', async () => {
    const store = makeStore();
    await logInDemoLearner(store);
    const { user } = renderApp(route, { store });
    await user.click(await screen.findByRole('button', { name: words.buy.buy }));
    await waitFor(() => expect(selectCheckout(store.getState()).status).toBe('awaitingPayment'));
    // The other browser was handed the same open order and paid it first.
    expect(await buyInAnotherBrowser()).toBe(FakeRazorpay.last?.options.order_id);

    act(() => FakeRazorpay.last?.pay('pay_LATE0000000001'));
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(words.messages.refundDue);
    expect(await screen.findByRole('button', { name: words.buy.purchased })).toBeDisabled();
    expect(selectCheckout(store.getState())).toMatchObject({ pendingVerification: null, error: 'refundDue' });
    expect(await act(enrolledTitles)).toHaveLength(1);
  });
});
