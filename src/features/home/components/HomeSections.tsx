import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { HeroSection } from './HeroSection';
import { PackagesStrip } from './PackagesStrip';

const BelowTheFold = lazyWithPreload(() => import('./BelowTheFold'));

/**
 * Fetches the code of the sections below the first screen. A first visit waits for it (see the
 * Home route), so the app's first render replaces the prerendered page whole: not with a blank
 * space under the first screen, filled by a second commit a moment later.
 */
export const preloadBelowTheFold = BelowTheFold.preload;

/** The Home page's sections, in the spec's order. */
export function HomeSections() {
  return (
    <>
      <HeroSection />
      <PackagesStrip />
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
