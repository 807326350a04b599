/** @jest-environment node */
import type { LearnerRecord } from '@/store/models';
import { makeStore } from '@/store/store';
import { recordsWritten, selectLearnerData, unsyncedRecords } from './learnerDataSlice';
import { recordsMerged } from './merge';
import { repairStoredLearnerData } from './repair';
import { recordKey } from './rules';
import { selectCourseRecords, selectJournal, selectNotes } from './selectors';
import { EXPORT_FORMAT, learnerExport, newerCount, parseLearnerExport } from './transfer';

/** A visitor's records: the store's learner is the guest, whom the selectors read with no one signed in. */
const owner = 'guest';
const course = 'c1';
type Store = ReturnType<typeof makeStore>;

const lesson = (id: string, at: string): LearnerRecord => ({
  kind: 'lesson',
  courseId: course,
  id,
  updatedAt: at,
  data: { completedAt: at },
});
const note = (id: string, text: string, at: string): LearnerRecord => ({
  kind: 'note',
  courseId: course,
  id,
  updatedAt: at,
  data: { lesson: '0-0', seconds: 4, text, createdAt: at },
});
const quiz = (best: number, updatedAt: string): LearnerRecord => ({
  kind: 'quiz',
  courseId: course,
  id: '1',
  updatedAt,
  data: { best },
});

const file = (records: unknown[]) => JSON.stringify({ format: EXPORT_FORMAT, version: 1, records });

function storeWith(records: LearnerRecord[], who = owner) {
  const store = makeStore();
  store.dispatch(recordsWritten({ owner: who, records }));
  return store;
}

const data = (store: Store) => selectLearnerData(store.getState());
const notes = (store: Store) => (selectNotes(store.getState())[course] ?? []).map(({ text }) => text);
const merge = (store: Store, records: LearnerRecord[], fromAccount = false) =>
  store.dispatch(recordsMerged({ owner, records, fromAccount }));

