/** A chapter quiz is passed at this score or more, in per cent. */
export const PASS_PERCENT = 70;

/** What the learner answered: the options chosen, or the number typed. */
export type Response = number[] | number;

/** What a response is judged against: a question of a quiz file, or the key its grading revealed. */
export type Answerable =
  { type: 'number'; answer: number; tolerance: number } | { type: 'single' | 'multiple'; answer: number[] };

/** Whether a response is right: the exact set of correct options, or a number within tolerance. */
export function isCorrect(question: Answerable, response: Response): boolean {
  if (question.type === 'number') {
    // A rounding margin, so that a tolerance of 0.1 accepts 19.9 despite floating point.
    return typeof response === 'number' && Math.abs(response - question.answer) <= question.tolerance + 1e-9;
  }
  if (typeof response === 'number') return false;
  const chosen = new Set(response);
  return chosen.size === question.answer.length && question.answer.every((index) => chosen.has(index));
}

/** A score in whole per cent. */
export const scorePercent = (right: number, total: number): number =>
  total > 0 ? Math.round((right / total) * 100) : 0;

export const passed = (percent: number): boolean => percent >= PASS_PERCENT;

/** A shuffled copy (Fisher–Yates); `random` is injectable so tests can pin the order. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * A retry's order: shuffled, and never the order just taken when the quiz has more than one
 * question (a shuffle may return it unchanged), so a retry does not replay the same sequence.
 */
export function retryOrder<T>(previous: readonly T[], random: () => number = Math.random): T[] {
  if (previous.length < 2) return [...previous];
  let next = shuffled(previous, random);
  if (next.every((item, i) => item === previous[i])) next = [...previous.slice(1), previous[0] as T];
  return next;
}

/** Best scores by chapter index, in per cent. */
export type ChapterScores = Record<number, number>;

/**
 * The chapters whose quiz is not yet passed, by index: the certificate needs all of them passed
 * besides every lesson complete.
 */
export function chaptersToPass(
  file: { chapters: readonly unknown[] } | null,
  scores: ChapterScores | undefined,
): number[] {
  if (!file) return [];
  return file.chapters.flatMap((_chapter, index) => (passed(scores?.[index] ?? -1) ? [] : [index]));
}
