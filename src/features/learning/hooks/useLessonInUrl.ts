import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LessonKey } from '@/learner';
import type { Course } from '@/store/models';
import { findVideo, initialVideo, lessonOfParam, lessonParam, LESSON_PARAM, type VideoRef } from '../courseOutline';
import { lessonUrlStep } from '../lessonInUrl';

/**
 * The viewer's playing lesson, kept in the URL: it can be linked and bookmarked, and Back returns
 * to the one before. `opened` moves the resume point.
 */
export function useLessonInUrl(
  course: Course,
  lastLesson: LessonKey | null | undefined,
  opened: (key: LessonKey) => void,
): { current: VideoRef | undefined; showLesson: (key: LessonKey, options?: { replace?: boolean }) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const pickedKey = lessonOfParam(searchParams.get(LESSON_PARAM));
  const current = findVideo(course, pickedKey) ?? initialVideo(course, lastLesson);
  const currentKey = current?.key;

  /** Names `key` in the URL: a new history entry, or in place of this one. */
  const showLesson = useCallback(
    (key: LessonKey, { replace = false } = {}) =>
      setSearchParams(
        (params) => {
          params.set(LESSON_PARAM, lessonParam(key));
          return params;
        },
        { replace, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  // The lesson the URL was given from the resume point, until the learner picks one: when the
  // resume point then moves (the learner's account answered with another device's), it follows.
  const placed = useRef<LessonKey | null>(null);
  useEffect(() => {
    const step = lessonUrlStep({
      course,
      current: currentKey,
      param: searchParams.get(LESSON_PARAM),
      picked: pickedKey,
      placed: placed.current,
      lastLesson,
    });
    if (step.step === 'place') {
      placed.current = step.key;
      showLesson(step.key, { replace: true });
    } else if (step.step === 'picked') {
      placed.current = null;
      if (step.open) opened(step.open);
    }
  }, [course, currentKey, lastLesson, opened, pickedKey, searchParams, showLesson]);

  return { current, showLesson };
}
