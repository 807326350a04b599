import { useMemo } from 'react';
import { courseCompletion, selectCourseRecords, type CourseCompletion } from '@/learner';
import { useAppSelector } from '@/store/hooks';
import type { Course } from '@/store/models';

/** The learner's completion of a course, for its certificate. */
export function useCourseCompletion(course: Course | undefined): CourseCompletion {
  const progress = useAppSelector((state) => (course ? selectCourseRecords(state)[course._id] : undefined));
  return useMemo(() => courseCompletion(course, progress), [course, progress]);
}
