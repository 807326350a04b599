import type { CourseCompletion } from '@/learner';
import type { CourseAccess } from '@/store/session';

/** Which screen the certificate page shows, from the learner's access, completion and certificate. */

/**
 * The chapters whose quiz is still to pass, by index: the certificate needs them passed as well
 * as every lesson complete. 'loading' while the page finds out.
 */
export type QuizzesLeft = readonly number[] | 'loading';

export type AccessScreen<C> =
  | { show: 'access-unknown' }
  | { show: 'not-owned' }
  | { show: 'course-failed' }
  | { show: 'loading' }
  | { show: 'course'; course: C; learnerId: string };

/** Before the certificate: whether the learner owns the course, and the course and learner loaded. */
export function accessScreen<C>({
  access,
  courseFailed,
  course,
  learnerId,
}: {
  access: CourseAccess;
  courseFailed: boolean;
  course: C | undefined;
  learnerId: string | null | undefined;
}): AccessScreen<C> {
  if (access === 'unknown') return { show: 'access-unknown' };
  if (access === 'not-owner') return { show: 'not-owned' };
  if (courseFailed) return { show: 'course-failed' };
  if (access === 'checking' || !course || !learnerId) return { show: 'loading' };
  return { show: 'course', course, learnerId };
}

export type CompletionScreen =
  | { show: 'loading' }
  | { show: 'not-yet'; quizzesLeft: readonly number[] }
  | { show: 'issued' }
  | { show: 'earned'; completedAt: string };

/**
 * The loaded course: the certificate once every lesson is complete and every quiz passed, else
 * what is left to do. The school's server issues it when the learner's data lives there.
 */
export function completionScreen(
  completion: Pick<CourseCompletion, 'complete' | 'completedAt'>,
  quizzesLeft: QuizzesLeft,
  serverIssues: boolean,
): CompletionScreen {
  if (quizzesLeft === 'loading') return { show: 'loading' };
  if (!completion.complete || !completion.completedAt || quizzesLeft.length > 0)
    return { show: 'not-yet', quizzesLeft };
  if (serverIssues) return { show: 'issued' };
  return { show: 'earned', completedAt: completion.completedAt };
}

export type IssuedScreen<T> =
  { show: 'syncing'; retry: boolean } | { show: 'failed' } | { show: 'loading' } | { show: 'issued'; certificate: T };

/**
 * The server's certificate: asked for once this browser's progress has reached the account. The
 * server answers 409 while it does not yet hold the completion: the learner may ask again.
 */
export function issuedScreen<T>({
  pending,
  failed,
  status,
  certificate,
}: {
  pending: boolean;
  failed: boolean;
  /** The HTTP status of the failed request, when the server answered. */
  status?: number;
  certificate: T | undefined;
}): IssuedScreen<T> {
  const notYetOnServer = failed && status === 409;
  if (pending || notYetOnServer) return { show: 'syncing', retry: notYetOnServer };
  if (failed) return { show: 'failed' };
  if (!certificate) return { show: 'loading' };
  return { show: 'issued', certificate };
}
