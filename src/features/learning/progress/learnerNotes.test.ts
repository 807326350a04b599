import { loggedIn } from '@/store/authSlice';
import type { User } from '@/store/models';
import { restoredTestStore } from '@/test/persistence';
import { newestFirst, selectLearnerNotes, type Note } from './learnerNotes';
import { progressKey } from './learnerProgress';
import { noteAdded, PROGRESS_STORAGE_KEY, selectVideoProgress } from './progressSlice';

const learner = { _id: 'u1', username: 'test learner' } as User;

/** Stored state as redux-persist writes it: each part JSON of its own, with the persist version. */
const persisted = (state: Record<string, unknown>, version: number) =>
  JSON.stringify({
    ...Object.fromEntries(Object.entries(state).map(([key, value]) => [key, JSON.stringify(value)])),
    _persist: JSON.stringify({ version, rehydrated: true }),
  });

const progressOfVersion1 = {
  byCourse: { [progressKey('u1', 'c1')]: { completed: { '0-0': true }, positions: { '0-1': 42 }, lastLesson: '0-1' } },
};

/** The same progress in the current shape, with its lessons' completion dates. */
const progressOfVersion2 = {
  byCourse: { [progressKey('u1', 'c1')]: { ...progressOfVersion1.byCourse[progressKey('u1', 'c1')], completedAt: {} } },
};

const note = (id: string, createdAt: string): Note => ({
  id,
  key: '0-0',
  seconds: 1,
  text: id,
  createdAt,
  updatedAt: createdAt,
});

describe('notes in browser storage', () => {
  it('moves progress stored before notes existed to the new shape, keeping the progress', async () => {
    localStorage.setItem(PROGRESS_STORAGE_KEY, persisted(progressOfVersion1, 1));
    const { store, persistor } = await restoredTestStore();
    store.dispatch(loggedIn({ token: 't', user: learner }));

    const state = store.getState();
    expect(selectVideoProgress(state).byCourse[progressKey('u1', 'c1')]).toEqual({
      ...progressOfVersion1.byCourse[progressKey('u1', 'c1')],
      completedAt: {},
    });
    expect(selectVideoProgress(state).notes).toEqual({});
    expect(selectLearnerNotes(state, 'c1')).toEqual([]);

    // And notes can be written to it, and stored with the new version.
    store.dispatch(noteAdded({ courseId: progressKey('u1', 'c1'), key: '0-1', seconds: 12.7, text: 'First note' }));
    await persistor.flush();
    const stored = JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? '{}') as Record<string, string>;
    expect(JSON.parse(stored._persist ?? '{}')).toMatchObject({ version: 3 });
    expect(JSON.parse(stored.notes ?? '{}')).toEqual({
      [progressKey('u1', 'c1')]: [expect.objectContaining({ key: '0-1', seconds: 12, text: 'First note' })],
    });
  });

  it('drops stored notes of the wrong shape and keeps the progress', async () => {
    localStorage.setItem(
      PROGRESS_STORAGE_KEY,
      persisted({ ...progressOfVersion2, notes: { [progressKey('u1', 'c1')]: [{ id: 1, text: null }] } }, 2),
    );
    const { store } = await restoredTestStore();
    const { byCourse, notes } = selectVideoProgress(store.getState());
    expect(byCourse[progressKey('u1', 'c1')]?.completed).toEqual({ '0-0': true });
    expect(notes[progressKey('u1', 'c1')] ?? []).toEqual([]);
  });

  it('keeps stored notes of the current shape', async () => {
    const notes = { [progressKey('u1', 'c1')]: [note('a', '2026-01-01T00:00:00.000Z')] };
    localStorage.setItem(PROGRESS_STORAGE_KEY, persisted({ ...progressOfVersion2, notes }, 2));
    const { store } = await restoredTestStore();
    expect(selectVideoProgress(store.getState()).notes).toEqual(notes);
  });
});

describe('newestFirst', () => {
  it('puts the newest note first, and of two at the same time the one written later', () => {
    const notes = [
      note('old', '2026-01-01T00:00:00.000Z'),
      note('same-1', '2026-01-02T00:00:00.000Z'),
      note('same-2', '2026-01-02T00:00:00.000Z'),
      note('mid', '2026-01-01T12:00:00.000Z'),
    ];
    expect(newestFirst(notes).map(({ id }) => id)).toEqual(['same-2', 'same-1', 'mid', 'old']);
  });
});
