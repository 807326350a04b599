import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { EnrolledCourses } from '@/features/courses/components/EnrolledCourses';
import { LearnerDataTransfer } from '@/features/learning/sync/LearnerDataTransfer';
import { useAllCourseRecords } from '@/learner';
import { lazyWithPreload } from '@/lib/lazyWithPreload';

const ReviewHabit = lazyWithPreload(() => import('@/features/quiz/components/ReviewHabit'));

/** The review panel's code comes with the page's. */
export const prefetch = () => {
  void ReviewHabit.preload().catch(() => undefined);
};

/**
 * My Learning: the courses the learner owns, with what the learning feature records of each, and
 * the learner's daily review (cards due, streak, weekly goal) and their data to export or import.
 */
export default function EnrolledCoursesPage() {
  return (
    <>
      <EnrolledCourses progress={useAllCourseRecords()} />
      <Container maxWidth="lg" sx={{ pb: { xs: 4, md: 6 } }}>
        <LoadBoundary>
          <Suspense fallback={<Box sx={{ minHeight: 220 }} />}>
            <ReviewHabit />
          </Suspense>
        </LoadBoundary>
        <LearnerDataTransfer />
      </Container>
    </>
  );
}
