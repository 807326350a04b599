import { Suspense, useState } from 'react';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { useAsServerRendered } from '@/lib/asServerRendered';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { useAppStore } from '@/store/hooks';
import { selectCheckout } from '../checkoutSlice';

const VerifyPendingPayment = lazyWithPreload(() => import('./VerifyPendingPayment'));

/**
 * A payment whose verification a reload or the network cut off is verified again on
 * the next load, so a paid course is never lost. The checkout code loads only when one is pending;
 * while it cannot be fetched the payment stays stored, and is verified once the browser is online.
 */
export function ResumePendingPayment() {
  const store = useAppStore();
  const asServerRendered = useAsServerRendered();
  // Decided once per load, as soon as the stored state is in: a purchase made on this page
  // resumes itself.
  const [pendingAtLoad, setPendingAtLoad] = useState<boolean | null>(null);
  if (pendingAtLoad === null && !asServerRendered)
    setPendingAtLoad(selectCheckout(store.getState()).pendingVerification !== null);
  if (!pendingAtLoad) return null;
  return (
    <LoadBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <VerifyPendingPayment />
      </Suspense>
    </LoadBoundary>
  );
}
