import { content } from '@/content';
import type { QuizFile } from './schema';

/**
 * The quiz files, one per course, named by the course's content manifest. Each is a chunk of its
 * own, fetched when a viewer, certificate or review session needs that course's questions. The
 * build checks every file against the schema (see `schema.ts`), so the app reads them as typed.
 */

export const hasQuizzes = (courseId: string): boolean => Boolean(content().course(courseId)?.quiz);

/** The course ids that have a quiz file. */
export const coursesWithQuizzes = (): string[] =>
  content()
    .courses.filter((course) => course.quiz)
    .map((course) => course.manifest.courseId);

/** A course's quizzes, or null for a course without a quiz file. */
export async function loadCourseQuiz(courseId: string): Promise<QuizFile | null> {
  const load = content().course(courseId)?.quiz;
  return load ? ((await load()) as QuizFile) : null;
}
