import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isRecord, persisted, webStorage } from '@/store/persistence';
import { rootReducer, type RootState } from '@/store/rootReducer';
import { istDay } from './habit';

/** What a review card asks: a quiz question, or a key term of a chapter. */
export type CardRef = { kind: 'question'; questionId: string } | { kind: 'term'; chapter: number; term: number };

/**
 * A review card as stored: where its text is, and its scheduling state as the FSRS library left
 * it (dates as ISO strings), null until its first review.
 */
export interface StoredCard {
  id: string;
  courseId: string;
  ref: CardRef;
  /** When it is next due (ISO 8601). */
  due: string;
  fsrs: Record<string, unknown> | null;
}

/** A learner's results in one course: the best and last score of each chapter's quiz, in per cent. */
export interface CourseQuizResults {
  best: Record<string, number>;
  last: Record<string, number>;
}

export interface LearnerQuizState {
  /** By `${learnerId}:${courseId}`, as the progress records are keyed. */
  results: Record<string, CourseQuizResults>;
  /** By learner, then card id. */
  cards: Record<string, Record<string, StoredCard>>;
  /** By learner, then day in India (YYYY-MM-DD): questions answered and cards reviewed. */
  activity: Record<string, Record<string, number>>;
  /** By learner: cards a week. */
  weeklyGoal: Record<string, number>;
}

export const DEFAULT_WEEKLY_GOAL = 35;

const initialState: LearnerQuizState = { results: {}, cards: {}, activity: {}, weeklyGoal: {} };

type At = { at: string };

const counted = (state: LearnerQuizState, learner: string, at: string, count = 1) => {
  const days = (state.activity[learner] ??= {});
  const day = istDay(new Date(at));
  days[day] = (days[day] ?? 0) + count;
};

const learnerQuizSlice = createSlice({
  name: 'learnerQuiz',
  initialState,
  reducers: {
    quizFinished: {
      reducer(
        state,
        {
          payload,
        }: PayloadAction<{ record: string; learner: string; chapter: number; percent: number; answered: number } & At>,
      ) {
        const course = (state.results[payload.record] ??= { best: {}, last: {} });
        const key = String(payload.chapter);
        course.last[key] = payload.percent;
        course.best[key] = Math.max(course.best[key] ?? 0, payload.percent);
        counted(state, payload.learner, payload.at, payload.answered);
      },
      prepare: (p: { record: string; learner: string; chapter: number; percent: number; answered: number }) => ({
        payload: { ...p, at: new Date().toISOString() },
      }),
    },
    /**
     * Cards to review, due `dueIn` ms from now; a question missed again that is already a card
     * comes due by then too, keeping its history.
     */
    cardsAdded: {
      reducer(
        state,
        {
          payload,
        }: PayloadAction<{ learner: string; cards: { id: string; courseId: string; ref: CardRef }[]; due: string }>,
      ) {
        const deck = (state.cards[payload.learner] ??= {});
        for (const card of payload.cards) {
          const existing = deck[card.id];
          if (!existing) deck[card.id] = { ...card, due: payload.due, fsrs: null };
          else if (existing.due > payload.due) existing.due = payload.due;
        }
      },
      prepare: (p: { learner: string; cards: { id: string; courseId: string; ref: CardRef }[]; dueIn: number }) => ({
        payload: { learner: p.learner, cards: p.cards, due: new Date(Date.now() + p.dueIn).toISOString() },
      }),
    },
    cardReviewed: {
      reducer(
        state,
        { payload }: PayloadAction<{ learner: string; id: string; due: string; fsrs: Record<string, unknown> } & At>,
      ) {
        const card = state.cards[payload.learner]?.[payload.id];
        if (!card) return;
        card.due = payload.due;
        card.fsrs = payload.fsrs;
        counted(state, payload.learner, payload.at);
      },
      prepare: (p: { learner: string; id: string; due: string; fsrs: Record<string, unknown> }, at?: string) => ({
        payload: { ...p, at: at ?? new Date().toISOString() },
      }),
    },
    weeklyGoalSet(state, { payload }: PayloadAction<{ learner: string; cards: number }>) {
      state.weeklyGoal[payload.learner] = payload.cards;
    },
  },
});

export const { quizFinished, cardsAdded, cardReviewed, weeklyGoalSet } = learnerQuizSlice.actions;
export const learnerQuizReducer = learnerQuizSlice.reducer;

export const QUIZ_STORAGE_KEY = 'learnerQuizzes';

const recordOf = (value: unknown, check: (item: unknown) => boolean) =>
  isRecord(value) && Object.values(value).every(check);
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isCard = (card: unknown) =>
  isRecord(card) &&
  typeof card.id === 'string' &&
  typeof card.courseId === 'string' &&
  isRecord(card.ref) &&
  typeof card.due === 'string' &&
  (card.fsrs === null || isRecord(card.fsrs));

const learnerQuizPersisted = persisted<LearnerQuizState>(learnerQuizSlice.reducer, {
  key: QUIZ_STORAGE_KEY,
  storage: webStorage.local,
  version: 1,
  isValid: (s) =>
    recordOf(s.results, (r) => isRecord(r) && recordOf(r.best, isNumber) && recordOf(r.last, isNumber)) &&
    recordOf(s.cards, (deck) => recordOf(deck, isCard)) &&
    recordOf(s.activity, (days) => recordOf(days, isNumber)) &&
    recordOf(s.weeklyGoal, isNumber),
});

declare module '@/store/rootReducer' {
  export interface LazyLoadedSlices {
    learnerQuiz: ReturnType<typeof learnerQuizPersisted>;
  }
}

rootReducer.inject({ reducerPath: 'learnerQuiz', reducer: learnerQuizPersisted });

export const selectLearnerQuiz = (state: RootState): LearnerQuizState => state.learnerQuiz ?? initialState;
