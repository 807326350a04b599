import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/store/authSlice';
import type { VerifyPaymentRequest } from '@/store/models';
import { isNullableString, isRecord, persisted, webStorage } from '@/store/persistence';
import { rootReducer, type RootState } from '@/store/rootReducer';
import type { CheckoutNotice } from './messages';

/**
 * The purchase state machine:
 * idle → creatingOrder → loadingScript → awaitingPayment → verifying → succeeded,
 * with failed / cancelled as resting states from which Buy Now may start again.
 */
export type CheckoutStatus =
  'idle' | 'creatingOrder' | 'loadingScript' | 'awaitingPayment' | 'verifying' | 'succeeded' | 'failed' | 'cancelled';

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
  /** Why the last attempt stopped: a message key, or the provider's own words. */
  error: CheckoutNotice | null;
}

const initialState: CheckoutState = {
  status: 'idle',
  item: null,
  orderId: null,
  pendingVerification: null,
  error: null,
};

/** States in which a checkout is under way and Buy Now must not start another. */
export const BUSY_CHECKOUT_STATUSES = [
  'creatingOrder',
  'loadingScript',
  'awaitingPayment',
  'verifying',
] as const satisfies readonly CheckoutStatus[];

export type BusyCheckoutStatus = (typeof BUSY_CHECKOUT_STATUSES)[number];

export const isBusyStatus = (status: CheckoutStatus): status is BusyCheckoutStatus =>
  (BUSY_CHECKOUT_STATUSES as readonly CheckoutStatus[]).includes(status);

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
    checkoutFailed(state, { payload }: PayloadAction<CheckoutNotice>) {
      state.status = 'failed';
      state.error = payload;
    },
    /** The server refused the confirmation outright (bad signature, unknown order): retrying cannot help. */
    verificationRejected(state, { payload }: PayloadAction<CheckoutNotice>) {
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
    // A payment the provider already took is kept through a logout, so that it is still verified.
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

export const CHECKOUT_STORAGE_KEY = 'checkout';

const checkoutPersisted = persisted<CheckoutState>(checkoutSlice.reducer, {
  key: CHECKOUT_STORAGE_KEY,
  storage: webStorage.local,
  version: 1,
  // The step a reload interrupted is not resumed; only what is needed to finish the purchase is.
  whitelist: ['item', 'orderId', 'pendingVerification'],
  isValid: (s) =>
    (s.item === null ||
      s.item === undefined ||
      (isRecord(s.item) &&
        typeof s.item.courseId === 'string' &&
        typeof s.item.title === 'string' &&
        typeof s.item.price === 'number')) &&
    isNullableString(s.orderId) &&
    (s.pendingVerification === null ||
      s.pendingVerification === undefined ||
      (isRecord(s.pendingVerification) &&
        typeof s.pendingVerification.razorpay_order_id === 'string' &&
        typeof s.pendingVerification.razorpay_payment_id === 'string' &&
        typeof s.pendingVerification.razorpay_signature === 'string')),
});

declare module '@/store/rootReducer' {
  export interface LazyLoadedSlices {
    checkout: ReturnType<typeof checkoutPersisted>;
  }
}

rootReducer.inject({ reducerPath: 'checkout', reducer: checkoutPersisted });

export const selectCheckout = (state: RootState): CheckoutState => state.checkout ?? initialState;
export const selectCheckoutBusy = (state: RootState) => isBusyStatus(selectCheckout(state).status);
