import { useCallback, useEffect, useRef } from 'react';
import { VIDEO_PROGRESS } from '@/config/constants';
import { useCourseRecords, type LessonKey } from '@/learner';

/**
 * Completion and position of the video being watched (kept per learner and course). A video is
 * complete when it ends or is watched nearly to its end (VIDEO_PROGRESS); the position is saved
 * every few seconds, on pause, when the page is hidden and when the video changes, so a reload
 * resumes where it stopped.
 */
export function useWatchProgress(courseId: string, key: LessonKey) {
  const { progress, setCompleted, savePosition } = useCourseRecords(courseId);
  const isCompleted = Boolean(progress?.completed[key]);
  const startAt = progress?.positions[key] ?? 0;

  const latest = useRef<number | null>(null);
  const savedAt = useRef(0);
  const completedRef = useRef(isCompleted);
  useEffect(() => {
    completedRef.current = isCompleted;
  }, [isCompleted]);

  const save = useCallback(
    (seconds: number) => {
      savedAt.current = Date.now();
      savePosition(key, seconds);
    },
    [savePosition, key],
  );

  const complete = useCallback(() => {
    if (completedRef.current) return;
    completedRef.current = true;
    setCompleted(key, true);
  }, [setCompleted, key]);

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
      if (latest.current !== null) savePosition(key, latest.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
      latest.current = null;
    };
  }, [savePosition, key]);

  return { isCompleted, startAt, onProgress, onPause, onEnded };
}
