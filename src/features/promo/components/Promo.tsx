import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectServerForm } from '@/store/hydrationSlice';
import { selectPromoShown } from '@/store/promoSlice';

const PromoPopup = lazy(() => import('./PromoPopup').then(({ PromoPopup }) => ({ default: PromoPopup })));

/**
 * The offer's dialog code loads only in a session that has not seen it yet. Whether it has is in
 * the browser's session storage: a server-rendered page has no popup until that is read.
 */
export function Promo() {
  const shown = useAppSelector(selectPromoShown);
  const serverForm = useAppSelector(selectServerForm);
  if (shown || serverForm) return null;
  return (
    <Suspense fallback={null}>
      <PromoPopup />
    </Suspense>
  );
}
