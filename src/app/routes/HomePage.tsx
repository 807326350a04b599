import { HomeSections, preloadBelowTheFold } from '@/features/home/components/HomeSections';
import { Promo } from '@/features/promo/components/Promo';

/** On a first visit the whole page's code comes before the first render (see preloadRoute). */
export const prefetch = preloadBelowTheFold;

export default function HomePage() {
  return (
    <>
      <HomeSections />
      <Promo />
    </>
  );
}
