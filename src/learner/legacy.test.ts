/**
 * Stored values of the three places the site kept a learner's data in before it had one home,
 * each as a browser holds it today: after the next page load, every one of them is a record, and
 * nothing is lost.
 */
import { waitFor } from '@testing-library/react';
import type { LearnerRecord } from '@/store/models';
import { FSRS_STATE } from '@/test/learnerRecords';
import { restoredTestStore } from '@/test/persistence';
import { LEARNER_DATA_STORAGE_KEY, selectLearnerData } from './learnerDataSlice';
import { LEGACY_STORAGE_KEYS } from './legacy';

const LEARNER = '66c0c0de00000000000000a1';
const COURSE = '66c0c0de0000000000000001';

/** How redux-persist stores a slice: every field as JSON of its own. */
const persistedValue = (value: Record<string, unknown>, version: number) =>
  JSON.stringify({
    ...Object.fromEntries(Object.entries(value).map(([key, field]) => [key, JSON.stringify(field)])),
    _persist: JSON.stringify({ version, rehydrated: true }),
  });

/** Every record the store holds for an owner, as `kind|course|id` → record. */
async function loadedRecords(owner = LEARNER): Promise<Record<string, LearnerRecord>> {
  const { store } = await restoredTestStore();
  const tables = selectLearnerData(store.getState()).byOwner[owner] ?? {};
  return Object.fromEntries(Object.values(tables).flatMap((table) => Object.entries(table?.entities ?? {}))) as Record<
    string,
    LearnerRecord
  >;
}

const progressV3 = {
  byCourse: {
    [`${LEARNER}:${COURSE}`]: {
      completed: { '0-0': true, '0-1': true },
      // 0-1 was completed before dates were kept.
      completedAt: { '0-0': '2026-11-20T10:00:00.000Z' },
      positions: { '0-2': 95 },
      lastVideo: '0-2',
      certificateOpenedAt: '2026-11-22T08:00:00.000Z',
      quizBest: { '0': 80 },
    },
  },
  notes: {
    [`${LEARNER}:${COURSE}`]: [
      {
        id: 'm3k2x9-1',
        key: '0-0',
        seconds: 12,
        text: 'Support at 62k',
        createdAt: '2026-11-20T10:05:00.000Z',
        updatedAt: '2026-11-21T09:00:00.000Z',
      },
    ],
  },
  stamps: {
    [`${LEARNER}:${COURSE}`]: {
      'lesson:0-0': '2026-11-20T10:00:00.000Z',
      'position:0-2': '2026-11-21T11:00:00.000Z',
      'resume:last': '2026-11-21T11:00:00.000Z',
      'note:m3k2x9-1': '2026-11-21T09:00:00.000Z',
      // A note deleted here: a time without a value.
      'note:gone-1': '2026-11-21T12:00:00.000Z',
    },
  },
  synced: { [`${LEARNER}:${COURSE}`]: { 'lesson:0-0': '2026-11-20T10:00:00.000Z' } },
  cursors: { [LEARNER]: 42 },
};

const quizV2 = {
  cards: {
    [LEARNER]: {
      [`${COURSE}:q:crypto-1-1`]: {
        id: `${COURSE}:q:crypto-1-1`,
        courseId: COURSE,
        ref: { kind: 'question', questionId: 'crypto-1-1' },
        due: FSRS_STATE.due,
        fsrs: FSRS_STATE,
      },
      [`${COURSE}:t:0:1`]: {
        id: `${COURSE}:t:0:1`,
        courseId: COURSE,
        ref: { kind: 'term', chapter: 0, term: 1 },
        due: '2026-11-23T10:00:00.000Z',
        fsrs: null,
      },
    },
  },
  activity: { [LEARNER]: { '2026-11-20': 6, '2026-11-21': 3 } },
  weeklyGoal: { [LEARNER]: 50 },
  legacyScores: { [`${LEARNER}:${COURSE}`]: { '0': 70, '1': 90 } },
};

