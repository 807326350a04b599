import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function ViewCoursePage() {
  return <PagePlaceholder title="Course details" />;
}
