import { Suspense } from 'react';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { useAppSelector } from '@/store/hooks';
import { selectPromoShown } from '@/store/promoSlice';

const PromoPopup = lazyWithPreload(() => import('./PromoPopup').then(({ PromoPopup }) => ({ default: PromoPopup })));

/**
 * The offer's dialog code loads only in a session that has not seen it yet. Nobody asked for the
 * offer, so while its code cannot be fetched nothing is said; it opens once the browser is online.
 */
export function Promo() {
  const shown = useAppSelector(selectPromoShown);
  if (shown) return null;
  return (
    <LoadBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <PromoPopup />
      </Suspense>
    </LoadBoundary>
  );
}
