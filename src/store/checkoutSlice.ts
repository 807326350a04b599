import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './authSlice';
import type { VerifyPaymentRequest } from './models';

/**
 * The purchase state machine:
 * idle → creatingOrder → loadingScript → awaitingPayment → verifying → succeeded,
 * with failed / cancelled as resting states from which Buy Now may start again.
 */
export type CheckoutStatus =
  | 'idle'
  | 'creatingOrder'
  | 'loadingScript'
  | 'awaitingPayment'
  | 'verifying'
  | 'succeeded'
  | 'failed'
  | 'cancelled';

/** The course being bought, with its price as it was when Buy Now was pressed. */
export interface CartItem {
  courseId: string;
  title: string;
  /** Rupees. */
  price: number;
}

export interface CheckoutState {
  status: CheckoutStatus;
  item: CartItem | null;
  orderId: string | null;
  /** A provider confirmation not yet verified by the server; retried on the next load. */
  pendingVerification: VerifyPaymentRequest | null;
  error: string | null;
}

const initialState: CheckoutState = {
  status: 'idle',
  item: null,
  orderId: null,
  pendingVerification: null,
  error: null,
};

/** States in which a checkout is under way and Buy Now must not start another. */
export const BUSY_CHECKOUT_STATUSES: readonly CheckoutStatus[] = [
  'creatingOrder',
  'loadingScript',
  'awaitingPayment',
  'verifying',
];

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    checkoutStarted(state, { payload }: PayloadAction<CartItem>) {
      // A retry of the same course keeps its order; another course needs a new one.
      if (state.item?.courseId !== payload.courseId) state.orderId = null;
      state.item = payload;
      state.status = 'creatingOrder';
      state.error = null;
    },
    orderCreated(state, { payload }: PayloadAction<string>) {
      state.orderId = payload;
      state.status = 'loadingScript';
    },
    paymentWindowOpened(state) {
      state.status = 'awaitingPayment';
    },
    paymentAuthorised(state, { payload }: PayloadAction<VerifyPaymentRequest>) {
      state.pendingVerification = payload;
      state.status = 'verifying';
    },
    paymentVerified(state) {
      return { ...initialState, status: 'succeeded', item: state.item };
    },
    checkoutFailed(state, { payload }: PayloadAction<string>) {
      state.status = 'failed';
      state.error = payload;
    },
    /** The server refused the confirmation outright (bad signature, unknown order): retrying cannot help. */
    verificationRejected(state, { payload }: PayloadAction<string>) {
      state.status = 'failed';
      state.error = payload;
      state.pendingVerification = null;
      state.orderId = null;
    },
    checkoutCancelled(state) {
      state.status = 'cancelled';
      state.error = null;
    },
    checkoutReset() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    // A payment the provider already took is kept through a logout, so it is still verified.
    builder.addCase(loggedOut, (state) =>
      state.pendingVerification
        ? { ...initialState, item: state.item, orderId: state.orderId, pendingVerification: state.pendingVerification }
        : initialState,
    );
  },
});

export const {
  checkoutStarted,
  orderCreated,
  paymentWindowOpened,
  paymentAuthorised,
  paymentVerified,
  checkoutFailed,
  verificationRejected,
  checkoutCancelled,
  checkoutReset,
} = checkoutSlice.actions;
export const checkoutReducer = checkoutSlice.reducer;

type WithCheckout = { checkout: CheckoutState };
export const selectCheckout = (state: WithCheckout) => state.checkout;
export const selectCheckoutBusy = (state: WithCheckout) =>
  BUSY_CHECKOUT_STATUSES.includes(state.checkout.status);
