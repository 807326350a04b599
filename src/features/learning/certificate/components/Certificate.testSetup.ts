import { screen } from '@testing-library/react';
import { env } from '@/config/env';
import { recordsWritten } from '@/learner/learnerDataSlice';
import { lessonKey, ownerKey } from '@/learner/selectors';
import { selectUserId } from '@/store/authSlice';
import type { LearnerRecord } from '@/store/models';
import { makeStore, type AppStore } from '@/store/store';
import { answerQuizzes, completeOnServer } from '@/test/earnedOnServer';
import { logInDemoLearner } from '@/test/render';
import { OWNED_COURSE_ID, seedCourses } from '@mocks/seed';

/* What the certificate's tests share (Certificate.*.test.tsx): a learner, and the lessons they complete. */

/** The owned course's lessons, in order (five of them). */
const OWNED_CHAPTERS = seedCourses().find((course) => course._id === OWNED_COURSE_ID)?.chapters ?? [];
export const LESSONS = (seedCourses().find((course) => course._id === OWNED_COURSE_ID)?.chapters ?? []).flatMap(
  (chapter, c) => chapter.videos.map((_video, v) => lessonKey(c, v)),
);

export async function learner() {
  const store = makeStore();
  await logInDemoLearner(store);
  return store;
}

/** Records the learner signed in made, or those of `owner`. */
export const made = (store: AppStore, records: LearnerRecord[], owner = ownerKey(selectUserId(store.getState()))) =>
  store.dispatch(recordsWritten({ owner, records }));

/** A lesson completed at `at`. */
export const lessonDone = (courseId: string, id: string, at: string): LearnerRecord => ({
  kind: 'lesson',
  courseId,
  id,
  updatedAt: at,
  data: { completedAt: at },
});

/**
 * Passes every chapter quiz of the course with full marks in this browser's records (the page adds
 * the quizzes' rule; its own tests cover it): these tests are about the certificate once it is earned.
 */
function passQuizzes(store: AppStore) {
  const at = new Date(2026, 10, 1).toISOString();
  made(
    store,
    OWNED_CHAPTERS.map((_chapter, chapter) => ({
      kind: 'quiz',
      courseId: OWNED_COURSE_ID,
      id: String(chapter),
      updatedAt: at,
      data: { best: 100 },
    })),
  );
}

/**
 * Completes the first `count` lessons, a day apart from 1 November 2026 on, here and (with the
 * learner-data contract) on the server at those times of its clock; all of them, with the quizzes
 * passed here and answered on the server, which grades them.
 */
export async function complete(store: AppStore, count = LESSONS.length) {
  const lessons = LESSONS.slice(0, count).map((id, day) => ({ id, at: new Date(2026, 10, 1 + day, 10).getTime() }));
  made(
    store,
    lessons.map(({ id, at }) => lessonDone(OWNED_COURSE_ID, id, new Date(at).toISOString())),
  );
  if (count === LESSONS.length) passQuizzes(store);
  if (!env.learnerDataApi) return;
  const token = store.getState().auth.session.token ?? '';
  completeOnServer(OWNED_COURSE_ID, lessons);
  if (count === LESSONS.length) await answerQuizzes(token, OWNED_COURSE_ID);
}

export const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
