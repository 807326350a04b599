import { capitalizeWords } from '@/lib/format';
import type { Course } from '@/store/models';

/**
 * What the course pages read of a learner's progress in a course (the learning feature keeps it):
 * the lessons completed, by `${chapterIndex}-${videoIndex}`, and the last one opened.
 */
export interface CourseProgress {
  completed: Readonly<Record<string, true>>;
  lastVideo: string | null;
}

const lessonKeys = (course: Course): string[] =>
  (course.chapters ?? []).flatMap((chapter, c) => (chapter.videos ?? []).map((_video, v) => `${c}-${v}`));

/** Lessons in the course, how many are complete and their share (0 to 100); total 0 when unknown. */
export function progressOf(
  course: Course | undefined,
  progress: CourseProgress | undefined,
): { total: number; done: number; percent: number } {
  const keys = course ? lessonKeys(course) : [];
  if (keys.length === 0) return { total: 0, done: 0, percent: 0 };
  const done = keys.filter((key) => progress?.completed[key]).length;
  return { total: keys.length, done, percent: Math.round((done / keys.length) * 100) };
}

/** Where the viewer will open: the last lesson the learner opened; null before the first. */
export function resumePoint(
  course: Course,
  progress: CourseProgress | undefined,
): { chapter: string; lesson: string } | null {
  const match = /^(\d+)-(\d+)$/.exec(progress?.lastVideo ?? '');
  if (!match) return null;
  const chapter = course.chapters?.[Number(match[1])];
  const video = chapter?.videos?.[Number(match[2])];
  return chapter && video ? { chapter: capitalizeWords(chapter.title), lesson: video.title } : null;
}
