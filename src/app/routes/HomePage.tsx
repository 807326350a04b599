import { HomeSections, preloadBelowTheFold } from '@/features/home/components/HomeSections';
import { Promo } from '@/features/promo/components/Promo';

/** The code of the sections below the first screen comes with the page's (see preloadRoute). */
export const prefetch = preloadBelowTheFold;

export default function HomePage() {
  return (
    <>
      <HomeSections />
      <Promo />
    </>
  );
}
