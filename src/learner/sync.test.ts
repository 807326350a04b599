/**
 * The learner's records between this browser and their account, through the demo API: what is
 * changed offline waits and goes when the account answers again, nothing is lost on either side,
 * a later write wins per record, and a record the account refuses holds back no other.
 */
import { waitFor } from '@testing-library/react';
import { makeStore, type AppStore } from '@/store/store';
import { logInDemoLearner, startFakeClock } from '@/test/render';
import { db, putLearnerRecord } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';
import { progressKey } from '../progress/learnerProgress';
import { noteAdded, noteDeleted, quizScored, selectVideoProgress, videoCompleted } from '../progress/progressSlice';
import { RETRY_FIRST_MS, SYNC_DELAY_MS, startLearnerSync } from './learnerSync';

const record = progressKey(DEMO_LEARNER_ID, OWNED_COURSE_ID);
const serverIds = () =>
  [...db.learnerRecords.values()]
    .filter(({ userId }) => userId === DEMO_LEARNER_ID)
    .map(({ record: r }) => `${r.kind}:${r.id}${r.deleted ? ' (deleted)' : ''}`)
    .sort();

/** Lets the demo API's answers and the sync's awaits settle without moving the clock. */
const settle = async () => {
  for (let i = 0; i < 30; i += 1) await jest.advanceTimersByTimeAsync(0);
};

let store: AppStore;
let stop: () => void = () => undefined;
let requests = 0;
const count = () => {
  requests += 1;
};

beforeEach(async () => {
  store = makeStore();
  await logInDemoLearner(store);
  requests = 0;
  server.events.on('request:start', count);
});

afterEach(() => {
  stop();
});

