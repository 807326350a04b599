import { nanoid } from '@reduxjs/toolkit';
import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { LearnerRecordKind } from '@/store/models';
import { NO_COURSE, type KindData } from './rules';
import {
  cardId,
  selectCourseRecords,
  selectDays,
  selectNotes,
  selectReviewCards,
  selectWeeklyGoal,
  type CardRef,
  type CourseRecords,
  type LessonKey,
  type Note,
  type ReviewCard,
} from './selectors';
import { asData, writeRecords, type Change, type Ref } from './writeRecords';

/*
 * How features read and write the learner's records of courses, quizzes, notes and review; each change
 * goes through writeRecords (writeRecords.ts), as the lab's and the transfer's hooks do.
 */

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
