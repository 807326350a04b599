import { useCallback, useEffect, useMemo, useState } from 'react';
import { selectUserId } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  cardReviewed,
  cardsAdded,
  legacyScoresMoved,
  quizFinished,
  selectLearnerQuiz,
  weeklyGoalSet,
  DEFAULT_WEEKLY_GOAL,
  type CardRef,
  type StoredCard,
} from './quizSlice';
import type { QuizFile } from './schema';
import { chaptersToPass, type ChapterScores } from './scoring';
import { useQuizFiles } from './useQuizFiles';

/**
 * A learner's review cards and daily activity. The school's API has no call for them, so they live
 * in this browser (the persisted learner-quiz slice), per learner; everything reads and writes them
 * through this module, so a server copy can take its place here. The quizzes' scores are the
 * course's learner data, kept with its progress: pages hand them in (`ChapterScores`) and take them
 * back (`onScored`).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const learnerKey = (learnerId: string | null | undefined) => learnerId ?? 'guest';

export const questionCardId = (courseId: string, questionId: string) => `${courseId}:q:${questionId}`;
export const termCardId = (courseId: string, chapter: number, term: number) => `${courseId}:t:${chapter}:${term}`;

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
  const dispatch = useAppDispatch();
  const learner = learnerKey(useAppSelector(selectUserId));

  const finished = useCallback(
    (file: QuizFile, { chapter, passed, answered, missed }: FinishedQuiz) => {
      dispatch(quizFinished({ learner, answered }));
      const cards: { id: string; courseId: string; ref: CardRef }[] = missed.map((questionId) => ({
        id: questionCardId(courseId, questionId),
        courseId,
        ref: { kind: 'question', questionId },
      }));
      if (passed) {
        file.chapters[chapter]?.terms.forEach((_term, term) =>
          cards.push({ id: termCardId(courseId, chapter, term), courseId, ref: { kind: 'term', chapter, term } }),
        );
      }
      // A card comes back the next day: soon enough to catch the forgetting, late enough not to be rote.
      if (cards.length) dispatch(cardsAdded({ learner, cards, dueIn: DAY_MS }));
    },
    [courseId, dispatch, learner],
  );

  const reviewLater = useCallback(
    (questionId: string) =>
      dispatch(
        cardsAdded({
          learner,
          cards: [{ id: questionCardId(courseId, questionId), courseId, ref: { kind: 'question', questionId } }],
          dueIn: DAY_MS,
        }),
      ),
    [courseId, dispatch, learner],
  );

  return { finished, reviewLater };
}

/** The learner's review cards. */
export function useReviewCards(): StoredCard[] {
  const learnerId = useAppSelector(selectUserId);
  const deck = useAppSelector((state) => selectLearnerQuiz(state).cards[learnerKey(learnerId)]);
  return useMemo(() => Object.values(deck ?? {}), [deck]);
}

/** A review answer, stored. */
export function useCardReviewed() {
  const dispatch = useAppDispatch();
  const learner = learnerKey(useAppSelector(selectUserId));
  return useCallback(
    (id: string, next: { due: string; fsrs: Record<string, unknown> }, at: Date) =>
      dispatch(cardReviewed({ learner, id, ...next }, at.toISOString())),
    [dispatch, learner],
  );
}

/** The number of cards due now, checked again each minute while shown. */
export function useDueCount(): number {
  const cards = useReviewCards();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return cards.filter((card) => Date.parse(card.due) <= now).length;
}

/** The learner's activity by day in India, and weekly goal. */
export function useHabit() {
  const dispatch = useAppDispatch();
  const learner = learnerKey(useAppSelector(selectUserId));
  const days = useAppSelector((state) => selectLearnerQuiz(state).activity[learner]);
  const goal = useAppSelector((state) => selectLearnerQuiz(state).weeklyGoal[learner]) ?? DEFAULT_WEEKLY_GOAL;
  const setGoal = useCallback((cards: number) => dispatch(weeklyGoalSet({ learner, cards })), [dispatch, learner]);
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

/**
 * Scores this browser kept for a course before they were its learner data: handed to `keep` once
 * (as a new score each, so only a better one counts), then dropped here.
 */
export function useMoveStoredScores(courseId: string, keep: (chapter: number, percent: number) => void) {
  const dispatch = useAppDispatch();
  const record = `${learnerKey(useAppSelector(selectUserId))}:${courseId}`;
  const legacy = useAppSelector((state) => selectLearnerQuiz(state).legacyScores?.[record]);
  useEffect(() => {
    if (!legacy) return;
    for (const [chapter, percent] of Object.entries(legacy)) keep(Number(chapter), percent);
    dispatch(legacyScoresMoved({ record }));
  }, [dispatch, keep, legacy, record]);
}
