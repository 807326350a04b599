/**
 * The learner's records between this browser and their account, through the demo API: what is
 * changed offline waits and goes when the account answers again, nothing is lost on either side,
 * each kind's rule settles two versions on both sides alike, and a record the account refuses
 * holds back no other.
 */
import { waitFor } from '@testing-library/react';
import type { LearnerRecord } from '@/store/models';
import { makeStore, type AppStore } from '@/store/store';
import { FSRS_STATE, VALID_RECORDS } from '@/test/learnerRecords';
import { restoredTestStore } from '@/test/persistence';
import { logInDemoLearner, startFakeClock } from '@/test/render';
import { db, learnerEpoch, learnerRecordKey, putLearnerRecord, resetDb, setClock } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { LEARNER_DATA_ERRORS } from '@mocks/handlers/learnerData';
import { server } from '@mocks/node';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';
import { writeRecords } from './hooks';
import { cursorSaved, recordsWritten, refusalsRetried, selectLearnerData, unsyncedRecords } from './learnerDataSlice';
import {
  selectCourseRecords,
  selectDays,
  selectJournal,
  selectNotes,
  selectRefusedRecords,
  selectReviewCards,
} from './selectors';
import { RETRY_FIRST_MS, SYNC_DELAY_MS, startLearnerSync } from './sync';

/** Records made here, by the demo learner. */
const write = (...records: LearnerRecord[]) => store.dispatch(recordsWritten({ owner: DEMO_LEARNER_ID, records }));
const lesson = (id: string, at: string, courseId = OWNED_COURSE_ID): LearnerRecord => ({
  kind: 'lesson',
  courseId,
  id,
  updatedAt: at,
  data: { completedAt: at },
});
const note = (id: string, text: string, at = new Date().toISOString()): LearnerRecord => ({
  kind: 'note',
  courseId: OWNED_COURSE_ID,
  id,
  updatedAt: at,
  data: { lesson: '0-0', seconds: 5, text, createdAt: at },
});
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
/** The syncs of the tests with two devices. */
const stops: (() => void)[] = [];

/** Two browsers of the demo learner, each signed in. */
async function twoDevices() {
  const laptop = makeStore();
  const phone = makeStore();
  await logInDemoLearner(laptop);
  await logInDemoLearner(phone);
  return { laptop, phone };
}
const serverText = (id: string) =>
  db.learnerRecords.get(learnerRecordKey(DEMO_LEARNER_ID, { kind: 'note', courseId: OWNED_COURSE_ID, id }))?.record.data
    ?.text;
