import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function CoursePage() {
  return <PagePlaceholder title="Course" />;
}
