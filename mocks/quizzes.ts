/**
 * The chapter quizzes the demo API knows, by course: a certificate needs each of them passed. The
 * school's question bank is its content folders' quiz files (`content/courses/<folder>/`), which
 * the site reads too, with the same pass rule.
 */
import { buildCatalogue } from '../src/content/catalogue';
import type { QuizFile } from '../src/features/quiz/schema';
import { chaptersToPass } from '../src/features/quiz/scoring';
import { readContentFiles } from './contentFiles';

export { PASS_PERCENT, scorePercent } from '../src/features/quiz/scoring';
export { findQuestion, grade, keyOf, validResponse, type QuestionKey } from '../src/features/quiz/grading';

/** A course's quiz file, read from its content folder when asked (a test may point at another folder). */
export function quizFileOf(courseId: string): QuizFile | null {
  return (buildCatalogue(readContentFiles()).course(courseId)?.quiz as QuizFile | undefined) ?? null;
}

/** The chapters (by index) of a course whose quiz is not passed, given each chapter's best score. */
export function quizzesLeft(courseId: string, bestOf: (chapter: number) => number | undefined): number[] {
  const file = quizFileOf(courseId);
  const scores = Object.fromEntries(
    (file?.chapters ?? []).flatMap((_chapter, index) => {
      const best = bestOf(index);
      return best === undefined ? [] : [[index, best] as const];
    }),
  );
  return chaptersToPass(file, scores);
}
