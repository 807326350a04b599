/**
 * The learner's records between this browser and their account, through the demo API: a record the
 * account refuses holds back no other, and is kept here with the account's reason.
 */
import { waitFor } from '@testing-library/react';
import { restoredTestStore } from '@/test/persistence';
import { logInDemoLearner } from '@/test/render';
import { learnerEpoch } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { LEARNER_DATA_ERRORS } from '@mocks/handlers/learnerData';
import { DEMO_LEARNER_ID, UNOWNED_COURSE_ID } from '@mocks/seed';
import { recordsWritten, refusalsRetried, selectLearnerData } from './learnerDataSlice';
import { selectCourseRecords, selectRefusedRecords } from './selectors';
import { startLearnerSync } from './sync';
import { lesson, note, requests, serverIds, store, write } from './sync.testSetup';

/** The sync a test started; each file stops its own after each test. */
let stop: () => void = () => undefined;
afterEach(() => {
  stop();
});

describe('the learner-data sync', () => {
  it('keeps here a record the account refuses, with its answer, holding back no other and not offering it again', async () => {
    write(lesson('0-0', '2026-11-26T10:00:00.000Z', UNOWNED_COURSE_ID), lesson('0-0', '2026-11-26T10:00:00.000Z'));
    stop = startLearnerSync(store, DEMO_LEARNER_ID);
    await waitFor(() => expect(serverIds()).toEqual(['lesson:0-0']));
    expect(selectCourseRecords(store.getState())[UNOWNED_COURSE_ID]?.completed).toEqual({ '0-0': true });
    await waitFor(() =>
      expect(selectRefusedRecords(store.getState())).toEqual([
        expect.objectContaining({
          record: lesson('0-0', '2026-11-26T10:00:00.000Z', UNOWNED_COURSE_ID),
          error: { kind: 'http', status: 403, serverMessage: LEARNER_DATA_ERRORS.notOwned },
        }),
      ]),
    );
    stop();
    const before = requests;
    stop = startLearnerSync(store, DEMO_LEARNER_ID);
    // One read of the account's changes, and nothing to send.
    await waitFor(() => expect(requests).toBe(before + 1));
  });

  it("keeps the account's reason for a record timed more than a day ahead of its clock", async () => {
    write(note('n-1', 'From a wrong clock', new Date(Date.now() + 25 * 60 * 60 * 1000).toISOString()));
    stop = startLearnerSync(store, DEMO_LEARNER_ID);
    await waitFor(() =>
      expect(selectRefusedRecords(store.getState()).map(({ error }) => error)).toEqual([
        { kind: 'http', status: 400, serverMessage: LEARNER_DATA_ERRORS.clockAhead },
      ]),
    );
    expect(serverIds()).toEqual([]);
  });

  it('remembers through a reload what the account refused, and which store of the account it heard from', async () => {
    const first = await restoredTestStore();
    await logInDemoLearner(first.store);
    first.store.dispatch(
      recordsWritten({
        owner: DEMO_LEARNER_ID,
        records: [lesson('0-0', '2026-11-26T10:00:00.000Z', UNOWNED_COURSE_ID)],
      }),
    );
    stop = startLearnerSync(first.store, DEMO_LEARNER_ID);
    await waitFor(() => expect(selectRefusedRecords(first.store.getState())).toHaveLength(1));
    stop();
    await first.persistor.flush();

    const { store: reloaded } = await restoredTestStore();
    await logInDemoLearner(reloaded);
    expect(selectRefusedRecords(reloaded.getState())).toEqual(selectRefusedRecords(first.store.getState()));
    expect(selectLearnerData(reloaded.getState()).epochs[DEMO_LEARNER_ID]).toBe(learnerEpoch());
  });

  it('offers a refused record again when the learner asks, and a later version of it by itself', async () => {
    withFault('put', '/learner-data/:userId', 'forbidden', { once: true });
    write(note('first', 'x'));
    stop = startLearnerSync(store, DEMO_LEARNER_ID);
    const [refused] = await waitFor(() => {
      const all = selectRefusedRecords(store.getState());
      expect(all).toHaveLength(1);
      return all;
    });
    store.dispatch(refusalsRetried({ owner: DEMO_LEARNER_ID, keys: [refused?.key ?? ''] }));
    await waitFor(() => expect(serverIds()).toEqual(['note:first']));
    expect(selectRefusedRecords(store.getState())).toEqual([]);

    withFault('put', '/learner-data/:userId', 'forbidden', { once: true });
    write(note('second', 'x'));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(selectRefusedRecords(store.getState())).toHaveLength(1));
    write(note('second', 'changed', new Date(Date.now() + 1000).toISOString()));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(serverIds()).toEqual(['note:first', 'note:second']));
  });
});
