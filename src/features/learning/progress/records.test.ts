/** @jest-environment node */
import { makeStore } from '@/store/store';
import {
  noteAdded,
  noteDeleted,
  quizScored,
  recordsMerged,
  repairStoredProgress,
  selectVideoProgress,
  videoCompleted,
} from './progressSlice';
import { EXPORT_FORMAT, learnerExport, newerCount, parseLearnerExport, unsyncedRecords } from './records';

const course = 'c1';
const record = `u1:${course}`;

function storeWithNote() {
  const store = makeStore();
  store.dispatch(videoCompleted({ courseId: record, key: '0-0' }, '2026-11-01T10:00:00.000Z'));
  store.dispatch(noteAdded({ courseId: record, key: '0-0', seconds: 4, text: 'First' }));
  return store;
}

describe('export and import of the learner’s records', () => {
  it('exports every record of the learner, deletions included, and none of another learner', () => {
    const store = storeWithNote();
    store.dispatch(videoCompleted({ courseId: `u2:${course}`, key: '0-0' }, '2026-11-01T10:00:00.000Z'));
    const note = selectVideoProgress(store.getState()).notes[record]?.[0];
    store.dispatch(noteDeleted({ courseId: record, id: note?.id ?? '' }, '2026-11-02T10:00:00.000Z'));
    const file = learnerExport(selectVideoProgress(store.getState()), 'u1', new Date('2026-11-03T00:00:00.000Z'));
    expect(file).toEqual({
      format: EXPORT_FORMAT,
      version: 1,
      exportedAt: '2026-11-03T00:00:00.000Z',
      records: [
        {
          kind: 'lesson',
          courseId: course,
          id: '0-0',
          updatedAt: '2026-11-01T10:00:00.000Z',
          data: { completedAt: '2026-11-01T10:00:00.000Z' },
        },
        { kind: 'note', courseId: course, id: note?.id, updatedAt: '2026-11-02T10:00:00.000Z', deleted: true },
      ],
    });
  });

  it('imports a file merging per record: older versions change nothing, newer ones win', () => {
    const store = storeWithNote();
    const older = parseLearnerExport(JSON.stringify(learnerExport(selectVideoProgress(store.getState()), 'u1')));
    if (!older) throw new Error('the export did not read back');
    const note = selectVideoProgress(store.getState()).notes[record]?.[0];
    // Edited since the export.
    store.dispatch({
      type: 'videoProgress/noteEdited',
      payload: { courseId: record, id: note?.id, text: 'Edited', updatedAt: '2099-01-01T00:00:00.000Z' },
    });
    expect(newerCount(selectVideoProgress(store.getState()), 'u1', older.records)).toBe(0);
    store.dispatch(recordsMerged({ learnerId: 'u1', records: older.records, fromAccount: false }));
    expect(selectVideoProgress(store.getState()).notes[record]?.map(({ text }) => text)).toEqual(['Edited']);

    // A newer record of another device is taken.
    const newer = {
      kind: 'note' as const,
      courseId: course,
      id: 'other',
      updatedAt: '2026-12-01T00:00:00.000Z',
      data: { lesson: '0-1', seconds: 9, text: 'From the phone', createdAt: '2026-12-01T00:00:00.000Z' },
    };
    expect(newerCount(selectVideoProgress(store.getState()), 'u1', [newer])).toBe(1);
    store.dispatch(recordsMerged({ learnerId: 'u1', records: [newer], fromAccount: false }));
    expect(selectVideoProgress(store.getState()).notes[record]?.map(({ text }) => text)).toEqual([
      'Edited',
      'From the phone',
    ]);
  });

  it('drops the records of a file it cannot read, keeping the rest, and refuses what is not an export', () => {
    const good = {
      kind: 'lesson',
      courseId: course,
      id: '0-0',
      updatedAt: '2026-11-01T10:00:00.000Z',
      data: { completedAt: '2026-11-01T10:00:00.000Z' },
    };
    const bad = { ...good, kind: 'note', data: { lesson: '0-0', seconds: '12', text: 'x', createdAt: good.updatedAt } };
    expect(parseLearnerExport(JSON.stringify({ format: EXPORT_FORMAT, version: 1, records: [good, bad] }))).toEqual({
      records: [good],
      dropped: 1,
    });
    expect(parseLearnerExport('{not json')).toBeNull();
    expect(parseLearnerExport(JSON.stringify({ records: [good] }))).toBeNull();
  });
});

