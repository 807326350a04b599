import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function CoursesPage() {
  return <PagePlaceholder title="Explore Our Courses" />;
}
