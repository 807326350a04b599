import type { Course } from '@/store/models';
import { lessonKey, type CourseRecords } from './selectors';

/** Where a learner stands in a course: its lessons, those complete, and when the last was. */
export interface CourseCompletion {
  total: number;
  done: number;
  remaining: number;
  /** The share of lessons complete, in whole per cent (0 while the course has none). */
  percent: number;
  /** Every lesson of a course that has lessons is complete. */
  complete: boolean;
  /** When the course was completed (ISO 8601), once it is and the dates are known: when its last lesson was. */
  completedAt: string | null;
}

/**
 * The completion rule, for the course pages, the viewer and the certificate alike: a course is
 * complete when every lesson of it is. A completed lesson the course no longer has does not count.
 */
export function courseCompletion(
  course: Pick<Course, 'chapters'> | undefined,
  progress: (Pick<CourseRecords, 'completed'> & Partial<Pick<CourseRecords, 'completedAt'>>) | undefined,
): CourseCompletion {
  const keys = (course?.chapters ?? []).flatMap((chapter, c) =>
    (chapter.videos ?? []).map((_video, v) => lessonKey(c, v)),
  );
  const done = keys.filter((key) => progress?.completed[key]).length;
  const complete = keys.length > 0 && done === keys.length;
  let completedAt: string | null = null;
  if (complete) {
    // Compared as instants: the latest is the last lesson's.
    const times = keys.map((key) => Date.parse(progress?.completedAt?.[key] ?? '')).filter(Number.isFinite);
    completedAt = times.length ? new Date(Math.max(...times)).toISOString() : null;
  }
  const percent = keys.length > 0 ? Math.round((done / keys.length) * 100) : 0;
  return { total: keys.length, done, remaining: keys.length - done, percent, complete, completedAt };
}