const trade = {
  id: 'lxk2-0-ab12cd',
  setId: 'bitcoin-risk-per-trade',
  instrument: 'Bitcoin (BTC/INR)',
  side: 'buy',
  entry: 4_135_846,
  exit: 4_300_000,
  stop: 3_890_000,
  target: 4_300_000,
  quantity: 0.004,
  reason: 'target',
  bothTouched: false,
  gross: 656.62,
  charges: 41.2,
  net: 615.42,
  r: 0.63,
  closedAt: '2026-11-21T14:00:00.000Z',
  setup: 'Breakout',
  note: '',
  feeling: 'calm',
};

describe('stored learner data from before it had one home', () => {
  it('turns progress, notes, their times and the sync cursor (progress version 3) into records', async () => {
    localStorage.setItem(LEGACY_STORAGE_KEYS.progress, persistedValue(progressV3, 3));
    const records = await loadedRecords();
    expect(records[`lesson|${COURSE}|0-0`]).toMatchObject({ data: { completedAt: '2026-11-20T10:00:00.000Z' } });
    // Undated: the day its certificate was first opened, as the certificate showed.
    expect(records[`lesson|${COURSE}|0-1`]).toMatchObject({ data: { completedAt: '2026-11-22T08:00:00.000Z' } });
    expect(records[`position|${COURSE}|0-2`]).toMatchObject({
      updatedAt: '2026-11-21T11:00:00.000Z',
      data: { seconds: 95 },
    });
    expect(records[`resume|${COURSE}|last`]).toMatchObject({ data: { lesson: '0-2' } });
    expect(records[`quiz|${COURSE}|0`]).toMatchObject({ data: { best: 80 } });
    expect(records[`note|${COURSE}|m3k2x9-1`]).toEqual({
      kind: 'note',
      courseId: COURSE,
      id: 'm3k2x9-1',
      updatedAt: '2026-11-21T09:00:00.000Z',
      data: { lesson: '0-0', seconds: 12, text: 'Support at 62k', createdAt: '2026-11-20T10:05:00.000Z' },
    });
    expect(records[`note|${COURSE}|gone-1`]).toMatchObject({ deleted: true, updatedAt: '2026-11-21T12:00:00.000Z' });
    const { store } = await restoredTestStore();
    expect(selectLearnerData(store.getState()).cursors[LEARNER]).toBe(42);
    expect(selectLearnerData(store.getState()).synced[LEARNER]).toEqual({
      [`lesson|${COURSE}|0-0`]: '2026-11-20T10:00:00.000Z',
    });
  });

  it('reads progress of version 1, from before dates and notes were kept', async () => {
    const v1 = {
      byCourse: { [`${LEARNER}:${COURSE}`]: { completed: { '0-0': true }, positions: {}, lastVideo: null } },
    };
    localStorage.setItem(LEGACY_STORAGE_KEYS.progress, persistedValue(v1, 1));
    const records = await loadedRecords();
    expect(Object.keys(records)).toEqual([`lesson|${COURSE}|0-0`]);
    expect(Date.parse(String(records[`lesson|${COURSE}|0-0`]?.data?.completedAt))).not.toBeNaN();
  });

  it('turns review cards, the days of activity, the weekly goal and scores kept apart (quiz version 2) into records', async () => {
    localStorage.setItem(LEGACY_STORAGE_KEYS.progress, persistedValue(progressV3, 3));
    localStorage.setItem(LEGACY_STORAGE_KEYS.quiz, persistedValue(quizV2, 2));
    const records = await loadedRecords();
    expect(records[`card|${COURSE}|q:crypto-1-1`]).toMatchObject({ data: { due: FSRS_STATE.due, fsrs: FSRS_STATE } });
    expect(records[`card|${COURSE}|t:0:1`]).toMatchObject({ data: { due: '2026-11-23T10:00:00.000Z', fsrs: null } });
    expect(records['day|-|2026-11-20']).toMatchObject({ data: { count: 6 } });
    expect(records['day|-|2026-11-21']).toMatchObject({ data: { count: 3 } });
    expect(records['settings|-|review']).toMatchObject({ data: { weeklyGoal: 50 } });
    // Each chapter keeps the higher of the two places' scores.
    expect(records[`quiz|${COURSE}|0`]).toMatchObject({ data: { best: 80 } });
    expect(records[`quiz|${COURSE}|1`]).toMatchObject({ data: { best: 90 } });
  });

  it("reads the quiz's version 1, whose scores were its results", async () => {
    const v1 = {
      results: { [`${LEARNER}:${COURSE}`]: { best: { '2': 75 } } },
      cards: {},
      activity: {},
      weeklyGoal: {},
    };
    localStorage.setItem(LEGACY_STORAGE_KEYS.quiz, persistedValue(v1, 1));
    const records = await loadedRecords();
    expect(records[`quiz|${COURSE}|2`]).toMatchObject({ data: { best: 75 } });
  });

  it("turns the lab's journal and settings, a learner's and the guest's, into records", async () => {
    localStorage.setItem(`tradeschool.lab.v1.journal.learner-${LEARNER}`, JSON.stringify([trade]));
    localStorage.setItem(
      `tradeschool.lab.v1.settings.learner-${LEARNER}`,
      JSON.stringify({ capital: 250_000, riskPercent: 0.5 }),
    );
    localStorage.setItem('tradeschool.lab.v1.journal.guest', JSON.stringify([{ ...trade, id: 'guest-trade' }]));
    const records = await loadedRecords();
    const { id, ...data } = trade;
    expect(records[`trade|-|${id}`]).toEqual({ kind: 'trade', courseId: '-', id, updatedAt: trade.closedAt, data });
    expect(records['settings|-|lab']).toMatchObject({ data: { capital: 250_000, riskPercent: 0.5 } });
    expect(Object.keys(await loadedRecords('guest'))).toEqual(['trade|-|guest-trade']);
  });

  it('keeps what it can read of a value, and counts what it cannot', async () => {
    localStorage.setItem(
      `tradeschool.lab.v1.journal.learner-${LEARNER}`,
      JSON.stringify([trade, { ...trade, id: 'x', r: 'big' }]),
    );
    const { store } = await restoredTestStore();
    expect(Object.keys(selectLearnerData(store.getState()).byOwner[LEARNER]?.trade?.entities ?? {})).toEqual([
      `trade|-|${trade.id}`,
    ]);
    expect(selectLearnerData(store.getState()).unreadable).toBe(1);
  });

  it('stores the records in their one home and then removes the old places, so they are read once', async () => {
    localStorage.setItem(LEGACY_STORAGE_KEYS.progress, persistedValue(progressV3, 3));
    localStorage.setItem(LEGACY_STORAGE_KEYS.quiz, persistedValue(quizV2, 2));
    localStorage.setItem(`tradeschool.lab.v1.journal.learner-${LEARNER}`, JSON.stringify([trade]));
    await loadedRecords();
    await waitFor(() => expect(localStorage.getItem(LEARNER_DATA_STORAGE_KEY)).not.toBeNull());
    await waitFor(() => expect(localStorage.getItem(LEGACY_STORAGE_KEYS.progress)).toBeNull());
    expect(localStorage.getItem(LEGACY_STORAGE_KEYS.quiz)).toBeNull();
    expect(localStorage.getItem(`tradeschool.lab.v1.journal.learner-${LEARNER}`)).toBeNull();
    // The next page load reads the one home and finds everything there.
    const records = await loadedRecords();
    expect(records[`note|${COURSE}|m3k2x9-1`]?.data?.text).toBe('Support at 62k');
    expect(records[`trade|-|${trade.id}`]?.data?.net).toBe(615.42);
    expect(records[`card|${COURSE}|q:crypto-1-1`]).toBeDefined();
  });
});
