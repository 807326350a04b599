import { useCallback } from 'react';
import {
  useDays,
  useReviewCards,
  useReviewWriter,
  useWeeklyGoal,
  type CardRef,
  type KindData,
  type ReviewCard,
} from '@/learner';
import { DAY_MS, istDay } from '@/lib/indiaTime';
import type { QuizQuestions } from './grading';
import { chaptersToPass, type ChapterScores } from './scoring';
import { useQuizFiles } from './useQuizFiles';

/**
 * What the quizzes and the review make of the learner's records (src/learner): review cards, the
 * days of activity and the weekly goal. The quizzes' scores are records of the course too, which
 * the pages hand to the quizzes (`ChapterScores`) and take back (`onScored`).
 */

export { useReviewCards };
export { useDueCount } from './dueCount';

export interface FinishedQuiz {
  chapter: number;
  passed: boolean;
  answered: number;
  missed: string[];
}

/**
 * What a quiz records besides its score: the questions answered as the day's activity, missed
 * questions as cards due soon, and (once passed) the chapter's key terms.
 */
export function useQuizRecorder(courseId: string) {
  const { cardsAdded, answered } = useReviewWriter();

  // A card comes back the next day: soon enough to catch the forgetting, late enough not to be rote.
  const dueTomorrow = () => new Date(Date.now() + DAY_MS).toISOString();

  const finished = useCallback(
    (file: QuizQuestions, { chapter, passed, answered: count, missed }: FinishedQuiz) => {
      answered(istDay(new Date()), count);
      const refs: CardRef[] = missed.map((questionId) => ({ kind: 'question', questionId }));
      if (passed) file.chapters[chapter]?.terms.forEach((_term, term) => refs.push({ kind: 'term', chapter, term }));
      if (refs.length) cardsAdded(courseId, refs, dueTomorrow());
    },
    [answered, cardsAdded, courseId],
  );

  const reviewLater = useCallback(
    (questionId: string) => cardsAdded(courseId, [{ kind: 'question', questionId }], dueTomorrow()),
    [cardsAdded, courseId],
  );

  return { finished, reviewLater };
}

/** A review answer, stored, counting towards the day. */
export function useCardReviewed() {
  const { cardReviewed } = useReviewWriter();
  return useCallback(
    (card: ReviewCard, next: KindData['card'], at: Date) => cardReviewed(card, next, at, istDay(at)),
    [cardReviewed],
  );
}

/** The learner's activity by day in India, and weekly goal. */
export function useHabit() {
  const days = useDays();
  const [goal, setGoal] = useWeeklyGoal();
  return { days, goal, setGoal };
}

/**
 * The chapters (by index) whose quiz the learner has still to pass in a course, given their best
 * scores: undefined while its quiz file loads, empty for a course without one.
 */
export function useChaptersToPass(courseId: string, scores: ChapterScores): number[] | undefined {
  const { files, failed } = useQuizFiles([courseId]);
  if (failed) throw new Error('quiz content unavailable');
  const file = files?.[courseId];
  return file === undefined ? undefined : chaptersToPass(file, scores);
}
