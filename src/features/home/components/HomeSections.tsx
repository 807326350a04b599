import BelowTheFold from './BelowTheFold';
import { HeroSection } from './HeroSection';
import { PackagesStrip, type PackagesStripProps } from './PackagesStrip';

/**
 * The Home page's sections, in order: the hero, the packages, then (BelowTheFold) the reasons, the FAQ, the video
 * and the partners; the packages' courses come from the route. Those under the first screen are part of the page's
 * code: a first visit hydrates the page whole, so the browser needs their code as soon as the rest, and fetches it
 * with the page's.
 */
export function HomeSections(packages: PackagesStripProps) {
  return (
    <>
      <HeroSection />
      <PackagesStrip {...packages} />
      <BelowTheFold />
    </>
  );
}
