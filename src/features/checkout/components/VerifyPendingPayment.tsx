import { useEffect, useRef } from 'react';
import { selectCheckout } from '../checkoutSlice';
import { usePurchaseDeps } from '../hooks/usePurchase';
import { verifyPayment } from '../purchase';

/** Verifies the payment left pending by the last visit, once. Renders nothing. */
export default function VerifyPendingPayment() {
  const deps = usePurchaseDeps();
  // Once per load; a failure leaves Buy Now's 'Retry payment verification' to the learner.
  const attempted = useRef(false);
  useEffect(() => {
    if (attempted.current) return;
    attempted.current = true;
    const { pendingVerification, status } = selectCheckout(deps.getState());
    if (!pendingVerification || status === 'verifying') return;
    void verifyPayment(pendingVerification, deps, { redirect: false });
  }, [deps]);
  return null;
}
