import { content } from '@/content';
import { failedFileOf } from '@/lib/reloadOnStaleChunk';
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

/** The quiz files that failed to come, by course id: the file's address, when the failure named it. */
const failedFiles = new Map<string, string>();

/**
 * A course's quizzes (their questions, without the keys), or null for a course without a quiz file.
 * After a failure that named its file, the file is asked for again at a fresh address: a browser
 * may keep a module that failed to load failed for the page's life, answering the same address
 * with the same failure however often it is asked.
 */
export async function loadCourseQuiz(courseId: string): Promise<QuizQuestions | null> {
  const load = content().course(courseId)?.quiz;
  if (!load) return null;
  const failed = failedFiles.get(courseId);
  try {
    const file = failed
      ? ((await import(/* @vite-ignore */ `${failed}?retry=${Date.now()}`)) as { default: unknown }).default
      : await load();
    failedFiles.delete(courseId);
    return file as QuizQuestions;
  } catch (error) {
    const named = failedFileOf(error);
    if (named) failedFiles.set(courseId, named.replace(/\?retry=\d+$/, ''));
    throw error;
  }
}
