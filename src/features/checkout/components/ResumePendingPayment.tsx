import { lazy, Suspense, useState } from 'react';
import { useAppStore } from '@/store/hooks';

const VerifyPendingPayment = lazy(() => import('./VerifyPendingPayment'));

/**
 * Ruling 10: a payment whose verification a reload or the network cut off is verified again on
 * the next load, so a paid course is never lost. The checkout code loads only when one is pending.
 */
export function ResumePendingPayment() {
  const store = useAppStore();
  // Decided once per load, from the stored state: a purchase made on this page resumes itself.
  const [pendingAtLoad] = useState(() => store.getState().checkout.pendingVerification !== null);
  if (!pendingAtLoad) return null;
  return (
    <Suspense fallback={null}>
      <VerifyPendingPayment />
    </Suspense>
  );
}
