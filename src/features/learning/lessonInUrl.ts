import type { LessonKey } from '@/learner';
import type { Course } from '@/store/models';
import { findVideo } from './courseOutline';
import { lessonParam } from './lessonParam';

/** How the viewer's URL follows the playing lesson, and how the resume point follows the URL's lesson. */

export type LessonUrlStep =
  /** Nothing to change. */
  | { step: 'none' }
  /** Name `key` in the URL in place of this entry, and keep it as placed (not picked by the learner). */
  | { step: 'place'; key: LessonKey }
  /** The learner picked the lesson: it is no longer placed, and the resume point moves to `open` when given. */
  | { step: 'picked'; open?: LessonKey };

interface LessonUrlState {
  course: Course;
  /** The lesson playing, if any. */
  current: LessonKey | undefined;
  /** The URL's lesson parameter, as it stands. */
  param: string | null;
  /** The lesson the parameter names, or null when it names none. */
  picked: LessonKey | null;
  /** The lesson the URL was last given from the resume point, until the learner picks one. */
  placed: LessonKey | null;
  /** The resume point. */
  lastLesson: LessonKey | null | undefined;
}

/**
 * The step after the playing lesson or the resume point changed. The lesson the URL was given from
 * the resume point follows it when it moves (the learner's account answered with another device's).
 */
export function lessonUrlStep({ course, current, param, picked, placed, lastLesson }: LessonUrlState): LessonUrlStep {
  if (!current) return { step: 'none' };
  // Opened without a lesson (or one the course no longer has): the URL names the one playing,
  // in place, so Back from the next lesson returns to it.
  if (param !== lessonParam(current)) return { step: 'place', key: current };
  if (placed === current) {
    const resumed = lastLesson ? findVideo(course, lastLesson)?.key : undefined;
    return resumed && resumed !== current ? { step: 'place', key: resumed } : { step: 'none' };
  }
  // Picked, or reached by Back and Forward: the resume point follows.
  return picked === current && lastLesson !== current ? { step: 'picked', open: current } : { step: 'picked' };
}
