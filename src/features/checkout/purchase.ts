/**
 * The purchase flow (order, provider window, verification, and a cut-off verification retried on
 * the next load), driving the checkout slice's state machine. Plain functions over the store
 * (not a component), because the provider's callbacks arrive long after the click that started them.
 */
import { PAYMENT, REDIRECT_MS } from '@/config/constants';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { titleCase } from '@/lib/format';
import { loadScript } from '@/lib/loadScript';
import { api } from '@/store/api';
import { errorStatus } from '@/store/apiError';
import { purchaseDeferred, selectIsLoggedIn, selectUser, selectUserId } from '@/store/authSlice';
import type { VerifyPaymentRequest } from '@/store/models';
import type { AppDispatch, RootState } from '@/store/store';
import { checkoutApi } from './api';
import {
  checkoutCancelled,
  checkoutFailed,
  checkoutStarted,
  orderCreated,
  paymentAuthorised,
  paymentVerified,
  paymentWindowOpened,
  selectCheckout,
  selectCheckoutBusy,
  verificationRejected,
} from './checkoutSlice';
import type { CheckoutNotice } from './messages';
import type { RazorpayConstructor, RazorpayFailureResponse, RazorpayOptions } from './razorpay';

export type NoticeVariant = 'success' | 'error' | 'warning' | 'info';

/** What the flow needs from the app around it. */
export interface PurchaseDeps {
  dispatch: AppDispatch;
  getState: () => RootState;
  /** Tells the learner (a toast), in the page's language. */
  notify: (notice: CheckoutNotice, variant: NoticeVariant) => void;
  navigate: (path: string) => void;
  /** The page the purchase starts from, without its language prefix: where log-in brings a guest back. */
  pagePath?: string;
}

/** The course fields a purchase needs; the price is the selling (discount) price in rupees. */
export interface PurchasableCourse {
  _id: string;
  title: string;
  discountPrice: number;
}

/** The provider's script, loaded only when a purchase needs it (or already on the page). */
async function loadRazorpay(): Promise<RazorpayConstructor | undefined> {
  if (!window.Razorpay) {
    try {
      await loadScript(env.razorpayScriptUrl);
    } catch {
      return undefined;
    }
  }
  return window.Razorpay;
}

/**
 * A 400 or 404 means the server will never accept this confirmation, and a 409 that the payment
 * was for a course already owned (it is refunded); anything else may pass later.
 */
const isDefinitiveRejection = (error: unknown) => {
  const status = errorStatus(error);
  return status === 400 || status === 404 || status === 409;
};

/** What the learner owns changed elsewhere (another tab or browser): read it again. */
const refreshOwnership = (dispatch: AppDispatch) => dispatch(api.util.invalidateTags(['User', 'EnrolledCourses']));

/**
 * Sends a provider confirmation to the school's server. The confirmation stays persisted in the
 * slice until the server accepts it, so a reload or a network failure never loses a payment.
 */
export async function verifyPayment(
  confirmation: VerifyPaymentRequest,
  { dispatch, notify, navigate }: PurchaseDeps,
  { redirect }: { redirect: boolean },
): Promise<boolean> {
  dispatch(paymentAuthorised(confirmation));
  const request = dispatch(checkoutApi.endpoints.verifyPayment.initiate(confirmation));
  try {
    // Success invalidates the 'User' tag, so purchasedCourses is fetched again.
    await request.unwrap();
  } catch (error) {
    if (errorStatus(error) === 409) {
      // Paid for a course the learner already owns (bought meanwhile in another tab or browser):
      // the server records the payment for refund and does not enrol them twice.
      dispatch(verificationRejected('refundDue'));
      notify('refundDue', 'warning');
      refreshOwnership(dispatch);
      return false;
    }
    dispatch(isDefinitiveRejection(error) ? verificationRejected('verifyFailed') : checkoutFailed('verifyFailed'));
    notify('verifyFailed', 'error');
    return false;
  } finally {
    request.reset();
  }
  dispatch(paymentVerified());
  notify('paid', 'success');
  notify('enrolled', 'success');
  if (redirect) setTimeout(() => navigate(paths.enrolledCourses), REDIRECT_MS.payment);
  return true;
}

/**
 * Buy Now: guards → order (the server's open one for the course, if any) → provider
 * script → payment window → handler → verification. Owned courses and a checkout already under
 * way are refused here as well as by the disabled button.
 */
export async function startPurchase(course: PurchasableCourse, owned: boolean, deps: PurchaseDeps): Promise<void> {
  const { dispatch, getState, notify, navigate } = deps;
  const state = getState();
  if (!selectIsLoggedIn(state)) {
    // The course is remembered: after signing up or logging in, the guest is back here, checking out.
    if (deps.pagePath) dispatch(purchaseDeferred({ path: deps.pagePath, courseId: course._id }));
    notify('needLogin', 'warning');
    navigate(paths.signup);
    return;
  }
  const userId = selectUserId(state);
  const user = selectUser(state);
  if (!userId) {
    notify('noUser', 'error');
    return;
  }
  if (owned || selectCheckoutBusy(state)) return;

  // Money already taken but not yet confirmed comes first: finish that purchase instead.
  const { pendingVerification } = selectCheckout(state);
  if (pendingVerification) {
    await verifyPayment(pendingVerification, deps, { redirect: true });
    return;
  }

  const fail = (notice: CheckoutNotice) => {
    dispatch(checkoutFailed(notice));
    notify(notice, 'error');
  };

  dispatch(checkoutStarted({ courseId: course._id, title: course.title, price: course.discountPrice }));
  // Asked every time, even when this browser kept an order: the server hands back the learner's
  // open order for the course, or says it is owned by now (bought in another tab or browser).
  let orderId: string;
  const request = dispatch(checkoutApi.endpoints.createOrder.initiate({ userId, courseId: course._id }));
  try {
    orderId = (await request.unwrap()).orderId;
  } catch (error) {
    if (errorStatus(error) === 409) {
      fail('alreadyOwned');
      refreshOwnership(dispatch);
      return;
    }
    fail('orderFailed');
    return;
  } finally {
    request.reset();
  }
  dispatch(orderCreated(orderId));

  const Razorpay = await loadRazorpay();
  if (!Razorpay) {
    fail('sdkNotLoaded');
    return;
  }

  const options: RazorpayOptions = {
    key: env.razorpayKeyId,
    amount: Math.round(course.discountPrice * PAYMENT.paisePerRupee),
    currency: PAYMENT.currency,
    order_id: orderId,
    name: site.name,
    // The course as its card and page name it: course titles are shown in title case.
    description: titleCase(course.title.trim()),
    prefill: { name: user?.username ?? '', email: user?.email ?? '', contact: user?.number ?? '' },
    theme: { color: PAYMENT.themeColor },
    handler: (response) => {
      void verifyPayment(response, deps, { redirect: true });
    },
    modal: {
      ondismiss: () => {
        // The provider may also dismiss after a failure or a payment; only an open window is a cancellation.
        if (selectCheckout(getState()).status !== 'awaitingPayment') return;
        dispatch(checkoutCancelled());
        notify('cancelled', 'info');
      },
    },
  };

  try {
    const checkout = new Razorpay(options);
    checkout.on('payment.failed', (response: RazorpayFailureResponse) => {
      // The order is kept (checkoutStarted reuses it for the same course), so Buy Now retries it.
      fail(response.error?.description?.trim() || 'paymentFailed');
    });
    dispatch(paymentWindowOpened());
    checkout.open();
  } catch {
    fail('sdkNotLoaded');
  }
}
