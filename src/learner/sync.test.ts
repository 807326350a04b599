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
import { logInDemoLearner, startFakeClock } from '@/test/render';
import { db, putLearnerRecord } from '@mocks/db';
import { withFault } from '@mocks/faults';
import { server } from '@mocks/node';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID, UNOWNED_COURSE_ID } from '@mocks/seed';
import { recordsWritten, selectLearnerData } from './learnerDataSlice';
import { selectCourseRecords, selectDays, selectJournal, selectNotes, selectReviewCards } from './selectors';
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

  it('keeps here a record the account refuses, without holding back the others or offering it again', async () => {
    write(lesson('0-0', '2026-11-26T10:00:00.000Z', UNOWNED_COURSE_ID), lesson('0-0', '2026-11-26T10:00:00.000Z'));
    stop = startLearnerSync(store, DEMO_LEARNER_ID);
    await waitFor(() => expect(serverIds()).toEqual(['lesson:0-0']));
    expect(selectCourseRecords(store.getState())[UNOWNED_COURSE_ID]?.completed).toEqual({ '0-0': true });
    await waitFor(() =>
      expect(
        selectLearnerData(store.getState()).synced[DEMO_LEARNER_ID]?.[`lesson|${UNOWNED_COURSE_ID}|0-0`],
      ).toBeDefined(),
    );
    stop();
    const before = requests;
    stop = startLearnerSync(store, DEMO_LEARNER_ID);
    // One read of the account's changes, and nothing to send.
    await waitFor(() => expect(requests).toBe(before + 1));
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
