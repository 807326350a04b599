import { loggedOut } from '@/store/authSlice';
import { makeStore } from '@/store/store';
import { restoredTestStore } from '@/test/persistence';
import {
  CHECKOUT_STORAGE_KEY,
  checkoutFailed,
  checkoutStarted,
  orderCreated,
  paymentAuthorised,
  selectCheckout,
} from './checkoutSlice';

const confirmation = { razorpay_order_id: 'order_A', razorpay_payment_id: 'pay_B', razorpay_signature: 'sig' };

describe('checkout persistence', () => {
  it('keeps the cart, the order and an unverified payment across a reload, but not the step', async () => {
    const first = await restoredTestStore();
    first.store.dispatch(checkoutStarted({ courseId: 'c1', title: 'Gold', price: 1499 }));
    first.store.dispatch(orderCreated('order_A'));
    first.store.dispatch(paymentAuthorised(confirmation));
    await first.persistor.flush();

    const { store } = await restoredTestStore();
    expect(store.getState().checkout).toMatchObject({
      status: 'idle',
      item: { courseId: 'c1', title: 'Gold', price: 1499 },
      orderId: 'order_A',
      pendingVerification: confirmation,
      error: null,
    });
  });

  it('starts clean when the stored checkout has the wrong shape', async () => {
    localStorage.setItem(
      CHECKOUT_STORAGE_KEY,
      JSON.stringify({
        item: JSON.stringify({ courseId: 'c1' }),
        orderId: '"o"',
        pendingVerification: JSON.stringify({ razorpay_order_id: 'o' }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const { store } = await restoredTestStore();
    expect(selectCheckout(store.getState()).pendingVerification).toBeNull();
    expect(selectCheckout(store.getState()).item).toBeNull();
  });

  it('keeps a payment awaiting verification through a logout, and drops anything else', () => {
    const store = makeStore();
    store.dispatch(checkoutStarted({ courseId: 'c1', title: 'Gold', price: 1499 }));
    store.dispatch(checkoutFailed('declined'));
    store.dispatch(loggedOut());
    expect(selectCheckout(store.getState()).item).toBeNull();

    store.dispatch(checkoutStarted({ courseId: 'c1', title: 'Gold', price: 1499 }));
    store.dispatch(paymentAuthorised(confirmation));
    store.dispatch(loggedOut());
    expect(store.getState().checkout).toMatchObject({ status: 'idle', pendingVerification: confirmation });
  });
});
