import { Suspense } from 'react';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { useAppSelector } from '@/store/hooks';
import { selectServerForm } from '@/store/hydrationSlice';
import { selectPromoShown } from '@/store/promoSlice';

const PromoPopup = lazyWithPreload(() => import('./PromoPopup').then(({ PromoPopup }) => ({ default: PromoPopup })));

/**
 * The offer's dialog code loads only in a session that has not seen it yet. Whether it has is in
 * the browser's session storage: a server-rendered page has no popup until that is read. Nobody
 * asked for the offer, so while its code cannot be fetched nothing is said; it opens once online.
 */
export function Promo() {
  const shown = useAppSelector(selectPromoShown);
  const serverForm = useAppSelector(selectServerForm);
  if (shown || serverForm) return null;
  return (
    <LoadBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <PromoPopup />
      </Suspense>
    </LoadBoundary>
  );
}
