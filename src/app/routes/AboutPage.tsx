import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function AboutPage() {
  return <PagePlaceholder title="Who We Are" />;
}
