import { FaqSection } from './FaqSection';
import { KnowledgeVideo } from './KnowledgeVideo';
import { PartnersSlider } from './PartnersSlider';
import { ReasonsSection } from './ReasonsSection';

/** The Home sections under the first screen. */
export default function BelowTheFold() {
  return (
    <>
      <ReasonsSection />
      <FaqSection />
      <KnowledgeVideo />
      <PartnersSlider />
    </>
  );
}