describe('export and import of the learner’s records', () => {
  it('exports every record of the learner, deletions included, and none of another learner', () => {
    const gone = { kind: 'note', courseId: course, id: 'n1', updatedAt: '2026-11-02T10:00:00.000Z', deleted: true };
    const store = storeWith([lesson('0-0', '2026-11-01T10:00:00.000Z'), gone as LearnerRecord]);
    store.dispatch(recordsWritten({ owner: 'u2', records: [lesson('0-1', '2026-11-01T10:00:00.000Z')] }));
    expect(learnerExport(data(store), owner, new Date('2026-11-03T00:00:00.000Z'))).toEqual({
      format: EXPORT_FORMAT,
      version: 1,
      exportedAt: '2026-11-03T00:00:00.000Z',
      records: [lesson('0-0', '2026-11-01T10:00:00.000Z'), gone],
    });
    expect(learnerExport(data(store), 'nobody').records).toEqual([]);
  });

  it('reads its own export back, record for record', () => {
    const records = [lesson('0-0', '2026-11-01T10:00:00.000Z'), note('n1', 'First', '2026-11-01T11:00:00.000Z')];
    const store = storeWith(records);
    expect(parseLearnerExport(JSON.stringify(learnerExport(data(store), owner)))).toEqual({ records, dropped: 0 });
  });

  it('imports a file merging per record: older versions change nothing, newer ones win', () => {
    const store = storeWith([
      lesson('0-0', '2026-11-01T10:00:00.000Z'),
      note('n1', 'First', '2026-11-01T11:00:00.000Z'),
    ]);
    const older = parseLearnerExport(JSON.stringify(learnerExport(data(store), owner)));
    if (!older) throw new Error('the export did not read back');
    // Edited since the export.
    const edited = { ...note('n1', 'Edited', '2026-11-01T11:00:00.000Z'), updatedAt: '2026-11-20T00:00:00.000Z' };
    store.dispatch(recordsWritten({ owner, records: [edited] }));
    expect(newerCount(data(store), owner, older.records)).toBe(0);
    merge(store, older.records);
    expect(notes(store)).toEqual(['Edited']);
    expect(selectCourseRecords(store.getState())[course]?.completed).toEqual({ '0-0': true });

    // A newer record of another device is taken.
    const newer = note('phone', 'From the phone', '2026-11-01T12:00:00.000Z');
    expect(newerCount(data(store), owner, [newer])).toBe(1);
    merge(store, [newer]);
    expect(notes(store)).toEqual(['From the phone', 'Edited']);

    // So is a later deletion.
    const deleted = { kind: 'note', courseId: course, id: 'n1', updatedAt: '2026-11-21T00:00:00.000Z', deleted: true };
    expect(newerCount(data(store), owner, [deleted as LearnerRecord])).toBe(1);
    merge(store, [deleted as LearnerRecord]);
    expect(notes(store)).toEqual(['From the phone']);
  });

  it('counts as new a record the browser lacks, and not one it holds as it is', () => {
    const here = note('n1', 'Here', '2026-11-01T10:00:00.000Z');
    const store = storeWith([here]);
    expect(newerCount(data(store), owner, [here, note('n2', 'New', '2026-10-01T10:00:00.000Z')])).toBe(1);
    // For another learner of the browser, everything is new.
    expect(newerCount(data(store), 'u2', [here])).toBe(1);
  });

  it('keeps a trade’s result as it closed and takes the later words about it', () => {
    const closedAt = '2026-11-01T10:00:00.000Z';
    const trade = (updatedAt: string, net: number, words: string): LearnerRecord => ({
      kind: 'trade',
      courseId: '-',
      id: 't1',
      updatedAt,
      data: {
        setId: 'set-1',
        instrument: 'NIFTY 50',
        side: 'buy',
        entry: 100,
        exit: 110,
        stop: 95,
        target: 110,
        quantity: 1,
        reason: 'target',
        bothTouched: false,
        gross: 10,
        charges: 1,
        net,
        r: 2,
        closedAt,
        setup: words,
        note: words,
        feeling: 'calm',
      },
    });
    const store = storeWith([trade(closedAt, 9, 'Breakout')]);
    merge(store, [trade('2026-11-05T10:00:00.000Z', 500, 'Pullback')]);
    expect(selectJournal(store.getState())).toEqual([
      expect.objectContaining({ id: 't1', net: 9, setup: 'Pullback', note: 'Pullback' }),
    ]);
  });

  it('drops the records of a file it cannot read, keeping the rest, and refuses what is not an export', () => {
    const good = lesson('0-0', '2026-11-01T10:00:00.000Z');
    const bad = { ...good, kind: 'note', data: { lesson: '0-0', seconds: '12', text: 'x', createdAt: good.updatedAt } };
    const unknownKind = { ...good, kind: 'grades' };
    // Timed days ahead of any clock: no device made it.
    const future = { ...good, id: '0-1', updatedAt: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString() };
    expect(parseLearnerExport(file([good, bad, unknownKind, future, 'text', null]))).toEqual({
      records: [good],
      dropped: 5,
    });
    expect(parseLearnerExport('{not json')).toBeNull();
    expect(parseLearnerExport(JSON.stringify({ records: [good] }))).toBeNull();
    expect(parseLearnerExport(JSON.stringify({ format: EXPORT_FORMAT, records: 'all' }))).toBeNull();
    expect(parseLearnerExport('[]')).toBeNull();
  });

  it('reads a record as the contract has it: times in UTC, and no field the contract does not name', () => {
    const parsed = parseLearnerExport(
      file([
        {
          ...lesson('0-0', '2026-11-01T10:00:00.000Z'),
          updatedAt: '2026-11-01T15:30:00+05:30',
          data: { completedAt: '2026-11-01T10:00:00.000Z', by: 'someone' },
          extra: true,
        },
      ]),
    );
    expect(parsed).toEqual({ records: [lesson('0-0', '2026-11-01T10:00:00.000Z')], dropped: 0 });
  });
});

