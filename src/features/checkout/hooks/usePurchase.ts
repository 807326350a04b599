import { useCallback, useEffect, useMemo } from 'react';
import { enqueueToast } from '@/components/feedback/toasts/toast';
import { useNavigate, usePagePath, useTranslation } from '@/i18n';
import { deferredPurchaseTaken, selectDeferredPurchase, selectIsLoggedIn } from '@/store/authSlice';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { useSession } from '@/store/session';
import { selectCheckout, selectCheckoutBusy, type CheckoutStatus } from '../checkoutSlice';
import { noticeText } from '../messages';
import { startPurchase, type PurchasableCourse, type PurchaseDeps } from '../purchase';

/** The store, toasts (in the page's language) and navigation the purchase flow talks to. */
export function usePurchaseDeps(): PurchaseDeps {
  const { t } = useTranslation('checkout');
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const pagePath = usePagePath();
  return useMemo(
    () => ({
      dispatch,
      getState: store.getState,
      notify: (notice, variant) => enqueueToast(noticeText(t, notice), { variant }),
      navigate: (path) => void navigate(path),
      pagePath,
    }),
    [dispatch, store, navigate, t, pagePath],
  );
}

/** Buy Now for one course, and where its checkout stands. */
export function usePurchase(course: PurchasableCourse | undefined) {
  const deps = usePurchaseDeps();
  const { ownedCourseIds } = useSession();
  const checkout = useAppSelector(selectCheckout);
  const busy = useAppSelector(selectCheckoutBusy);
  const isThisCourse = course !== undefined && checkout.item?.courseId === course._id;
  const status: CheckoutStatus = isThisCourse ? checkout.status : 'idle';
  // Just verified: owned, even before the refreshed user record arrives.
  const owned = course !== undefined && (ownedCourseIds.has(course._id) || status === 'succeeded');

  const buy = useCallback(() => {
    if (course) void startPurchase(course, owned, deps);
  }, [course, owned, deps]);

  // Back from signing up or logging in after a guest's Buy Now: the checkout opens, once. The
  // store is read at that moment, so a second button of the same course does not open it again.
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const deferredCourseId = useAppSelector(selectDeferredPurchase)?.courseId;
  useEffect(() => {
    if (!course || !isLoggedIn || deferredCourseId !== course._id) return;
    if (selectDeferredPurchase(deps.getState())?.courseId !== course._id) return;
    deps.dispatch(deferredPurchaseTaken());
    buy();
  }, [course, isLoggedIn, deferredCourseId, deps, buy]);

  return {
    buy,
    owned,
    /** Some checkout (this course's or another's) is under way. */
    busy,
    status,
    error: isThisCourse ? checkout.error : null,
    /** A payment of this course awaits the server's confirmation. */
    awaitingVerification: isThisCourse && checkout.pendingVerification !== null,
  };
}