describe('the learner-data sync', () => {
  it('keeps offline edits and sends them once the account answers, waiting longer after each failure', async () => {
    startFakeClock();
    withFault('all', '/learner-data/:userId', 'network');
    store.dispatch(videoCompleted({ courseId: record, key: '0-0' }, '2026-11-26T10:00:00.000Z'));
    stop = startLearnerSync(store, DEMO_LEARNER_ID);
    await settle();
    expect(requests).toBe(1);

    // The first retry comes after the first wait, the next after twice that.
    jest.advanceTimersByTime(RETRY_FIRST_MS - 1);
    await settle();
    expect(requests).toBe(1);
    jest.advanceTimersByTime(1);
    await settle();
    expect(requests).toBe(2);
    // An edit meanwhile does not cut the wait short, and is not lost.
    store.dispatch(noteAdded({ courseId: record, key: '0-0', seconds: 5, text: 'Offline note' }));
    jest.advanceTimersByTime(RETRY_FIRST_MS * 2 - 1);
    await settle();
    expect(requests).toBe(2);

    server.resetHandlers();
    jest.advanceTimersByTime(1);
    await settle();
    expect(serverIds()).toEqual(['lesson:0-0', expect.stringMatching(/^note:/)]);
  });

  it('sends at once when the browser is back online', async () => {
    startFakeClock();
    withFault('all', '/learner-data/:userId', 'network');
    store.dispatch(videoCompleted({ courseId: record, key: '0-1' }, '2026-11-26T10:00:00.000Z'));
    stop = startLearnerSync(store, DEMO_LEARNER_ID);
    await settle();
    server.resetHandlers();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(serverIds()).toEqual(['lesson:0-1']);
  });

  it('sends a change made here shortly after it, and nothing when nothing changed', async () => {
    startFakeClock();
    stop = startLearnerSync(store, DEMO_LEARNER_ID);
    await settle();
    const idle = requests;
    store.dispatch(noteAdded({ courseId: record, key: '0-0', seconds: 1, text: 'x' }));
    jest.advanceTimersByTime(SYNC_DELAY_MS - 1);
    await settle();
    expect(serverIds()).toEqual([]);
    jest.advanceTimersByTime(1);
    await settle();
    expect(serverIds()).toEqual([expect.stringMatching(/^note:/)]);
    const note = selectVideoProgress(store.getState()).notes[record]?.[0];
    store.dispatch(noteDeleted({ courseId: record, id: note?.id ?? '' }));
    jest.advanceTimersByTime(SYNC_DELAY_MS);
    await settle();
    expect(serverIds()).toEqual([expect.stringMatching(/^note:.* \(deleted\)$/)]);
    const after = requests;
    jest.advanceTimersByTime(RETRY_FIRST_MS * 10);
    await settle();
    expect(requests).toBe(after);
    expect(after).toBeGreaterThan(idle);
  });

  it('loses neither side: each record keeps its later write, here and in the account', async () => {
    putLearnerRecord(DEMO_LEARNER_ID, {
      kind: 'note',
      courseId: OWNED_COURSE_ID,
      id: 'phone-note',
      updatedAt: '2026-11-26T09:00:00.000Z',
      data: { lesson: '0-0', seconds: 3, text: 'From the phone', createdAt: '2026-11-26T09:00:00.000Z' },
    });
    putLearnerRecord(DEMO_LEARNER_ID, {
      kind: 'resume',
      courseId: OWNED_COURSE_ID,
      id: 'last',
      updatedAt: '2030-01-01T00:00:00.000Z',
      data: { lesson: '1-0' },
    });
    store.dispatch(videoCompleted({ courseId: record, key: '0-0' }, '2026-11-26T10:00:00.000Z'));
    store.dispatch(noteAdded({ courseId: record, key: '0-1', seconds: 7, text: 'From the laptop' }));
    stop = startLearnerSync(store, DEMO_LEARNER_ID);

    await waitFor(() => expect(serverIds()).toHaveLength(4));
    const progress = selectVideoProgress(store.getState());
    expect(progress.notes[record]?.map(({ text }) => text).sort()).toEqual(['From the laptop', 'From the phone']);
    expect(progress.byCourse[record]?.lastVideo).toBe('1-0');
    expect(progress.byCourse[record]?.completed).toEqual({ '0-0': true });
  });

  it("ends every side on a chapter quiz's highest score, even when a lower one was written later elsewhere", async () => {
    const quiz = (id: string, best: number, updatedAt: string) => ({
      kind: 'quiz' as const,
      courseId: OWNED_COURSE_ID,
      id,
      updatedAt,
      data: { best },
    });
    // The phone, which had not heard of this browser's 90, scored 60 in chapter 1 later, and 80 in chapter 2.
    putLearnerRecord(DEMO_LEARNER_ID, quiz('0', 60, '2026-11-26T12:00:00.000Z'));
    putLearnerRecord(DEMO_LEARNER_ID, quiz('1', 80, '2026-11-26T12:00:00.000Z'));
    store.dispatch(quizScored({ courseId: record, chapter: 0, percent: 90 }, '2026-11-26T10:00:00.000Z'));
    stop = startLearnerSync(store, DEMO_LEARNER_ID);

    const best = (id: string) =>
      [...db.learnerRecords.values()].find(({ record: r }) => r.kind === 'quiz' && r.id === id)?.record.data?.best;
    await waitFor(() => expect(best('0')).toBe(90));
    expect(best('1')).toBe(80);
    expect(selectVideoProgress(store.getState()).byCourse[record]?.quizBest).toEqual({ '0': 90, '1': 80 });
  });

  it('keeps here a record the account refuses, without holding back the others or offering it again', async () => {
    const unowned = progressKey(DEMO_LEARNER_ID, UNOWNED_COURSE_ID);
    store.dispatch(videoCompleted({ courseId: unowned, key: '0-0' }, '2026-11-26T10:00:00.000Z'));
    store.dispatch(videoCompleted({ courseId: record, key: '0-0' }, '2026-11-26T10:00:00.000Z'));
    stop = startLearnerSync(store, DEMO_LEARNER_ID);
    await waitFor(() => expect(serverIds()).toEqual(['lesson:0-0']));
    expect(selectVideoProgress(store.getState()).byCourse[unowned]?.completed).toEqual({ '0-0': true });
    await waitFor(() => expect(selectVideoProgress(store.getState()).synced[unowned]).toBeDefined());
    stop();
    const before = requests;
    stop = startLearnerSync(store, DEMO_LEARNER_ID);
    // One read of the account's changes, and nothing to send.
    await waitFor(() => expect(requests).toBe(before + 1));
  });
});
