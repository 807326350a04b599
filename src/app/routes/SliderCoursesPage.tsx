import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function SliderCoursesPage() {
  return <PagePlaceholder title="Our courses" />;
}
