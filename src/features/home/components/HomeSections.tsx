import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { HeroSection } from './HeroSection';
import { PackagesStrip } from './PackagesStrip';

const BelowTheFold = lazy(() => import('./BelowTheFold'));

/** The Home page's sections, in the spec's order. */
export function HomeSections() {
  return (
    <>
      <HeroSection />
      <PackagesStrip />
      {/* The first screen paints without the code of the sections below it. Until they arrive,
          a screen-tall space keeps the footer from showing and then jumping away. */}
      <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
