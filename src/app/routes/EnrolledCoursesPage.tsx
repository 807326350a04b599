import { EnrolledCourses } from '@/features/courses/components/EnrolledCourses';
import { useAllLearnerProgress } from '@/features/learning/progress/learnerProgress';

/** My Learning: the courses the learner owns, with what the learning feature records of each. */
export default function EnrolledCoursesPage() {
  return <EnrolledCourses progress={useAllLearnerProgress()} />;
}
