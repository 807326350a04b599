import { nanoid } from '@reduxjs/toolkit';
import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import type { LearnerRecord, LearnerRecordKind } from '@/store/models';
import type { RootState } from '@/store/rootReducer';
import type { AppDispatch } from '@/store/store';
import { heldRecord, recordsWritten, refusalsDismissed, refusalsRetried, selectLearnerData } from './learnerDataSlice';
import { recordsMerged } from './merge';
import {
  NO_COURSE,
  recordKey,
  validRecord,
  versionTime,
  type KindData,
  type LabSettings,
  type TradeData,
} from './rules';
import {
  cardId,
  selectCourseRecords,
  selectDays,
  selectJournal,
  selectLabSettings,
  selectNotes,
  selectOwner,
  selectRefusedRecords,
  selectReviewCards,
  selectWeeklyGoal,
  type CardRef,
  type CourseRecords,
  type JournalEntry,
  type LessonKey,
  type Note,
  type ReviewCard,
} from './selectors';
import { learnerExport, newerCount, parseLearnerExport, type LearnerExport } from './transfer';

/*
 * How features read and write the learner's records. Every change the learner makes is one record
 * written here, checked by the same rule the server checks with and timed after the version it
 * replaces; the sync and the export take it from there.
 */

type Ref = Pick<LearnerRecord, 'kind' | 'courseId' | 'id'>;

/** A record's new data from the version held (if any): `null` deletes it, `undefined` changes nothing. */
type Change = (held: LearnerRecord | undefined) => Record<string, unknown> | null | undefined;

/**
 * A time after the one `held` counts at, so that a change here always wins over the version it
 * replaces; never the time of `held` itself, so that it is seen as a change. A version from a clock
 * that ran fast counts at when the account received it, so this device's own time still follows it.
 */
function timeAfter(held: LearnerRecord | undefined, now = new Date()): string {
  const after = held ? versionTime(held) + 1 : 0;
  let time = Math.max(now.getTime(), after);
  if (held && time === Date.parse(held.updatedAt)) time += 1;
  return new Date(time).toISOString();
}

/** Writes records of the learner signed in (or the guest), each from the version held; returns those written. */
export const writeRecords =
  (changes: readonly (readonly [Ref, Change])[], at?: Date) =>
  (dispatch: AppDispatch, getState: () => RootState): LearnerRecord[] => {
    const state = getState();
    const owner = selectOwner(state);
    const data = selectLearnerData(state);
    const written: LearnerRecord[] = [];
    const seen = new Set<string>();
    for (const [ref, change] of changes) {
      // One version of a record per write: a second change of it (a file naming a trade twice) is not one.
      if (seen.has(recordKey(ref))) continue;
      seen.add(recordKey(ref));
      const held = heldRecord(data, owner, { ...ref, updatedAt: '' });
      const live = held?.deleted ? undefined : held;
      const next = change(live);
      if (next === undefined || (next === null && !live)) continue;
      const updatedAt = timeAfter(held, at);
      const record = validRecord(
        next === null ? { ...ref, updatedAt, deleted: true } : { ...ref, updatedAt, data: next },
      );
      if (record) written.push(record);
    }
    if (written.length) dispatch(recordsWritten({ owner, records: written }));
    return written;
  };

const asData = <T extends object>(value: T) => value as unknown as Record<string, unknown>;

/** The learner's records of one course, and the writing of its lessons. */
export function useCourseRecords(courseId: string) {
  const dispatch = useAppDispatch();
  const progress = useAppSelector((state) => selectCourseRecords(state)[courseId]);
  const write = useCallback(
    (kind: LearnerRecordKind, id: string, change: Change) => dispatch(writeRecords([[{ kind, courseId, id }, change]])),
    [courseId, dispatch],
  );
  /** The lesson the learner opened: the one to reopen next time. */
  const opened = useCallback(
    (lesson: LessonKey) => write('resume', 'last', (held) => (held?.data?.lesson === lesson ? undefined : { lesson })),
    [write],
  );
  /** A lesson watched again keeps the date it was first completed. */
  const setCompleted = useCallback(
    (lesson: LessonKey, done: boolean) =>
      write('lesson', lesson, (held) => {
        if (done) return held ? undefined : { completedAt: new Date().toISOString() };
        return held ? null : undefined;
      }),
    [write],
  );
  const savePosition = useCallback(
    (lesson: LessonKey, seconds: number) => {
      const whole = Math.max(0, Math.floor(seconds));
      write('position', lesson, (held) => (held?.data?.seconds === whole ? undefined : { seconds: whole }));
    },
    [write],
  );
  return { progress, opened, setCompleted, savePosition };
}

