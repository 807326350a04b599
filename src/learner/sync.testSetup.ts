import type { LearnerRecord } from '@/store/models';
import { makeStore, type AppStore } from '@/store/store';
import { logInDemoLearner } from '@/test/render';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID } from '@mocks/seed';
import { recordsWritten } from './learnerDataSlice';

/*
 * What the tests of the learner-data sync (sync.*.test.ts) share: the demo learner signed in to a
 * fresh store before each test, records made in it, what the demo API holds and how many requests
 * it heard.
 */

/** Records made here, by the demo learner. */
export const write = (...records: LearnerRecord[]) =>
  store.dispatch(recordsWritten({ owner: DEMO_LEARNER_ID, records }));
export const lesson = (id: string, at: string, courseId = OWNED_COURSE_ID): LearnerRecord => ({
  kind: 'lesson',
  courseId,
  id,
  updatedAt: at,
  data: { completedAt: at },
});
export const note = (id: string, text: string, at = new Date().toISOString()): LearnerRecord => ({
  kind: 'note',
  courseId: OWNED_COURSE_ID,
  id,
  updatedAt: at,
  data: { lesson: '0-0', seconds: 5, text, createdAt: at },
});
export const serverIds = () =>
  [...db.learnerRecords.values()]
    .filter(({ userId }) => userId === DEMO_LEARNER_ID)
    .map(({ record: r }) => `${r.kind}:${r.id}${r.deleted ? ' (deleted)' : ''}`)
    .sort();

/** The demo learner's browser, signed in afresh before each test. */
export let store: AppStore;
/** The requests the demo API heard since. */
export let requests = 0;
const count = () => {
  requests += 1;
};

beforeEach(async () => {
  store = makeStore();
  await logInDemoLearner(store);
  requests = 0;
  server.events.on('request:start', count);
});
