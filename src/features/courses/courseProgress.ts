import type { CourseRecords } from '@/learner';
import { capitalizeWords } from '@/lib/format';
import type { Course } from '@/store/models';

/**
 * What the course pages read of a learner's records in a course: the lessons completed, by
 * `${chapterIndex}-${lessonIndex}`, and the last one opened.
 */
export type ProgressSummary = Pick<CourseRecords, 'completed' | 'lastLesson'>;

const lessonKeys = (course: Course): string[] =>
  (course.chapters ?? []).flatMap((chapter, c) => (chapter.videos ?? []).map((_video, v) => `${c}-${v}`));

/** Lessons in the course, how many are complete and their share (0 to 100); total 0 when unknown. */
export function progressOf(
  course: Course | undefined,
  progress: ProgressSummary | undefined,
): { total: number; done: number; percent: number } {
  const keys = course ? lessonKeys(course) : [];
  if (keys.length === 0) return { total: 0, done: 0, percent: 0 };
  const done = keys.filter((key) => progress?.completed[key]).length;
  return { total: keys.length, done, percent: Math.round((done / keys.length) * 100) };
}

/** Where the viewer will open: the last lesson the learner opened; null before the first. */
export function resumePoint(
  course: Course,
  progress: ProgressSummary | undefined,
): { chapter: string; lesson: string } | null {
  const match = /^(\d+)-(\d+)$/.exec(progress?.lastLesson ?? '');
  if (!match) return null;
  const chapter = course.chapters?.[Number(match[1])];
  const video = chapter?.videos?.[Number(match[2])];
  return chapter && video ? { chapter: capitalizeWords(chapter.title), lesson: video.title } : null;
}
