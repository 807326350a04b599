/**
 * The learner's records between this browser and their account, through the demo API: what is
 * changed offline waits and goes when the account answers again, a change goes shortly after it is
 * made, and an account that lost what it was sent gets it again.
 */
import { waitFor } from '@testing-library/react';
import { logInDemoLearner, startFakeClock } from '@/test/render';
import { db, learnerEpoch, learnerRecordKey, resetDb } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID } from '@mocks/seed';
import { cursorSaved, selectLearnerData } from './learnerDataSlice';
import { RETRY_FIRST_MS, SYNC_DELAY_MS, startLearnerSync } from './sync';
import { lesson, note, requests, serverIds, store, write } from './sync.testSetup';

/** Lets the demo API's answers and the sync's awaits settle without moving the clock. */
const settle = async () => {
  for (let i = 0; i < 30; i += 1) await jest.advanceTimersByTimeAsync(0);
};

/** The sync a test started; each file stops its own after each test. */
let stop: () => void = () => undefined;
afterEach(() => {
  stop();
});

describe('the learner-data sync', () => {
  it('keeps offline edits and sends them once the account answers, waiting longer after each failure', async () => {
    startFakeClock();
    withFault('all', '/learner-data/:userId', 'network');
    write(lesson('0-0', '2026-11-26T10:00:00.000Z'));
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
    write(note('offline-1', 'Offline note'));
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
    write(lesson('0-1', '2026-11-26T10:00:00.000Z'));
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
    write(note('n-1', 'x'));
    jest.advanceTimersByTime(SYNC_DELAY_MS - 1);
    await settle();
    expect(serverIds()).toEqual([]);
    jest.advanceTimersByTime(1);
    await settle();
    expect(serverIds()).toEqual([expect.stringMatching(/^note:/)]);
    write({ ...note('n-1', 'x'), data: undefined, deleted: true, updatedAt: new Date(Date.now() + 1).toISOString() });
    jest.advanceTimersByTime(SYNC_DELAY_MS);
    await settle();
    expect(serverIds()).toEqual([expect.stringMatching(/^note:.* \(deleted\)$/)]);
    const after = requests;
    jest.advanceTimersByTime(RETRY_FIRST_MS * 10);
    await settle();
    expect(requests).toBe(after);
    expect(after).toBeGreaterThan(idle);
  });

  it('sends everything again to an account whose store started empty since', async () => {
    write(lesson('0-0', '2026-11-26T10:00:00.000Z'), note('n-1', 'kept here'));
    stop = startLearnerSync(store, DEMO_LEARNER_ID);
    await waitFor(() => expect(serverIds()).toHaveLength(2));
    await waitFor(() => expect(selectLearnerData(store.getState()).epochs[DEMO_LEARNER_ID]).toBe(learnerEpoch()));
    stop();
    // The demo API restarts: its store is empty and its sessions are gone.
    resetDb();
    await logInDemoLearner(store);
    stop = startLearnerSync(store, DEMO_LEARNER_ID);
    await waitFor(() => expect(serverIds()).toEqual(['lesson:0-0', 'note:n-1']));
    expect(selectLearnerData(store.getState()).epochs[DEMO_LEARNER_ID]).toBe(learnerEpoch());
  });

  it('reads the account whole and sends what it lacks when its cursor is behind the one saved', async () => {
    write(lesson('0-0', '2026-11-26T10:00:00.000Z'), note('n-1', 'kept here'));
    stop = startLearnerSync(store, DEMO_LEARNER_ID);
    await waitFor(() => expect(serverIds()).toHaveLength(2));
    stop();
    // The account lost a change, and counts fewer than this browser saw.
    db.learnerRecords.delete(learnerRecordKey(DEMO_LEARNER_ID, { kind: 'note', courseId: OWNED_COURSE_ID, id: 'n-1' }));
    store.dispatch(cursorSaved({ owner: DEMO_LEARNER_ID, cursor: 1000, epoch: learnerEpoch() }));
    stop = startLearnerSync(store, DEMO_LEARNER_ID);
    await waitFor(() => expect(serverIds()).toEqual(['lesson:0-0', 'note:n-1']));
  });
});
