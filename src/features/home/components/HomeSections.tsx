import { FaqSection } from './FaqSection';
import { HeroSection } from './HeroSection';
import { KnowledgeVideo } from './KnowledgeVideo';
import { PackagesStrip } from './PackagesStrip';
import { PartnersSlider } from './PartnersSlider';
import { ReasonsSection } from './ReasonsSection';

/** The Home page's sections, in the spec's order. */
export function HomeSections() {
  return (
    <>
      <HeroSection />
      <PackagesStrip />
      <ReasonsSection />
      <FaqSection />
      <KnowledgeVideo />
      <PartnersSlider />
    </>
  );
}