const noteText = (device: AppStore, id: string) =>
  selectNotes(device.getState())[OWNED_COURSE_ID]?.find((found) => found.id === id)?.text;
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
  stops.splice(0).forEach((stopIt) => stopIt());
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
    write(lesson('0-0', '2026-11-26T10:00:00.000Z'), note('laptop-note', 'From the laptop'));
    stop = startLearnerSync(store, DEMO_LEARNER_ID);

    await waitFor(() => expect(serverIds()).toHaveLength(4));
    const notes = selectNotes(store.getState())[OWNED_COURSE_ID] ?? [];
    expect(notes.map(({ text }) => text).sort()).toEqual(['From the laptop', 'From the phone']);
    const progress = selectCourseRecords(store.getState())[OWNED_COURSE_ID];
    expect(progress?.lastLesson).toBe('1-0');
    expect(progress?.completed).toEqual({ '0-0': true });
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
    write(quiz('0', 90, '2026-11-26T10:00:00.000Z'));
    stop = startLearnerSync(store, DEMO_LEARNER_ID);

    const best = (id: string) =>
      [...db.learnerRecords.values()].find(({ record: r }) => r.kind === 'quiz' && r.id === id)?.record.data?.best;
    await waitFor(() => expect(best('0')).toBe(90));
    expect(best('1')).toBe(80);
    await waitFor(() =>
      expect(selectCourseRecords(store.getState())[OWNED_COURSE_ID]?.quizBest).toEqual({ '0': 90, '1': 80 }),
    );
  });

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

  it('ends every device on an edit made after the version of a fast clock reached the account', async () => {
    const { laptop, phone } = await twoDevices();
    const created = note('shared', 'Support at 62k', '2026-11-26T09:00:00.000Z');
    putLearnerRecord(DEMO_LEARNER_ID, created);
    // Both had the note; the phone edits it offline, a minute after the laptop, whose clock is 23 hours
    // fast, sent its own edit.
    phone.dispatch(recordsWritten({ owner: DEMO_LEARNER_ID, records: [created] }));
    laptop.dispatch(
      recordsWritten({
        owner: DEMO_LEARNER_ID,
        records: [note('shared', 'Laptop: support at 61k', new Date(Date.now() + 23 * 60 * 60 * 1000).toISOString())],
      }),
    );
    // The laptop's edit reached the account a minute before the phone's edit.
    setClock(() => Date.now() - 60_000);
    stops.push(startLearnerSync(laptop, DEMO_LEARNER_ID));
    await waitFor(() => expect(serverText('shared')).toBe('Laptop: support at 61k'));
    setClock(() => Date.now());
    phone.dispatch(
      writeRecords([
        [
          { kind: 'note', courseId: OWNED_COURSE_ID, id: 'shared' },
          (held) => ({ ...held?.data, text: 'Phone: support at 63k' }),
        ],
      ]),
    );
    stops.push(startLearnerSync(phone, DEMO_LEARNER_ID));
    await waitFor(() => expect(serverText('shared')).toBe('Phone: support at 63k'));
    expect(noteText(phone, 'shared')).toBe('Phone: support at 63k');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(noteText(laptop, 'shared')).toBe('Phone: support at 63k'));
  });

  it("takes what the account kept as it answers: a lesson completed at the server's time", async () => {
    setClock(() => Date.parse('2026-11-26T10:00:00.000Z'));
    write(lesson('0-0', '1980-01-01T00:00:00.000Z'));
    stop = startLearnerSync(store, DEMO_LEARNER_ID);
    await waitFor(() =>
      expect(selectCourseRecords(store.getState())[OWNED_COURSE_ID]?.completedAt).toEqual({
        '0-0': '2026-11-26T10:00:00.000Z',
      }),
    );
    expect(unsyncedRecords(selectLearnerData(store.getState()), DEMO_LEARNER_ID)).toEqual([]);
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

  it('brings the journal, the review cards and the days reviewed to another device, each by its rule', async () => {
    // The phone: a trade, a card reviewed later than this browser's, a busier day.
    putLearnerRecord(DEMO_LEARNER_ID, { ...VALID_RECORDS.trade, id: 'phone-trade' });
    const reviewedOnPhone = {
      ...VALID_RECORDS.card,
      updatedAt: '2026-05-03T10:00:00.000Z',
      data: {
        due: '2026-05-10T10:00:00.000Z',
        fsrs: { ...FSRS_STATE, reps: 2, last_review: '2026-05-03T10:00:00.000Z' },
      },
    };
    putLearnerRecord(DEMO_LEARNER_ID, reviewedOnPhone);
    putLearnerRecord(DEMO_LEARNER_ID, { ...VALID_RECORDS.day, data: { count: 9 } });
    // This browser: its own trade, an older review of the same card changed later, a quieter day.
    write(
      { ...VALID_RECORDS.trade, id: 'laptop-trade' },
      { ...VALID_RECORDS.card, updatedAt: '2026-05-04T10:00:00.000Z' },
      { ...VALID_RECORDS.day, updatedAt: '2026-05-04T10:00:00.000Z', data: { count: 4 } },
    );
    stop = startLearnerSync(store, DEMO_LEARNER_ID);

    await waitFor(() =>
      expect(
        selectJournal(store.getState())
          .map(({ id }) => id)
          .sort(),
      ).toEqual(['laptop-trade', 'phone-trade']),
    );
    await waitFor(() => expect(serverIds()).toContain('trade:laptop-trade'));
    expect(selectReviewCards(store.getState())).toEqual([
      expect.objectContaining({ due: '2026-05-10T10:00:00.000Z', fsrs: reviewedOnPhone.data.fsrs }),
    ]);
    expect(selectDays(store.getState())).toEqual({ '2026-05-01': 9 });
    const held = (kind: string, id: string) =>
      [...db.learnerRecords.values()].find(({ record: r }) => r.kind === kind && r.id === id)?.record;
    expect(held('card', VALID_RECORDS.card.id)?.data).toEqual(reviewedOnPhone.data);
    expect(held('day', VALID_RECORDS.day.id)?.data).toEqual({ count: 9 });
  });
});
