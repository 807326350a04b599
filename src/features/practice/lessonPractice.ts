import { practiceSetPath } from '@/config/paths';
import { content } from '@/content';

/**
 * The practice chart of a lesson, by the lesson's place in its course (0-based, as the syllabus
 * counts): the path of the lab's page for it, or undefined when the lesson has none.
 */
export function lessonPracticePath(courseId: string, chapterIndex: number, lessonIndex: number): string | undefined {
  const practice = content().lesson(courseId, chapterIndex, lessonIndex)?.practice;
  return practice && practiceSetPath(practice);
}
