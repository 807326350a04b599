import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MigrationManifest, PersistedState } from 'redux-persist';
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

/**
 * A learner's review cards and activity. Their quiz scores are learner data of the course, kept
 * with its progress (and synced with it), which the pages hand to the quizzes.
 */
export interface LearnerQuizState {
  /** By learner, then card id. */
  cards: Record<string, Record<string, StoredCard>>;
  /** By learner, then day in India (YYYY-MM-DD): questions answered and cards reviewed. */
  activity: Record<string, Record<string, number>>;
  /** By learner: cards a week. */
  weeklyGoal: Record<string, number>;
  /**
   * Best scores this browser kept before they were the course's learner data, by
   * `${learnerId}:${courseId}` then chapter: handed over once (useMoveStoredScores), then dropped.
   */
  legacyScores?: Record<string, Record<string, number>>;
}

export const DEFAULT_WEEKLY_GOAL = 35;

const initialState: LearnerQuizState = { cards: {}, activity: {}, weeklyGoal: {} };

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
    /** A quiz taken to the end: its questions count towards the day's activity. */
    quizFinished: {
      reducer(state, { payload }: PayloadAction<{ learner: string; answered: number } & At>) {
        counted(state, payload.learner, payload.at, payload.answered);
      },
      prepare: (p: { learner: string; answered: number }) => ({ payload: { ...p, at: new Date().toISOString() } }),
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
    legacyScoresMoved(state, { payload }: PayloadAction<{ record: string }>) {
      if (state.legacyScores) Reflect.deleteProperty(state.legacyScores, payload.record);
    },
  },
});

export const { quizFinished, cardsAdded, cardReviewed, weeklyGoalSet, legacyScoresMoved } = learnerQuizSlice.actions;
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

/**
 * Version 2 leaves the scores to the course's progress records: the best ones kept here wait, as
 * `legacyScores`, to be handed over.
 */
const migrations: MigrationManifest = {
  2: (state) => {
    if (!isRecord(state)) return state;
    const { results, ...rest } = state as Record<string, unknown>;
    const legacyScores = Object.fromEntries(
      Object.entries(isRecord(results) ? results : {}).flatMap(([record, course]) =>
        isRecord(course) && isRecord(course.best) ? [[record, course.best]] : [],
      ),
    );
    return { ...rest, legacyScores } as unknown as PersistedState;
  },
};

const learnerQuizPersisted = persisted<LearnerQuizState>(learnerQuizSlice.reducer, {
  key: QUIZ_STORAGE_KEY,
  storage: webStorage.local,
  version: 2,
  migrations,
  isValid: (s) =>
    recordOf(s.cards, (deck) => recordOf(deck, isCard)) &&
    recordOf(s.activity, (days) => recordOf(days, isNumber)) &&
    recordOf(s.weeklyGoal, isNumber) &&
    (s.legacyScores === undefined || recordOf(s.legacyScores, (scores) => recordOf(scores, isNumber))),
});

declare module '@/store/rootReducer' {
  export interface LazyLoadedSlices {
    learnerQuiz: ReturnType<typeof learnerQuizPersisted>;
  }
}

rootReducer.inject({ reducerPath: 'learnerQuiz', reducer: learnerQuizPersisted });

export const selectLearnerQuiz = (state: RootState): LearnerQuizState => state.learnerQuiz ?? initialState;
