import { act, screen, waitFor } from '@testing-library/react';
import { makeStore } from '@/store/store';
import { logInDemoLearner, renderApp } from '@/test/render';
import { withFault } from '@mocks/faults';
import { signPayment } from '@mocks/razorpay';
import { UNOWNED_COURSE_ID } from '@mocks/seed';
import { selectCheckout } from './checkoutSlice';
import type { RazorpayFailureResponse, RazorpayOptions } from './razorpay';

const GOLD = `/hi/viewcourse/${UNOWNED_COURSE_ID}`;
const BUY = 'अभी खरीदें';

/** A stand-in for the provider's script: the last window it was asked to open. */
class FakeRazorpay {
  static last: FakeRazorpay | null = null;
  static opened = 0;
  failed: ((response: RazorpayFailureResponse) => void)[] = [];
  constructor(public options: RazorpayOptions) {
    FakeRazorpay.last = this;
  }
  on(_event: 'payment.failed', callback: (response: RazorpayFailureResponse) => void) {
    this.failed.push(callback);
  }
  open() {
    FakeRazorpay.opened += 1;
  }
  pay(paymentId = 'pay_HINDI00000001') {
    this.options.handler({
      razorpay_order_id: this.options.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signPayment(this.options.order_id, paymentId),
    });
  }
  fail(description: string) {
    this.failed.forEach((callback) => callback({ error: { code: 'BAD_REQUEST_ERROR', description } }));
  }
}

const checkoutWindow = () => {
  if (!FakeRazorpay.last) throw new Error('no checkout window was opened');
  return FakeRazorpay.last;
};

async function openCheckout() {
  const store = makeStore();
  await logInDemoLearner(store);
  const view = renderApp(GOLD, { store });
  await view.user.click(await screen.findByRole('button', { name: BUY }, { timeout: 10_000 }));
  await waitFor(() => expect(selectCheckout(store.getState()).status).toBe('awaitingPayment'));
  return { ...view, store };
}

beforeEach(() => {
  FakeRazorpay.last = null;
  FakeRazorpay.opened = 0;
  window.Razorpay = FakeRazorpay;
});
afterEach(() => {
  delete window.Razorpay;
});

describe('buying a course in Hindi', () => {
  it('sends a guest to the Hindi sign-up page with a Hindi toast', async () => {
    const { user, router } = renderApp(GOLD);
    await user.click(await screen.findByRole('button', { name: BUY }, { timeout: 10_000 }));
    expect(await screen.findByText('कृपया साइन अप करें और लॉग इन करें।')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi/signup'));
    expect(FakeRazorpay.last).toBeNull();
  });

  it('says where the checkout stands, then toasts the payment in Hindi and opens Hindi My Learning', async () => {
    const { router } = await openCheckout();
    expect(screen.getByText('चेकआउट विंडो में पेमेंट पूरा करें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BUY })).toBeDisabled();

    act(() => checkoutWindow().pay());
    expect(await screen.findByText('पेमेंट हो गया!')).toBeInTheDocument();
    expect(screen.getByText('आप इस कोर्स में एनरोल हो गए हैं!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi/EnrollCourse'));
    expect(await screen.findByRole('heading', { level: 1, name: 'एनरोल किए गए कोर्स' })).toBeInTheDocument();
  });

  it('says in Hindi that a closed window cancelled the payment', async () => {
    await openCheckout();
    act(() => checkoutWindow().options.modal.ondismiss());
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent('पेमेंट रद्द हो गया। आपके पैसे नहीं कटे हैं।');
    expect(screen.getByRole('button', { name: BUY })).toBeEnabled();
  });

  it("shows the provider's own reason as it is, and a Hindi one when it gives none", async () => {
    const { user } = await openCheckout();
    act(() => checkoutWindow().fail('Your card was declined by the bank (demo).'));
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(
      'Your card was declined by the bank (demo).',
    );

    await user.click(screen.getByRole('button', { name: BUY }));
    await waitFor(() => expect(FakeRazorpay.opened).toBe(2));
    act(() => checkoutWindow().fail('  '));
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent('पेमेंट नहीं हो पाया। कृपया फिर से कोशिश करें।');
  });

  it('says in Hindi when the order cannot be created, or the payment cannot be verified', async () => {
    withFault('post', '/payment/create-order/:userId', 'server-error', { once: true });
    const store = makeStore();
    await logInDemoLearner(store);
    const { user } = renderApp(GOLD, { store });
    await user.click(await screen.findByRole('button', { name: BUY }, { timeout: 10_000 }));
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');

    withFault('post', '/payment/verify-payment', 'server-error', { once: true });
    await user.click(screen.getByRole('button', { name: BUY }));
    await waitFor(() => expect(selectCheckout(store.getState()).status).toBe('awaitingPayment'));
    act(() => checkoutWindow().pay());
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent('पेमेंट वेरिफ़ाई नहीं हो पाया।');
    expect(screen.getByRole('button', { name: 'पेमेंट दोबारा वेरिफ़ाई करें' })).toBeEnabled();
  });
});
