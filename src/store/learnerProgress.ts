import { useCallback, useMemo } from 'react';
import { selectUserId } from './authSlice';
import { useAppDispatch, useAppSelector } from './hooks';
import type { RootState } from './store';
import { positionSaved, videoCompleted, videoSelected, videoUncompleted, type CourseProgress, type VideoKey } from './videoProgressSlice';

/**
 * A learner's progress in a course: which lessons are complete, where each was left, the last one
 * opened. The school's API has no call for it, so it lives in this browser (the persisted video
 * progress slice), one record per learner and course. Everything reads and writes it through this
 * module, so a server copy can take its place here.
 */

/** The record's key: two learners sharing a browser never see each other's progress. */
export const progressKey = (learnerId: string | null | undefined, courseId: string): string => `${learnerId ?? 'guest'}:${courseId}`;

export const selectLearnerProgress = (state: RootState, courseId: string): CourseProgress | undefined =>
  state.videoProgress.byCourse[progressKey(selectUserId(state), courseId)];

/** Every course's progress of the learner logged in, by course id. */
export function useAllLearnerProgress(courseIds: readonly string[]): Record<string, CourseProgress | undefined> {
  const learnerId = useAppSelector(selectUserId);
  const byCourse = useAppSelector((state) => state.videoProgress.byCourse);
  return useMemo(() => Object.fromEntries(courseIds.map((id) => [id, byCourse[progressKey(learnerId, id)]])), [byCourse, courseIds, learnerId]);
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
  const savePosition = useCallback((key: VideoKey, seconds: number) => dispatch(positionSaved({ courseId: record, key, seconds })), [dispatch, record]);

  return { progress, opened, setCompleted, savePosition };
}
