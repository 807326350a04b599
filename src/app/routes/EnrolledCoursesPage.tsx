import { PagePlaceholder } from '@/components/feedback/PagePlaceholder';

export default function EnrolledCoursesPage() {
  return <PagePlaceholder title="Enrolled Courses" />;
}
