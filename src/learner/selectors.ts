import { createSelector } from '@reduxjs/toolkit';
import type { ApiError } from '@/store/apiError';
import { selectUserId } from '@/store/authSlice';
import type { LearnerRecord, LearnerRecordKind } from '@/store/models';
import type { RootState } from '@/store/rootReducer';
import {
  records,
  refusalOf,
  selectLearnerData,
  unsyncedRecords,
  type KindTable,
  type LearnerDataState,
} from './learnerDataSlice';
import { NO_COURSE, recordKey } from './recordKey';
import type { KindData, LabSettings, ReviewSettings, TradeData } from './rules';

/*
 * What features read of the learner's records: each kind as the screens use it, for the learner
 * signed in on this tab (a visitor's are the browser's guest's).
 */

/** Whose data it is: the learner's id, or `guest` for a visitor not signed in. The one key of it. */
export const ownerKey = (userId: string | null | undefined): string => userId ?? 'guest';

export const selectOwner = (state: RootState): string => ownerKey(selectUserId(state));

const EMPTY: KindTable = records.getInitialState();

const tableOf = (data: LearnerDataState, owner: string, kind: LearnerRecordKind): KindTable =>
  data.byOwner[owner]?.[kind] ?? EMPTY;

const selectTable =
  (kind: LearnerRecordKind) =>
  (state: RootState): KindTable =>
    tableOf(selectLearnerData(state), selectOwner(state), kind);

/** The records of a table that are not deleted. */
const live = (table: KindTable): LearnerRecord[] =>
  table.ids.flatMap((id) => {
    const record = table.entities[id];
    return record && !record.deleted ? [record] : [];
  });

const dataOf = <K extends LearnerRecordKind>(record: LearnerRecord) => record.data as unknown as KindData[K];

/** A lesson's place in its course: `${chapterIndex}-${lessonIndex}`, 0-based. */
export type LessonKey = string;

export const lessonKey = (chapterIndex: number, lessonIndex: number): LessonKey => `${chapterIndex}-${lessonIndex}`;

/** What a learner has made in one course: lessons completed, where each was left, the resume point, quiz bests. */
export interface CourseRecords {
  completed: Record<LessonKey, true>;
  /** When each completed lesson was completed (ISO 8601). */
  completedAt: Record<LessonKey, string>;
  /** Where the learner stopped in each lesson's video, in whole seconds. */
  positions: Record<LessonKey, number>;
  /** The lesson to reopen. */
  lastLesson: LessonKey | null;
  /** The best score of each chapter's quiz, in whole per cent, by chapter index. */
  quizBest: Record<string, number>;
}

const emptyCourseRecords = (): CourseRecords => ({
  completed: {},
  completedAt: {},
  positions: {},
  lastLesson: null,
  quizBest: {},
});

/** The learner's records of every course they have any in, by course id. */
export const selectCourseRecords = createSelector(
  [selectTable('lesson'), selectTable('position'), selectTable('resume'), selectTable('quiz')],
  (lessons, positions, resumes, quizzes): Record<string, CourseRecords> => {
    const byCourse: Record<string, CourseRecords> = {};
    const course = (id: string) => (byCourse[id] ??= emptyCourseRecords());
    for (const record of live(lessons)) {
      const view = course(record.courseId);
      view.completed[record.id] = true;
      view.completedAt[record.id] = dataOf<'lesson'>(record).completedAt;
    }
    for (const record of live(positions)) {
      course(record.courseId).positions[record.id] = Math.floor(dataOf<'position'>(record).seconds);
    }
    for (const record of live(resumes)) course(record.courseId).lastLesson = dataOf<'resume'>(record).lesson;
    for (const record of live(quizzes)) course(record.courseId).quizBest[record.id] = dataOf<'quiz'>(record).best;
    return byCourse;
  },
);

/** A learner's note at a moment of a lesson's video. */
export interface Note {
  id: string;
  courseId: string;
  /** The lesson it was written on. */
  lesson: LessonKey;
  /** Where in that lesson's video, in whole seconds. */
  seconds: number;
  text: string;
  /** ISO dates. */
  createdAt: string;
  updatedAt: string;
}

/** The learner's notes, by course, newest first (the later change settling a tie). */
export const selectNotes = createSelector([selectTable('note')], (table): Record<string, Note[]> => {
  const byCourse: Record<string, Note[]> = {};
  for (const record of live(table)) {
    const { lesson, seconds, text, createdAt } = dataOf<'note'>(record);
    const note: Note = {
      id: record.id,
      courseId: record.courseId,
      lesson,
      seconds,
      text,
      createdAt,
      updatedAt: record.updatedAt,
    };
    (byCourse[record.courseId] ??= []).push(note);
  }
  for (const notes of Object.values(byCourse)) {
    notes.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.updatedAt.localeCompare(a.updatedAt));
  }
  return byCourse;
});

