import type { CourseRecords } from '@/learner';
import { capitalizeWords } from '@/lib/format';
import type { Course } from '@/store/models';

/**
 * What the course pages read of a learner's records in a course: the lessons completed, by
 * `${chapterIndex}-${lessonIndex}`, and the last one opened.
 */
export type ProgressSummary = Pick<CourseRecords, 'completed' | 'lastLesson'>;

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
