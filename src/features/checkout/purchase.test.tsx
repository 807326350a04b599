import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LANGUAGES, localizePath, type Language } from '@/config/languages';
import en from '@/locales/en/checkout.json';
import enCourses from '@/locales/en/courses.json';
import hi from '@/locales/hi/checkout.json';
import hiCourses from '@/locales/hi/courses.json';
import { loggedIn, loggedOut, selectDeferredPurchase, selectToken } from '@/store/authSlice';
import type { User } from '@/store/models';
import { makeStore, type AppStore } from '@/store/store';
import { expectOwnWords } from '@/test/languages';
import { logInDemoLearner, renderApp, startFakeClock } from '@/test/render';
import { db } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { signPayment } from '@mocks/razorpay';
import { DEMO_LEARNER, OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';
import { checkoutApi } from './api';
import { checkoutFailed, paymentAuthorised, selectCheckout } from './checkoutSlice';
import { startPurchase } from './purchase';
import type { RazorpayFailureResponse, RazorpayOptions } from './razorpay';

const GOLD = `/viewcourse/${UNOWNED_COURSE_ID}`;

/** A stand-in for the provider's script: records every window it is asked to open. */
class FakeRazorpay {
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

const lastWindow = () => {
  const instance = FakeRazorpay.instances.at(-1);
  if (!instance) throw new Error('no checkout window was opened');
  return instance;
};

async function learnerStore() {
  const store = makeStore();
  await logInDemoLearner(store);
  return store;
}

async function openCheckout(store: AppStore, route = GOLD, label = 'Buy Now') {
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

describe('Buy Now guards', () => {
  it('sends a guest to /signup with "Please signup and login."', async () => {
    const { user, router } = renderApp(GOLD);
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText('Please signup and login.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(FakeRazorpay.instances).toHaveLength(0);
  });

  it('says "User not found! Please log in." when there is a token but no stored user', async () => {
    const store = makeStore();
    // A session without a user id (e.g. storage cleared by hand).
    store.dispatch(loggedIn({ token: 'token-without-user', user: { _id: '', username: '' } as User }));
    const { user } = renderApp(GOLD, { store });
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText('User not found! Please log in.')).toBeInTheDocument();
    expect(FakeRazorpay.instances).toHaveLength(0);
  });

  it('shows a disabled Course Purchased for an owned course', async () => {
    const store = await learnerStore();
    renderApp(`/viewcourse/${OWNED_COURSE_ID}`, { store });
    expect(await screen.findByRole('button', { name: 'Course Purchased' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
  });
});

describe('the payment window', () => {
  it('names the course as its page does, in title case, whatever case the API gives it', async () => {
    const course = db.courses.get(UNOWNED_COURSE_ID);
    if (!course) throw new Error('seed changed');
    course.title = 'gold trading masterclass';
    const store = await learnerStore();
    await openCheckout(store);
    expect(screen.getByRole('heading', { level: 1, name: 'Gold Trading Masterclass' })).toBeInTheDocument();
    expect(lastWindow().options.description).toBe('Gold Trading Masterclass');
  });
});

describe('a purchase started as a guest', () => {
  async function logInOnTheForm(view: ReturnType<typeof renderApp>, loginPath = '/login') {
    await act(() => view.router.navigate(loginPath));
    const email = await screen.findByLabelText(loginPath.startsWith('/hi') ? 'ईमेल' : 'Email');
    await view.user.type(email, DEMO_LEARNER.email);
    await view.user.type(
      screen.getByLabelText(loginPath.startsWith('/hi') ? 'पासवर्ड' : 'Password'),
      DEMO_LEARNER.password,
    );
    await view.user.keyboard('{Enter}');
  }

  it.each([
    ['English', GOLD, '/login'],
    ['Hindi', `/hi${GOLD}`, '/hi/login'],
  ])('goes on after logging in (%s): back on the course with the checkout open, once', async (_lang, page, login) => {
    const view = renderApp(page);
    const buy = page.startsWith('/hi') ? 'अभी खरीदें' : 'Buy Now';
    await view.user.click(await screen.findByRole('button', { name: buy }));
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/\/signup$/));
    expect(selectDeferredPurchase(view.store.getState())).toEqual({ path: GOLD, courseId: UNOWNED_COURSE_ID });

    await logInOnTheForm(view, login);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(page));
    await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(1));
    expect(lastWindow().opened).toBe(true);
    expect(lastWindow().options.description).toBe('Gold Trading Masterclass');
    expect(selectDeferredPurchase(view.store.getState())).toBeNull();

    // Paying enrols them.
    act(() => lastWindow().pay());
    await waitFor(() =>
      expect(view.store.getState().auth.account.user?.purchasedCourses.map((p) => p.courseId?._id)).toContain(
        UNOWNED_COURSE_ID,
      ),
    );
  });

  it('opens the checkout only once, not on a later visit', async () => {
    const view = renderApp(GOLD);
    await view.user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    await logInOnTheForm(view);
    await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(1));
    act(() => lastWindow().options.modal.ondismiss());
    await act(() => view.router.navigate('/courses'));
    await act(() => view.router.navigate(GOLD));
    expect(await screen.findByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(FakeRazorpay.instances).toHaveLength(1);
  });

  it('is forgotten at log-out', async () => {
    const view = renderApp(GOLD);
    await view.user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(selectDeferredPurchase(view.store.getState())).not.toBeNull();
    await act(() => logInDemoLearner(view.store));
    act(() => {
      view.store.dispatch(loggedOut());
    });
    expect(selectDeferredPurchase(view.store.getState())).toBeNull();
  });
});

describe('ownership without a session', () => {
  it('stops showing the course as bought when the session ends in another tab', async () => {
    const store = await learnerStore();
    renderApp(`/viewcourse/${OWNED_COURSE_ID}`, { store });
    expect(await screen.findByRole('button', { name: 'Course Purchased' })).toBeDisabled();
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(await screen.findByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Course Purchased' })).not.toBeInTheDocument();
  });

  it("shows Buy Now, not Course Purchased, in a tab without the learner's token", async () => {
    const store = await learnerStore();
    // What a new tab sees: the account record of local storage, no token of its own.
    const { user, userId } = store.getState().auth.account;
    const tab = makeStore({
      auth: {
        session: { token: null, deferredPurchase: null, expired: false, _persist: { version: 1, rehydrated: true } },
        account: { user, userId, otpEmail: null, _persist: { version: 1, rehydrated: true } },
      },
    });
    renderApp(`/viewcourse/${OWNED_COURSE_ID}`, { store: tab });
    expect(await screen.findByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Course Purchased' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to course' })).not.toBeInTheDocument();
  });
});

describe('checkout', () => {
  it('opens the provider window with exactly the options of the payment contract', async () => {
    const store = await learnerStore();
    await openCheckout(store);
    const checkout = lastWindow();
    expect(checkout.opened).toBe(true);
    expect(checkout.options).toEqual({
      key: 'rzp_test_demo',
      amount: 149900,
      currency: 'INR',
      order_id: expect.stringMatching(/^order_\w{14}$/),
      name: 'TradeSchool',
      description: 'Gold Trading Masterclass',
      prefill: { name: DEMO_LEARNER.username, email: DEMO_LEARNER.email, contact: '9876500001' },
      theme: { color: '#0f7a4a' },
      handler: expect.any(Function),
      modal: { ondismiss: expect.any(Function) },
    });
    expect(store.getState().checkout).toMatchObject({
      item: { courseId: UNOWNED_COURSE_ID, title: 'Gold Trading Masterclass', price: 1499 },
      orderId: checkout.options.order_id,
    });
  });

  it("asks for the order with the learner's own token, which the server requires", async () => {
    const authorization: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.includes('/payment/create-order/'))
        authorization.push(request.headers.get('authorization'));
    });
    const store = await learnerStore();
    await openCheckout(store);
    const token = selectToken(store.getState());
    expect(token).toEqual(expect.any(String));
    expect(authorization).toEqual([`Bearer ${token}`]);
  });

  it('cannot start a second checkout while one is open', async () => {
    const store = await learnerStore();
    await openCheckout(store);
    const button = screen.getByRole('button', { name: 'Buy Now' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    // The flow refuses too, whatever calls it.
    await startPurchase({ _id: UNOWNED_COURSE_ID, title: 'Gold', discountPrice: 1499 }, false, {
      dispatch: store.dispatch,
      getState: store.getState,
      notify: () => undefined,
      navigate: () => undefined,
    });
    expect(FakeRazorpay.instances).toHaveLength(1);
  });

  it('verifies a payment, toasts twice, refreshes ownership and goes to /EnrollCourse after 2 s', async () => {
    startFakeClock();
    const store = await learnerStore();
    const { router } = await openCheckout(store, GOLD, 'Buy Now');
    act(() => lastWindow().pay());

    expect(await screen.findByText('Payment successful!')).toBeInTheDocument();
    expect(screen.getByText('You have successfully enrolled in the course!')).toBeInTheDocument();
    expect(selectCheckout(store.getState()).pendingVerification).toBeNull();
    // The move to /EnrollCourse waits its 2 s from the toasts.
    await act(() => jest.advanceTimersByTimeAsync(1900));
    expect(router.state.location.pathname).toBe(GOLD);
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/EnrollCourse');
    // The refreshed user record owns the course.
    await waitFor(() =>
      expect(store.getState().auth.account.user?.purchasedCourses.map((p) => p.courseId?._id)).toContain(
        UNOWNED_COURSE_ID,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Gold Trading Masterclass' })).toBeInTheDocument();
    // Back on the course, it shows as bought.
    await act(() => router.navigate(GOLD));
    expect(await screen.findByRole('button', { name: 'Course Purchased' })).toBeDisabled();
  });

  it('shows the provider reason on payment.failed and retries with the same order', async () => {
    const store = await learnerStore();
    const { user } = await openCheckout(store);
    const orderId = lastWindow().options.order_id;
    act(() => lastWindow().fail());

    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(
      'Your card was declined by the bank (demo).',
    );
    expect(store.getState().checkout).toMatchObject({ status: 'failed', orderId });
    const buy = screen.getByRole('button', { name: 'Buy Now' });
    expect(buy).toBeEnabled();

    await user.click(buy);
    await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(2));
    expect(lastWindow().options.order_id).toBe(orderId);
  });

  it('says the payment was cancelled when the window is closed', async () => {
    const store = await learnerStore();
    await openCheckout(store);
    act(() => lastWindow().options.modal.ondismiss());
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(
      'Payment cancelled. You have not been charged.',
    );
    expect(selectCheckout(store.getState()).status).toBe('cancelled');
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it('says "Something went wrong. Please try again." when the order cannot be created', async () => {
    withFault('post', '/payment/create-order/:userId', 'server-error', { once: true });
    const store = await learnerStore();
    const { user } = renderApp(GOLD, { store });
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent('Something went wrong. Please try again.');
    expect(FakeRazorpay.instances).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it('loads the provider script only when Buy Now is pressed, and reports a script that fails', async () => {
    delete window.Razorpay;
    const appended: HTMLScriptElement[] = [];
    const append = document.head.appendChild.bind(document.head);
    jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      if (node instanceof HTMLScriptElement) {
        appended.push(node);
        // jsdom does not fetch scripts: report the load as failed.
        queueMicrotask(() => node.dispatchEvent(new Event('error')));
        return node;
      }
      return append(node);
    });
    const store = await learnerStore();
    const { user } = renderApp(GOLD, { store });
    const buy = await screen.findByRole('button', { name: 'Buy Now' });
    expect(appended).toHaveLength(0);
    await user.click(buy);
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(
      'Razorpay SDK not loaded. Please try again.',
    );
    expect(appended).toHaveLength(1);
    expect(appended[0]?.src).toBe('http://localhost/demo/checkout.js');
  });

  it('reports a script that loads without defining the provider', async () => {
    delete window.Razorpay;
    // Only scripts are held back: the theme adds and removes a <style> of its own in the head.
    const append = document.head.appendChild.bind(document.head);
    jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      if (!(node instanceof HTMLScriptElement)) return append(node);
      queueMicrotask(() => node.dispatchEvent(new Event('load')));
      return node;
    });
    const store = await learnerStore();
    const { user } = renderApp(GOLD, { store });
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(
      'Razorpay SDK not loaded. Please try again.',
    );
  });

  it('keeps the confirmation when verification fails, and verifies it again on the next press', async () => {
    withFault('post', '/payment/verify-payment', 'server-error', { once: true });
    const store = await learnerStore();
    const { user } = await openCheckout(store);
    act(() => lastWindow().pay());
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent('Failed to verify payment.');
    expect(selectCheckout(store.getState()).pendingVerification).toMatchObject({
      razorpay_order_id: lastWindow().options.order_id,
    });

    await user.click(screen.getByRole('button', { name: 'Retry payment verification' }));
    expect(await screen.findByText('Payment successful!')).toBeInTheDocument();
    expect(FakeRazorpay.instances).toHaveLength(1);
    expect(selectCheckout(store.getState()).pendingVerification).toBeNull();
  });

  it('drops a confirmation the server rejects outright, so Buy Now can start afresh', async () => {
    const store = await learnerStore();
    await openCheckout(store);
    const checkout = lastWindow();
    act(() =>
      checkout.options.handler({
        razorpay_order_id: checkout.options.order_id,
        razorpay_payment_id: 'pay_x',
        razorpay_signature: 'forged',
      }),
    );
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent('Failed to verify payment.');
    expect(selectCheckout(store.getState()).pendingVerification).toBeNull();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it("starts the same purchase from the second layout's Enroll Now", async () => {
    const store = await learnerStore();
    await openCheckout(store, `/course/${UNOWNED_COURSE_ID}`, 'Enroll Now');
    expect(lastWindow().options).toMatchObject({ amount: 149900, description: 'Gold Trading Masterclass' });
    expect(screen.getByText("What's included")).toBeInTheDocument();
  });
});

describe('a verification cut off by a reload', () => {
  it('is verified on the next load, so the paid course is not lost', async () => {
    const store = await learnerStore();
    const userId = store.getState().auth.account.userId ?? '';
    const order = await store
      .dispatch(checkoutApi.endpoints.createOrder.initiate({ userId, courseId: UNOWNED_COURSE_ID }))
      .unwrap();
    const paymentId = 'pay_RELOAD00000001';
    // What the persisted slice holds after a reload: the confirmation, not the step.
    store.dispatch(
      paymentAuthorised({
        razorpay_order_id: order.orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signPayment(order.orderId, paymentId),
      }),
    );
    store.dispatch(checkoutFailed('interrupted'));

    renderApp('/about', { store });
    expect(await screen.findByText('Payment successful!')).toBeInTheDocument();
    expect(selectCheckout(store.getState()).pendingVerification).toBeNull();
  });
});

const CATALOGUES: Record<Language, { checkout: typeof en; courses: typeof enCourses }> = {
  en: { checkout: en, courses: enCourses },
  hi: { checkout: hi, courses: hiCourses },
};

// Each language's words come from its catalogue; the English tests above hold the spec's text.
describe.each(LANGUAGES)("buying a course in the page's language (%s)", (lang) => {
  const { checkout: words, courses } = CATALOGUES[lang];
  const page = localizePath(GOLD, lang);
  const buy = words.buy.buy;

  it('sends a guest to the sign-up page in the language, with a toast in it', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [c.checkout.buy.buy, c.checkout.messages.needLogin]);
    const { user, router } = renderApp(page);
    await user.click(await screen.findByRole('button', { name: buy }));
    expect(await screen.findByText(words.messages.needLogin)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(localizePath('/signup', lang)));
    expect(FakeRazorpay.instances).toHaveLength(0);
  });

  it('says where the checkout stands, then toasts the payment and opens My Learning in the language', async () => {
    startFakeClock();
    expectOwnWords(lang, CATALOGUES, (c) => [
      c.checkout.progress.awaitingPayment,
      c.checkout.messages.paid,
      c.checkout.messages.enrolled,
      c.courses.enrolled.title,
    ]);
    const { router } = await openCheckout(await learnerStore(), page, buy);
    expect(screen.getByText(words.progress.awaitingPayment)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: buy })).toBeDisabled();

    act(() => lastWindow().pay());
    expect(await screen.findByText(words.messages.paid)).toBeInTheDocument();
    expect(screen.getByText(words.messages.enrolled)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(localizePath('/EnrollCourse', lang)));
    expect(await screen.findByRole('heading', { level: 1, name: courses.enrolled.title })).toBeInTheDocument();
  });

  it('says in the language that a closed window cancelled the payment', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [c.checkout.messages.cancelled]);
    await openCheckout(await learnerStore(), page, buy);
    act(() => lastWindow().options.modal.ondismiss());
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(words.messages.cancelled);
    expect(screen.getByRole('button', { name: buy })).toBeEnabled();
  });

  it("shows the provider's own reason as it is, and one in the language when it gives none", async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [c.checkout.messages.paymentFailed]);
    const { user } = await openCheckout(await learnerStore(), page, buy);
    act(() => lastWindow().fail('Your card was declined by the bank (demo).'));
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(
      'Your card was declined by the bank (demo).',
    );

    await user.click(screen.getByRole('button', { name: buy }));
    await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(2));
    expect(lastWindow().opened).toBe(true);
    act(() => lastWindow().fail('  '));
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(words.messages.paymentFailed);
  });

  it('says in the language when the order cannot be created, or the payment cannot be verified', async () => {
    expectOwnWords(lang, CATALOGUES, (c) => [
      c.checkout.messages.orderFailed,
      c.checkout.messages.verifyFailed,
      c.checkout.buy.retryVerification,
    ]);
    withFault('post', '/payment/create-order/:userId', 'server-error', { once: true });
    const store = await learnerStore();
    const { user } = renderApp(page, { store });
    await user.click(await screen.findByRole('button', { name: buy }));
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(words.messages.orderFailed);

    withFault('post', '/payment/verify-payment', 'server-error', { once: true });
    await user.click(screen.getByRole('button', { name: buy }));
    await waitFor(() => expect(selectCheckout(store.getState()).status).toBe('awaitingPayment'));
    act(() => lastWindow().pay());
    expect(await screen.findByTestId('checkout-notice')).toHaveTextContent(words.messages.verifyFailed);
    expect(screen.getByRole('button', { name: words.buy.retryVerification })).toBeEnabled();
  });
});