/** What a review card asks: a quiz question, or a key term of a chapter. */
export type CardRef = { kind: 'question'; questionId: string } | { kind: 'term'; chapter: number; term: number };

/** A card's record id for what it asks. */
export const cardId = (ref: CardRef): string =>
  ref.kind === 'question' ? `q:${ref.questionId}` : `t:${ref.chapter}:${ref.term}`;

function cardRef(id: string): CardRef | null {
  if (id.startsWith('q:')) return { kind: 'question', questionId: id.slice(2) };
  const term = /^t:(\d+):(\d+)$/.exec(id);
  return term ? { kind: 'term', chapter: Number(term[1]), term: Number(term[2]) } : null;
}

/** A review card: what it asks, when it is next due, and its state as the FSRS library left it. */
export interface ReviewCard {
  /** Unique among the learner's cards: its course and what it asks. */
  key: string;
  courseId: string;
  ref: CardRef;
  /** ISO 8601. */
  due: string;
  fsrs: KindData['card']['fsrs'];
}

export const selectReviewCards = createSelector([selectTable('card')], (table): ReviewCard[] =>
  live(table).flatMap((record) => {
    const ref = cardRef(record.id);
    const { due, fsrs } = dataOf<'card'>(record);
    return ref ? [{ key: recordKey(record), courseId: record.courseId, ref, due, fsrs }] : [];
  }),
);

/** Questions answered and cards reviewed, by day in India (YYYY-MM-DD). */
export const selectDays = createSelector([selectTable('day')], (table): Record<string, number> =>
  Object.fromEntries(live(table).map((record) => [record.id, dataOf<'day'>(record).count])),
);

/** A closed trade in the learner's journal. */
export type JournalEntry = TradeData & { id: string };

/** The journal, oldest trade first. */
export const selectJournal = createSelector([selectTable('trade')], (table): JournalEntry[] =>
  live(table)
    .map((record) => ({ id: record.id, ...dataOf<'trade'>(record) }))
    .sort((a, b) => a.closedAt.localeCompare(b.closedAt) || a.id.localeCompare(b.id)),
);

const DEFAULT_LAB_SETTINGS: LabSettings = { capital: 100_000, riskPercent: 1 };
const DEFAULT_WEEKLY_GOAL = 35;

const selectSettings = selectTable('settings');

export const selectLabSettings = createSelector([selectSettings], (table): LabSettings => {
  const record = table.entities[recordKey({ kind: 'settings', courseId: NO_COURSE, id: 'lab' })];
  return record?.data ? (record.data as unknown as LabSettings) : DEFAULT_LAB_SETTINGS;
});

export const selectWeeklyGoal = (state: RootState): number => {
  const record = selectSettings(state).entities[recordKey({ kind: 'settings', courseId: NO_COURSE, id: 'review' })];
  return record?.data ? (record.data as unknown as ReviewSettings).weeklyGoal : DEFAULT_WEEKLY_GOAL;
};

/** Whether a change here to the learner's records of a course has still to reach their account. */
export const selectCourseUnsynced = (state: RootState, courseId: string): boolean =>
  unsyncedRecords(selectLearnerData(state), selectOwner(state)).some((record) => record.courseId === courseId);

/** Records this browser had stored but could not read when the page started. */
export const selectUnreadableRecords = (state: RootState): number => selectLearnerData(state).unreadable ?? 0;

/** A version of a record the learner's account refused: kept here, with what the account answered. */
export interface RefusedRecord {
  /** Unique among the learner's records (`recordKey`). */
  key: string;
  record: LearnerRecord;
  error: ApiError;
  /** The general notice of it was closed. */
  dismissed: boolean;
}

const NO_REFUSALS: RefusedRecord[] = [];

/** The learner's records whose version here the account refused (a later version is offered again). */
export const selectRefusedRecords = createSelector([selectLearnerData, selectOwner], (data, owner): RefusedRecord[] => {
  const refused = Object.keys(data.refused[owner] ?? {}).flatMap((key) => {
    const kind = key.slice(0, key.indexOf('|')) as LearnerRecordKind;
    const record = data.byOwner[owner]?.[kind]?.entities[key];
    const refusal = record && refusalOf(data, owner, record);
    return record && refusal ? [{ key, record, error: refusal.error, dismissed: refusal.dismissed === true }] : [];
  });
  return refused.length > 0 ? refused : NO_REFUSALS;
});