describe('a chapter quiz’s best score as a record', () => {
  const best = (store: Store) => selectCourseRecords(store.getState())[course]?.quizBest;
  const unsynced = (store: Store) => unsyncedRecords(data(store), owner);

  it('takes a higher best from the account, and keeps its own higher one over a later lower one, to send it back', () => {
    const store = storeWith([quiz(80, '2026-11-01T10:00:00.000Z')]);
    merge(store, [quiz(95, '2026-11-02T10:00:00.000Z')], true);
    expect(best(store)).toEqual({ '1': 95 });
    expect(unsynced(store)).toEqual([]);

    // A device that had not heard of the 95 wrote a 70 later: the 95 stays, and goes back to the account.
    merge(store, [quiz(70, '2026-11-03T10:00:00.000Z')], true);
    expect(best(store)).toEqual({ '1': 95 });
    expect(unsynced(store)).toEqual([quiz(95, '2026-11-02T10:00:00.000Z')]);

    // A higher one made before either, on a device only now heard from: taken, and nothing to send.
    merge(store, [quiz(99, '2026-10-01T10:00:00.000Z')], true);
    expect(best(store)).toEqual({ '1': 99 });
    expect(unsynced(store)).toEqual([]);
  });

  it("sends back its own higher best over the account's of the same time, timed just after it", () => {
    const store = storeWith([quiz(90, '2026-11-01T10:00:00.000Z')]);
    merge(store, [quiz(60, '2026-11-01T10:00:00.000Z')], true);
    expect(best(store)).toEqual({ '1': 90 });
    expect(unsynced(store)).toEqual([quiz(90, '2026-11-01T10:00:00.001Z')]);
  });

  it('counts, on import, only a higher score as new, whenever it was made', () => {
    const store = storeWith([quiz(80, '2026-11-01T10:00:00.000Z')]);
    expect(newerCount(data(store), owner, [quiz(70, '2026-12-01T10:00:00.000Z')])).toBe(0);
    expect(newerCount(data(store), owner, [quiz(85, '2026-10-01T10:00:00.000Z')])).toBe(1);
    merge(store, [quiz(70, '2026-12-01T10:00:00.000Z')]);
    expect(best(store)).toEqual({ '1': 80 });
  });

  it('sends the account an imported score higher than the later one it holds', () => {
    const store = makeStore();
    merge(store, [quiz(60, '2026-11-05T10:00:00.000Z')], true);
    // A file from a browser that kept its scores to itself: higher, and made before.
    merge(store, [quiz(90, '2026-11-01T10:00:00.000Z')]);
    expect(best(store)).toEqual({ '1': 90 });
    expect(unsynced(store)).toEqual([quiz(90, '2026-11-01T10:00:00.000Z')]);
  });

  it('stored, a score that is no score is left out alone, and said', () => {
    const scores = [quiz(100, '2026-11-01T10:00:00.000Z'), { ...quiz(90, '2026-11-01T10:00:00.000Z'), id: '2' }];
    const bad = [
      { ...quiz(90, '2026-11-01T10:00:00.000Z'), id: '3', data: { best: '90' } },
      { ...quiz(80, '2026-11-01T10:00:00.000Z'), id: 'first' },
    ];
    const all = [...scores, ...bad];
    const repaired = repairStoredLearnerData({
      byOwner: {
        [owner]: {
          quiz: { ids: all.map(recordKey), entities: Object.fromEntries(all.map((r) => [recordKey(r), r])) },
        },
      },
    });
    expect(repaired.byOwner).toEqual({
      [owner]: {
        quiz: { ids: scores.map(recordKey), entities: Object.fromEntries(scores.map((r) => [recordKey(r), r])) },
      },
    });
    expect(repaired.unreadable).toBe(2);
  });

  it('reads back from an export file, and a score that is no score is dropped', () => {
    const good = quiz(100, '2026-11-01T10:00:00.000Z');
    const bad = { ...good, id: '0', data: { best: 101 } };
    const undeletable = { kind: 'quiz', courseId: course, id: '2', updatedAt: good.updatedAt, deleted: true };
    expect(parseLearnerExport(file([good, bad, undeletable]))).toEqual({ records: [good], dropped: 2 });
  });
});
