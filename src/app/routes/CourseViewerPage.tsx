import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function CourseViewerPage() {
  return <PagePlaceholder title="Course viewer" />;
}
