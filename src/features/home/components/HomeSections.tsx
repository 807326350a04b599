import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { HeroSection } from './HeroSection';
import { PackagesStrip, type PackagesStripProps } from './PackagesStrip';

const BelowTheFold = lazyWithPreload(() => import('./BelowTheFold'));

/**
 * Fetches the code of the sections below the first screen. The Home route's first render waits
 * for it, so the page hydrates whole rather than leaving those sections to a later pass.
 */
export const preloadBelowTheFold = BelowTheFold.preload;

/** The Home page's sections, in the spec's order; the packages' courses come from the route. */
export function HomeSections(packages: PackagesStripProps) {
  return (
    <>
      <HeroSection />
      <PackagesStrip {...packages} />
      {/* The first screen paints without the code of the sections below it. Until they arrive,
          a screen-tall space keeps the footer from showing and then jumping away. */}
      <LoadBoundary>
        <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>
          <BelowTheFold />
        </Suspense>
      </LoadBoundary>
    </>
  );
}