describe('a chapter quiz’s best score as a record', () => {
  const quiz = (best: number, updatedAt: string) => ({
    kind: 'quiz' as const,
    courseId: course,
    id: '1',
    updatedAt,
    data: { best },
  });
  const progress = (store: ReturnType<typeof makeStore>) => selectVideoProgress(store.getState());

  it('keeps only a score that beats the best, timed when it was made', () => {
    const store = makeStore();
    store.dispatch(quizScored({ courseId: record, chapter: 1, percent: 80 }, '2026-11-01T10:00:00.000Z'));
    store.dispatch(quizScored({ courseId: record, chapter: 1, percent: 60 }, '2026-11-02T10:00:00.000Z'));
    expect(unsyncedRecords(progress(store), 'u1')).toEqual([quiz(80, '2026-11-01T10:00:00.000Z')]);
    store.dispatch(quizScored({ courseId: record, chapter: 1, percent: 90 }, '2026-11-03T10:00:00.000Z'));
    expect(unsyncedRecords(progress(store), 'u1')).toEqual([quiz(90, '2026-11-03T10:00:00.000Z')]);
  });

  it('takes a higher best from the account, and keeps its own higher one over a later lower one, to send it back', () => {
    const store = makeStore();
    store.dispatch(quizScored({ courseId: record, chapter: 1, percent: 80 }, '2026-11-01T10:00:00.000Z'));
    store.dispatch(
      recordsMerged({ learnerId: 'u1', records: [quiz(95, '2026-11-02T10:00:00.000Z')], fromAccount: true }),
    );
    expect(progress(store).byCourse[record]?.quizBest).toEqual({ '1': 95 });
    expect(unsyncedRecords(progress(store), 'u1')).toEqual([]);

    // A device that had not heard of the 95 wrote a 70 later: the 95 stays, and goes back to the account.
    store.dispatch(
      recordsMerged({ learnerId: 'u1', records: [quiz(70, '2026-11-03T10:00:00.000Z')], fromAccount: true }),
    );
    expect(progress(store).byCourse[record]?.quizBest).toEqual({ '1': 95 });
    expect(unsyncedRecords(progress(store), 'u1')).toEqual([quiz(95, '2026-11-03T10:00:00.001Z')]);

    // A higher one made before either, on a device only now heard from: taken, and nothing to send.
    store.dispatch(
      recordsMerged({ learnerId: 'u1', records: [quiz(99, '2026-10-01T10:00:00.000Z')], fromAccount: true }),
    );
    expect(progress(store).byCourse[record]?.quizBest).toEqual({ '1': 99 });
    expect(unsyncedRecords(progress(store), 'u1')).toEqual([]);
  });

  it('counts, on import, only a higher score as new, whenever it was made', () => {
    const store = makeStore();
    store.dispatch(quizScored({ courseId: record, chapter: 1, percent: 80 }, '2026-11-01T10:00:00.000Z'));
    const here = progress(store);
    expect(newerCount(here, 'u1', [quiz(70, '2026-12-01T10:00:00.000Z')])).toBe(0);
    expect(newerCount(here, 'u1', [quiz(85, '2026-10-01T10:00:00.000Z')])).toBe(1);
    store.dispatch(
      recordsMerged({ learnerId: 'u1', records: [quiz(70, '2026-12-01T10:00:00.000Z')], fromAccount: false }),
    );
    expect(progress(store).byCourse[record]?.quizBest).toEqual({ '1': 80 });
  });

  it('sends the account an imported score higher than the later one it holds', () => {
    const store = makeStore();
    store.dispatch(
      recordsMerged({ learnerId: 'u1', records: [quiz(60, '2026-11-05T10:00:00.000Z')], fromAccount: true }),
    );
    // A file from a browser that kept its scores to itself: higher, and made before.
    store.dispatch(
      recordsMerged({ learnerId: 'u1', records: [quiz(90, '2026-11-01T10:00:00.000Z')], fromAccount: false }),
    );
    expect(progress(store).byCourse[record]?.quizBest).toEqual({ '1': 90 });
    expect(unsyncedRecords(progress(store), 'u1')).toEqual([quiz(90, '2026-11-05T10:00:00.001Z')]);
  });

  it('stored, a score that is no score is left out alone, and said', () => {
    const stored = { completed: { '0-0': true }, positions: {}, completedAt: {}, lastLesson: null };
    const repaired = repairStoredProgress({
      byCourse: { [record]: { ...stored, quizBest: { '0': 100, '1': '90', first: 80 } } },
    });
    expect(repaired.byCourse).toEqual({ [record]: { ...stored, quizBest: { '0': 100 } } });
    expect(repaired.unreadable).toEqual({ notes: 0, progress: 2 });
  });

  it('reads back from an export file, and a score that is no score is dropped', () => {
    const good = quiz(100, '2026-11-01T10:00:00.000Z');
    const bad = { ...good, id: '0', data: { best: 101 } };
    expect(parseLearnerExport(JSON.stringify({ format: EXPORT_FORMAT, version: 1, records: [good, bad] }))).toEqual({
      records: [good],
      dropped: 1,
    });
  });
});
