import { Suspense, useState } from 'react';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { env } from '@/config/env';
import { useAsServerRendered } from '@/lib/asServerRendered';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { useAppSelector } from '@/store/hooks';
import { selectPromoShown } from '../promoSlice';

const PromoPopup = lazyWithPreload(() => import('./PromoPopup').then(({ PromoPopup }) => ({ default: PromoPopup })));

/**
 * The offer's dialog code loads only in a session that has not seen it yet. Whether it has is in
 * the browser's session storage: a server-rendered page has no popup until that is read. Nobody
 * asked for the offer, so while its code cannot be fetched nothing is said; it opens once online.
 * An offer that has ended does not open; one that ends while open stays, its countdown at 0.
 */
export function Promo() {
  const shown = useAppSelector(selectPromoShown);
  const asServerRendered = useAsServerRendered();
  const [onOffer] = useState(() => Date.now() < new Date(env.promo.endsAt).getTime());
  if (shown || asServerRendered || !onOffer) return null;
  return (
    <LoadBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <PromoPopup />
      </Suspense>
    </LoadBoundary>
  );
}
