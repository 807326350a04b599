import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectPromoShown } from '@/store/promoSlice';

const PromoPopup = lazy(() => import('./PromoPopup').then(({ PromoPopup }) => ({ default: PromoPopup })));

/** The offer's dialog code loads only in a session that has not seen it yet. */
export function Promo() {
  const shown = useAppSelector(selectPromoShown);
  if (shown) return null;
  return (
    <Suspense fallback={null}>
      <PromoPopup />
    </Suspense>
  );
}