/** The learner's records of every course they have any in, by course id. */
export const useAllCourseRecords = (): Record<string, CourseRecords> => useAppSelector(selectCourseRecords);

const NO_SCORES: Record<number, number> = {};

/**
 * The best score of each chapter's quiz in a course, in per cent by chapter, and the keeping of a
 * new one (when it beats the best).
 */
export function useQuizBests(courseId: string) {
  const dispatch = useAppDispatch();
  const best = useAppSelector((state) => selectCourseRecords(state)[courseId]?.quizBest);
  const scores = useMemo(
    () =>
      best
        ? Object.fromEntries(Object.entries(best).map(([chapter, percent]) => [Number(chapter), percent]))
        : NO_SCORES,
    [best],
  );
  const scored = useCallback(
    (chapter: number, percent: number) => {
      const score = Math.min(100, Math.max(0, Math.round(percent)));
      dispatch(
        writeRecords([
          [
            { kind: 'quiz', courseId, id: String(chapter) },
            (held) => (held && Number(held.data?.best) >= score ? undefined : { best: score }),
          ],
        ]),
      );
    },
    [courseId, dispatch],
  );
  return { scores, scored };
}

const NO_NOTES: readonly Note[] = [];

/** The learner's notes on a course, newest first, and their writing. */
export function useNotes(courseId: string) {
  const dispatch = useAppDispatch();
  const notes = useAppSelector((state) => selectNotes(state)[courseId] ?? NO_NOTES);
  const write = useCallback(
    (id: string, change: Change) => dispatch(writeRecords([[{ kind: 'note', courseId, id }, change]])),
    [courseId, dispatch],
  );
  const add = useCallback(
    (lesson: LessonKey, seconds: number, text: string): Note | undefined => {
      const createdAt = new Date().toISOString();
      const [record] = write(nanoid(), () => ({ lesson, seconds: Math.max(0, Math.floor(seconds)), text, createdAt }));
      return (
        record && {
          id: record.id,
          courseId,
          lesson,
          seconds: Math.max(0, Math.floor(seconds)),
          text,
          createdAt,
          updatedAt: record.updatedAt,
        }
      );
    },
    [courseId, write],
  );
  const edit = useCallback(
    (id: string, text: string) => write(id, (held) => (held ? { ...held.data, text } : undefined)),
    [write],
  );
  const remove = useCallback((id: string) => write(id, (held) => (held ? null : undefined)), [write]);
  /** A deleted note back (undo): written again, so it wins over its deletion. */
  const restore = useCallback(
    (note: Note) =>
      write(note.id, (held) =>
        held ? undefined : { lesson: note.lesson, seconds: note.seconds, text: note.text, createdAt: note.createdAt },
      ),
    [write],
  );
  return { notes, add, edit, remove, restore };
}

/** The learner's review cards. */
export const useReviewCards = (): ReviewCard[] => useAppSelector(selectReviewCards);

/** Questions answered and cards reviewed, by day in India. */
export const useDays = (): Record<string, number> => useAppSelector(selectDays);

/** Adds `count` to a day's activity. */
const dayCounted = (day: string, count: number): readonly [Ref, Change] => [
  { kind: 'day', courseId: NO_COURSE, id: day },
  (held) => ({ count: Number(held?.data?.count ?? 0) + count }),
];

/** The writing of review cards and of the days' activity. */
export function useReviewWriter() {
  const dispatch = useAppDispatch();
  /** Cards to review, due at `due`; a card already there comes due by then too, keeping its history. */
  const cardsAdded = useCallback(
    (courseId: string, refs: readonly CardRef[], due: string) =>
      dispatch(
        writeRecords(
          refs.map((ref) => [
            { kind: 'card', courseId, id: cardId(ref) },
            (held) => {
              const card = held?.data as KindData['card'] | undefined;
              if (!card) return { due, fsrs: null };
              return card.due > due ? { ...card, due } : undefined;
            },
          ]),
        ),
      ),
    [dispatch],
  );
  /** A review answered at `at`: the card's next state, and one more for the day. */
  const cardReviewed = useCallback(
    (card: Pick<ReviewCard, 'courseId' | 'ref'>, next: KindData['card'], at: Date, day: string) =>
      dispatch(
        writeRecords(
          [
            [
              { kind: 'card', courseId: card.courseId, id: cardId(card.ref) },
              (held) => (held ? asData(next) : undefined),
            ],
            dayCounted(day, 1),
          ],
          at,
        ),
      ),
    [dispatch],
  );
  /** Questions answered on a day. */
  const answered = useCallback(
    (day: string, count: number) => {
      if (count > 0) dispatch(writeRecords([dayCounted(day, count)]));
    },
    [dispatch],
  );
  return { cardsAdded, cardReviewed, answered };
}

