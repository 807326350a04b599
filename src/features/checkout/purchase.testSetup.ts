import { screen, waitFor } from '@testing-library/react';
import { makeStore, type AppStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';
import { signPayment } from '@mocks/razorpay';
import { UNOWNED_COURSE_ID } from '@mocks/seed';
import { selectCheckout } from './checkoutSlice';
import type { RazorpayFailureResponse, RazorpayOptions } from './razorpay';

/*
 * What the purchase tests share (purchase.*.test.tsx): the provider's window, faked on the page
 * before each test, a learner signed in, and a checkout opened.
 */

export const GOLD = `/viewcourse/${UNOWNED_COURSE_ID}`;

/** A stand-in for the provider's script: records every window it is asked to open. */
export class FakeRazorpay {
  static instances: FakeRazorpay[] = [];
  failed: ((response: RazorpayFailureResponse) => void)[] = [];
  opened = false;
  constructor(public options: RazorpayOptions) {
    FakeRazorpay.instances.push(this);
  }
  on(_event: 'payment.failed', callback: (response: RazorpayFailureResponse) => void) {
    this.failed.push(callback);
  }
  open() {
    this.opened = true;
  }
  /** What the provider does when the learner pays: a correctly signed confirmation. */
  pay(paymentId = 'pay_TEST0000000001') {
    this.options.handler({
      razorpay_order_id: this.options.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signPayment(this.options.order_id, paymentId),
    });
  }
  fail(description = 'Your card was declined by the bank (demo).') {
    const response: RazorpayFailureResponse = {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        reason: 'payment_failed',
        metadata: { order_id: this.options.order_id },
      },
    };
    this.failed.forEach((callback) => callback(response));
  }
}

export const lastWindow = () => {
  const instance = FakeRazorpay.instances.at(-1);
  if (!instance) throw new Error('no checkout window was opened');
  return instance;
};

export async function learnerStore() {
  const store = makeStore();
  await logInDemoLearner(store);
  return store;
}

export async function openCheckout(store: AppStore, route = GOLD, label = 'Buy Now') {
  const view = renderApp(route, { store });
  await view.user.click(await screen.findByRole('button', { name: label }));
  await waitFor(() => expect(FakeRazorpay.instances.length).toBeGreaterThan(0));
  await waitFor(() => expect(selectCheckout(store.getState()).status).toBe('awaitingPayment'));
  return view;
}

beforeEach(() => {
  FakeRazorpay.instances = [];
  window.Razorpay = FakeRazorpay;
});
afterEach(() => {
  delete window.Razorpay;
});
