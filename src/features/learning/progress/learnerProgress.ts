import { useCallback, useEffect, useMemo } from 'react';
import { selectUserId } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { Course } from '@/store/models';
import type { RootState } from '@/store/rootReducer';
import {
  certificateOpened,
  positionSaved,
  quizScored,
  videoCompleted,
  videoKey,
  videoSelected,
  videoUncompleted,
  selectVideoProgress,
  type CourseProgress,
  type VideoKey,
} from './progressSlice';

/**
 * A learner's progress in a course: which lessons are complete, where each was left, the last one
 * opened, the best score of each chapter's quiz. It lives in this browser (the persisted video
 * progress slice), one record per learner and course, and in the learner's account where the
 * learner-data contract is on (see ../sync). Everything reads and writes it through this module.
 */

/** The record's key: two learners sharing a browser never see each other's progress. */
export const progressKey = (learnerId: string | null | undefined, courseId: string): string =>
  `${learnerId ?? 'guest'}:${courseId}`;

export const selectLearnerProgress = (state: RootState, courseId: string): CourseProgress | undefined =>
  selectVideoProgress(state).byCourse[progressKey(selectUserId(state), courseId)];

/** The progress of the learner logged in, in every course they have opened, by course id. */
export function useAllLearnerProgress(): Record<string, CourseProgress> {
  const learnerId = useAppSelector(selectUserId);
  const byCourse = useAppSelector((state) => selectVideoProgress(state).byCourse);
  return useMemo(() => {
    const prefix = progressKey(learnerId, '');
    return Object.fromEntries(
      Object.entries(byCourse).flatMap(([key, progress]) =>
        key.startsWith(prefix) ? [[key.slice(prefix.length), progress]] : [],
      ),
    );
  }, [byCourse, learnerId]);
}

export function useLearnerProgress(courseId: string) {
  const dispatch = useAppDispatch();
  const learnerId = useAppSelector(selectUserId);
  const progress = useAppSelector((state) => selectLearnerProgress(state, courseId));
  const record = progressKey(learnerId, courseId);

  const opened = useCallback((key: VideoKey) => dispatch(videoSelected({ courseId: record, key })), [dispatch, record]);
  const setCompleted = useCallback(
    (key: VideoKey, done: boolean) => dispatch((done ? videoCompleted : videoUncompleted)({ courseId: record, key })),
    [dispatch, record],
  );
  const savePosition = useCallback(
    (key: VideoKey, seconds: number) => dispatch(positionSaved({ courseId: record, key, seconds })),
    [dispatch, record],
  );

  return { progress, opened, setCompleted, savePosition };
}

const NO_SCORES: Record<number, number> = {};

/**
 * The best score of each chapter's quiz in a course, in per cent by chapter index, and the keeping
 * of a new score (kept when it beats the best).
 */
export function useQuizScores(courseId: string) {
  const dispatch = useAppDispatch();
  const learnerId = useAppSelector(selectUserId);
  const best = useAppSelector((state) => selectLearnerProgress(state, courseId)?.quizBest);
  const record = progressKey(learnerId, courseId);
  const scores = useMemo(
    () =>
      best
        ? Object.fromEntries(Object.entries(best).map(([chapter, percent]) => [Number(chapter), percent]))
        : NO_SCORES,
    [best],
  );
  const scored = useCallback(
    (chapter: number, percent: number) => dispatch(quizScored({ courseId: record, chapter, percent })),
    [dispatch, record],
  );
  return { scores, scored };
}

/** Where a learner stands in a course: its lessons, those complete, and when the last was. */
export interface CourseCompletion {
  total: number;
  done: number;
  remaining: number;
  /** Every lesson of a course that has lessons is complete. */
  complete: boolean;
  /**
   * When the course was completed (ISO 8601), once it is: when its last lesson was. Lessons
   * completed before dates were kept have none; the day the certificate was first opened stands in
   * when no lesson has one, and null means that day has not come yet.
   */
  completedAt: string | null;
}

/** The completion rule: a course is complete when every lesson of it is. */
export function courseCompletion(
  course: Pick<Course, 'chapters'> | undefined,
  progress: CourseProgress | undefined,
): CourseCompletion {
  const keys = (course?.chapters ?? []).flatMap((chapter, c) =>
    (chapter.videos ?? []).map((_video, v) => videoKey(c, v)),
  );
  const done = keys.filter((key) => progress?.completed[key]).length;
  const complete = keys.length > 0 && done === keys.length;
  let completedAt: string | null = null;
  if (complete) {
    // Lessons without a date were completed before any with one, so the latest date is the last lesson's.
    const dates = keys.flatMap((key) => progress?.completedAt?.[key] ?? []).sort();
    completedAt = dates.at(-1) ?? progress?.certificateOpenedAt ?? null;
  }
  return { total: keys.length, done, remaining: keys.length - done, complete, completedAt };
}

/**
 * The learner's completion of a course, for its certificate. When the course is complete but no
 * lesson says when, the first opening of the certificate is stored as its date (today until then).
 */
export function useCourseCompletion(course: Course | undefined): CourseCompletion {
  const dispatch = useAppDispatch();
  const learnerId = useAppSelector(selectUserId);
  const progress = useAppSelector((state) => (course ? selectLearnerProgress(state, course._id) : undefined));
  const completion = useMemo(() => courseCompletion(course, progress), [course, progress]);
  const needsDate = completion.complete && completion.completedAt === null;
  useEffect(() => {
    if (needsDate && course) dispatch(certificateOpened({ courseId: progressKey(learnerId, course._id) }));
  }, [course, dispatch, learnerId, needsDate]);
  return needsDate ? { ...completion, completedAt: new Date().toISOString() } : completion;
}
