import { EnrolledCourses } from '@/features/courses/components/EnrolledCourses';

export default function EnrolledCoursesPage() {
  return <EnrolledCourses />;
}
