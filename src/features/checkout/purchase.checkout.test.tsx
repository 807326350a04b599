import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { selectToken } from '@/store/authSlice';
import { renderApp, startFakeClock } from '@/test/render';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { signPayment } from '@mocks/razorpay';
import { DEMO_LEARNER, UNOWNED_COURSE_ID } from '@mocks/seed';
import { checkoutApi } from './api';
import { checkoutFailed, paymentAuthorised, selectCheckout } from './checkoutSlice';
import { startPurchase } from './purchase';
import { FakeRazorpay, GOLD, lastWindow, learnerStore, openCheckout } from './purchase.testSetup';

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
