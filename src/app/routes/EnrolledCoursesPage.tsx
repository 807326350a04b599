import Container from '@mui/material/Container';
import { EnrolledCourses } from '@/features/courses/components/EnrolledCourses';
import { useAllLearnerProgress } from '@/features/learning/progress/learnerProgress';
import { LearnerDataTransfer } from '@/features/learning/sync/LearnerDataTransfer';

/**
 * My Learning: the courses the learner owns, with what the learning feature records of each, and
 * the learner's data to export or import.
 */
export default function EnrolledCoursesPage() {
  return (
    <>
      <EnrolledCourses progress={useAllLearnerProgress()} />
      <Container maxWidth="lg" sx={{ pb: 6 }}>
        <LearnerDataTransfer />
      </Container>
    </>
  );
}
