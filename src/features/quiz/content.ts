import type { QuizFile } from './schema';

/**
 * The quiz files, one per course, by course id. Each is a chunk of its own, fetched when a
 * viewer, certificate or review session needs that course's questions. The build checks every
 * file in `content/` against the schema (see `schema.ts`), so the app reads them as typed.
 */
const loaders: Record<string, () => Promise<{ default: unknown }>> = {
  '66c0c0de0000000000000001': () => import('./content/crypto-basics.json'),
  '66c0c0de0000000000000002': () => import('./content/bitcoin-swing.json'),
  '66c0c0de0000000000000003': () => import('./content/gold-trading.json'),
  '66c0c0de0000000000000004': () => import('./content/stock-market-foundations.json'),
  '66c0c0de0000000000000005': () => import('./content/advanced-stock-strategies.json'),
  '66c0c0de0000000000000006': () => import('./content/forex-fundamentals.json'),
  '66c0c0de0000000000000007': () => import('./content/nifty-options.json'),
  '66c0c0de0000000000000008': () => import('./content/annual-trading-package.json'),
};

export const hasQuizzes = (courseId: string): boolean => courseId in loaders;

/** The course ids that have a quiz file. */
export const coursesWithQuizzes = (): string[] => Object.keys(loaders);

/** A course's quizzes, or null for a course without a quiz file. */
export async function loadCourseQuiz(courseId: string): Promise<QuizFile | null> {
  const load = loaders[courseId];
  if (!load) return null;
  return (await load()).default as QuizFile;
}
