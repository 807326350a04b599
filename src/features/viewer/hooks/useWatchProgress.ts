import { useCallback, useEffect, useRef } from 'react';
import { VIDEO_PROGRESS } from '@/config/constants';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { positionSaved, selectCourseProgress, videoCompleted, type VideoKey } from '@/store/videoProgressSlice';

/**
 * Completion and position of the video being watched (ruling 7: keyed by course). A video is
 * complete when it ends or is watched to 90%; the position is saved every few seconds, on pause,
 * when the page is hidden and when the video changes, so a reload resumes where it stopped.
 */
export function useWatchProgress(courseId: string, key: VideoKey) {
  const dispatch = useAppDispatch();
  const isCompleted = useAppSelector((state) => Boolean(selectCourseProgress(state, courseId)?.completed[key]));
  const startAt = useAppSelector((state) => selectCourseProgress(state, courseId)?.positions[key] ?? 0);

  const latest = useRef<number | null>(null);
  const savedAt = useRef(0);
  const completedRef = useRef(isCompleted);
  useEffect(() => {
    completedRef.current = isCompleted;
  }, [isCompleted]);

  const save = useCallback(
    (seconds: number) => {
      savedAt.current = Date.now();
      dispatch(positionSaved({ courseId, key, seconds }));
    },
    [dispatch, courseId, key],
  );

  const complete = useCallback(() => {
    if (completedRef.current) return;
    completedRef.current = true;
    dispatch(videoCompleted({ courseId, key }));
  }, [dispatch, courseId, key]);

  const onProgress = useCallback(
    (seconds: number, duration: number) => {
      latest.current = seconds;
      if (duration > 0 && seconds / duration >= VIDEO_PROGRESS.completeRatio) complete();
      if (Date.now() - savedAt.current >= VIDEO_PROGRESS.saveEveryMs) save(seconds);
    },
    [complete, save],
  );

  const onPause = useCallback(
    (seconds: number) => {
      latest.current = seconds;
      save(seconds);
    },
    [save],
  );

  const onEnded = useCallback(() => {
    complete();
    // Watched to the end: the next visit starts this video from the beginning.
    latest.current = 0;
    save(0);
  }, [complete, save]);

  // Keep the last position when the video changes, the viewer closes or the page goes away.
  useEffect(() => {
    savedAt.current = 0;
    const flush = () => {
      if (latest.current !== null) dispatch(positionSaved({ courseId, key, seconds: latest.current }));
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
      latest.current = null;
    };
  }, [dispatch, courseId, key]);

  return { isCompleted, startAt, onProgress, onPause, onEnded };
}
