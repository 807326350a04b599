import { useMemo } from 'react';
import { lessonKey, selectCourseRecords, type CourseRecords } from '@/learner';
import { useAppSelector } from '@/store/hooks';
import type { Course } from '@/store/models';

/** Where a learner stands in a course: its lessons, those complete, and when the last was. */
export interface CourseCompletion {
  total: number;
  done: number;
  remaining: number;
  /** Every lesson of a course that has lessons is complete. */
  complete: boolean;
  /** When the course was completed (ISO 8601), once it is: when its last lesson was. */
  completedAt: string | null;
}

/** The completion rule: a course is complete when every lesson of it is. */
export function courseCompletion(
  course: Pick<Course, 'chapters'> | undefined,
  progress: CourseRecords | undefined,
): CourseCompletion {
  const keys = (course?.chapters ?? []).flatMap((chapter, c) =>
    (chapter.videos ?? []).map((_video, v) => lessonKey(c, v)),
  );
  const done = keys.filter((key) => progress?.completed[key]).length;
  const complete = keys.length > 0 && done === keys.length;
  let completedAt: string | null = null;
  if (complete) {
    // Compared as instants: the latest is the last lesson's.
    const times = keys.map((key) => Date.parse(progress?.completedAt[key] ?? '')).filter(Number.isFinite);
    completedAt = times.length ? new Date(Math.max(...times)).toISOString() : null;
  }
  return { total: keys.length, done, remaining: keys.length - done, complete, completedAt };
}

/** The learner's completion of a course, for its certificate. */
export function useCourseCompletion(course: Course | undefined): CourseCompletion {
  const progress = useAppSelector((state) => (course ? selectCourseRecords(state)[course._id] : undefined));
  return useMemo(() => courseCompletion(course, progress), [course, progress]);
}
