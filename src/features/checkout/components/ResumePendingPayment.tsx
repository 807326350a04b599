import { useEffect, useRef } from 'react';
import { usePurchaseDeps } from '../hooks/usePurchase';
import { verifyPayment } from '../purchase';

/**
 * Ruling 10: a payment whose verification a reload or the network cut off is verified again on
 * the next load, so a paid course is never lost. Renders nothing.
 */
export function ResumePendingPayment() {
  const deps = usePurchaseDeps();
  // Once per load; a failure leaves Buy Now's 'Retry payment verification' to the learner.
  const attempted = useRef(false);
  useEffect(() => {
    if (attempted.current) return;
    attempted.current = true;
    const { pendingVerification, status } = deps.getState().checkout;
    if (!pendingVerification || status === 'verifying') return;
    void verifyPayment(pendingVerification, deps, { redirect: false });
  }, [deps]);
  return null;
}
