import { content } from '@/content';
import type { QuizQuestions } from './grading';

/**
 * The quiz files, one per course, named by the course's content manifest. Each is a chunk of its
 * own, fetched when a viewer, certificate or review session needs that course's questions, and
 * holds the questions only: who grades holds the keys (`useGrader.ts`). The build checks every
 * file against the schema (see `schema.ts`), so the app reads them as typed.
 */

export const hasQuizzes = (courseId: string): boolean => Boolean(content().course(courseId)?.quiz);

/** The course ids that have a quiz file. */
export const coursesWithQuizzes = (): string[] =>
  content()
    .courses.filter((course) => course.quiz)
    .map((course) => course.manifest.courseId);

/** A course's quizzes (their questions, without the keys), or null for a course without a quiz file. */
export async function loadCourseQuiz(courseId: string): Promise<QuizQuestions | null> {
  const load = content().course(courseId)?.quiz;
  return load ? ((await load()) as QuizQuestions) : null;
}