/** The learner's weekly goal of cards, and its setting. */
export function useWeeklyGoal(): [number, (cards: number) => void] {
  const dispatch = useAppDispatch();
  const goal = useAppSelector(selectWeeklyGoal);
  const setGoal = useCallback(
    (weeklyGoal: number) =>
      dispatch(writeRecords([[{ kind: 'settings', courseId: NO_COURSE, id: 'review' }, () => ({ weeklyGoal })]])),
    [dispatch],
  );
  return [goal, setGoal];
}

/** The lab's sizing, and its saving. */
export function useLabSettings(): [LabSettings, (settings: LabSettings) => void] {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectLabSettings);
  const save = useCallback(
    ({ capital, riskPercent }: LabSettings) =>
      dispatch(
        writeRecords([[{ kind: 'settings', courseId: NO_COURSE, id: 'lab' }, () => ({ capital, riskPercent })]]),
      ),
    [dispatch],
  );
  return [settings, save];
}

const tradeRef = (id: string): Ref => ({ kind: 'trade', courseId: NO_COURSE, id });
const tradeData = ({ id: _id, ...data }: JournalEntry): TradeData => data;

/** The learner's journal, oldest trade first, and its writing. */
export function useJournal() {
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectJournal);
  const guest = useAppSelector(selectOwner) === 'guest';
  /** A trade just closed, with a new id; returns it. */
  const add = useCallback(
    (trade: TradeData): JournalEntry => {
      const id = nanoid();
      dispatch(writeRecords([[tradeRef(id), () => asData(trade)]]));
      return { id, ...trade };
    },
    [dispatch],
  );
  /** The learner's words about a trade; its result never changes. */
  const annotate = useCallback(
    (id: string, words: Partial<Pick<TradeData, 'setup' | 'note' | 'feeling'>>) =>
      dispatch(writeRecords([[tradeRef(id), (held) => (held ? { ...held.data, ...words } : undefined)]])),
    [dispatch],
  );
  const remove = useCallback(
    (id: string) => dispatch(writeRecords([[tradeRef(id), (held) => (held ? null : undefined)]])),
    [dispatch],
  );
  /** A deleted trade back (undo). */
  const restore = useCallback(
    (entry: JournalEntry) =>
      dispatch(writeRecords([[tradeRef(entry.id), (held) => (held ? undefined : asData(tradeData(entry)))]])),
    [dispatch],
  );
  /** Trades from a journal file: each added by id, none already here changed; returns how many were added. */
  const imported = useCallback(
    (trades: readonly JournalEntry[]): number =>
      dispatch(
        writeRecords(
          trades.map((entry) => [tradeRef(entry.id), (held) => (held ? undefined : asData(tradeData(entry)))]),
        ),
      ).length,
    [dispatch],
  );
  return { entries, guest, add, annotate, remove, restore, imported };
}

/** The learner's records as one export file, and such a file merged back, each record by its kind's rule. */
export function useLearnerTransfer() {
  const store = useAppStore();
  const exportFile = useCallback(
    (): LearnerExport => learnerExport(selectLearnerData(store.getState()), selectOwner(store.getState())),
    [store],
  );
  /** The file's records merged: how many changed something, how many were unreadable; null for no export. */
  const importText = useCallback(
    (text: string): { newer: number; dropped: number } | null => {
      const parsed = parseLearnerExport(text);
      if (!parsed) return null;
      const state = store.getState();
      const owner = selectOwner(state);
      const newer = newerCount(selectLearnerData(state), owner, parsed.records);
      store.dispatch(recordsMerged({ owner, records: parsed.records, fromAccount: false }));
      return { newer, dropped: parsed.dropped };
    },
    [store],
  );
  return { exportFile, importText };
}

/**
 * The versions the learner's account refused, each with its answer, and the asking to try them
 * again (all, or those of `keys`) or to stop showing them in the general notice.
 */
export function useRefusedRecords() {
  const dispatch = useAppDispatch();
  const owner = useAppSelector(selectOwner);
  const refused = useAppSelector(selectRefusedRecords);
  const retry = useCallback(
    (keys: readonly string[]) => dispatch(refusalsRetried({ owner, keys: [...keys] })),
    [dispatch, owner],
  );
  const dismiss = useCallback(
    (keys: readonly string[]) => dispatch(refusalsDismissed({ owner, keys: [...keys] })),
    [dispatch, owner],
  );
  return { refused, retry, dismiss };
}
