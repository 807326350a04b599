import { practiceSetPath } from '@/config/paths';
import { lessonPractice } from './sets/lessons';

/**
 * The practice chart of a lesson, by the lesson's place in its course (0-based, as the syllabus
 * counts): the path of the lab's page for it, or undefined when the lesson has none.
 */
export function lessonPracticePath(courseId: string, chapterIndex: number, lessonIndex: number): string | undefined {
  const set = lessonPractice.find(
    (link) => link.courseId === courseId && link.chapter === chapterIndex + 1 && link.lesson === lessonIndex + 1,
  );
  return set && practiceSetPath(set.id);
}
