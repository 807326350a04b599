import { makeStore } from '@/store/store';
import { noteAdded, noteDeleted, recordsMerged, selectVideoProgress, videoCompleted } from './progressSlice';
import { EXPORT_FORMAT, learnerExport, newerCount, parseLearnerExport } from './records';

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
