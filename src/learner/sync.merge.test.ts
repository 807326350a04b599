/**
 * The learner's records between this browser and their account, through the demo API: nothing is
 * lost on either side, and each kind's rule settles two versions on both sides alike.
 */
import { waitFor } from '@testing-library/react';
import { makeStore, type AppStore } from '@/store/store';
import { FSRS_STATE, VALID_RECORDS } from '@/test/learnerRecords';
import { logInDemoLearner } from '@/test/render';
import { db, learnerRecordKey, putLearnerRecord, setClock } from '@mocks/db';
import { DEMO_LEARNER_ID, OWNED_COURSE_ID } from '@mocks/seed';
import { recordsWritten, selectLearnerData, unsyncedRecords } from './learnerDataSlice';
import { selectCourseRecords, selectDays, selectJournal, selectNotes, selectReviewCards } from './selectors';
import { startLearnerSync } from './sync';
import { lesson, note, serverIds, store, write } from './sync.testSetup';
import { writeRecords } from './writeRecords';

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

afterEach(() => {
  stop();
  stops.splice(0).forEach((stopIt) => stopIt());
});

describe('the learner-data sync', () => {
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
