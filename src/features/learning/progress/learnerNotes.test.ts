import { waitFor } from '@testing-library/react';
import { LEARNER_DATA_STORAGE_KEY, recordsWritten } from '@/learner/learnerDataSlice';
import { ownerKey, selectNotes } from '@/learner/selectors';
import { loggedIn, loggedOut } from '@/store/authSlice';
import type { LearnerRecord, User } from '@/store/models';
import { makeStore, type AppStore } from '@/store/store';
import { restoredTestStore } from '@/test/persistence';

const learner = { _id: 'u1', username: 'test learner' } as User;
const other = { _id: 'u2', username: 'other learner' } as User;

/** A note record on lesson 0-0, its text its id unless given; `updatedAt` is when it was last changed. */
const note = (id: string, createdAt: string, { updatedAt = createdAt, text = id } = {}): LearnerRecord => ({
  kind: 'note',
  courseId: 'c1',
  id,
  updatedAt,
  data: { lesson: '0-0', seconds: 1, text, createdAt },
});

/** Stored state as redux-persist writes it: each part JSON of its own, with the persist version. */
const persisted = (state: Record<string, unknown>, version: number) =>
  JSON.stringify({
    ...Object.fromEntries(Object.entries(state).map(([key, value]) => [key, JSON.stringify(value)])),
    _persist: JSON.stringify({ version, rehydrated: true }),
  });

const notesOf = (store: AppStore, courseId = 'c1') =>
  (selectNotes(store.getState())[courseId] ?? []).map(({ text }) => text);

describe('the learner’s notes', () => {
  it('are listed newest first, and of two written at the same moment the one changed later', () => {
    const store = makeStore();
    store.dispatch(loggedIn({ token: 't', user: learner }));
    store.dispatch(
      recordsWritten({
        owner: ownerKey('u1'),
        records: [
          note('old', '2026-01-01T00:00:00.000Z'),
          note('same-2', '2026-01-02T00:00:00.000Z', { updatedAt: '2026-01-03T00:00:00.000Z' }),
          note('same-1', '2026-01-02T00:00:00.000Z'),
          note('mid', '2026-01-01T12:00:00.000Z'),
        ],
      }),
    );
    expect(notesOf(store)).toEqual(['same-2', 'same-1', 'mid', 'old']);
  });

  it('are each learner’s own in a shared browser, and a visitor’s are the guest’s', () => {
    const store = makeStore();
    store.dispatch(recordsWritten({ owner: ownerKey('u1'), records: [note('asha', '2026-01-01T00:00:00.000Z')] }));
    store.dispatch(recordsWritten({ owner: ownerKey(null), records: [note('visitor', '2026-01-01T00:00:00.000Z')] }));
    expect(notesOf(store)).toEqual(['visitor']);

    store.dispatch(loggedIn({ token: 't', user: learner }));
    expect(notesOf(store)).toEqual(['asha']);
    store.dispatch(loggedIn({ token: 't', user: other }));
    expect(notesOf(store)).toEqual([]);
    store.dispatch(loggedOut());
    expect(notesOf(store)).toEqual(['visitor']);
  });

  it('are kept by course', () => {
    const store = makeStore();
    store.dispatch(
      recordsWritten({
        owner: ownerKey(null),
        records: [
          note('here', '2026-01-01T00:00:00.000Z'),
          { ...note('there', '2026-01-02T00:00:00.000Z'), courseId: 'c2' },
        ],
      }),
    );
    expect(notesOf(store, 'c1')).toEqual(['here']);
    expect(notesOf(store, 'c2')).toEqual(['there']);
  });

  it('leave a deleted note out', () => {
    const store = makeStore();
    store.dispatch(
      recordsWritten({
        owner: ownerKey(null),
        records: [
          note('kept', '2026-01-01T00:00:00.000Z'),
          { kind: 'note', courseId: 'c1', id: 'gone', updatedAt: '2026-01-02T00:00:00.000Z', deleted: true },
        ],
      }),
    );
    expect(notesOf(store)).toEqual(['kept']);
  });

  it('are stored in this browser and back after a reload, each learner’s their own', async () => {
    const first = await restoredTestStore();
    first.store.dispatch(
      recordsWritten({
        owner: ownerKey('u1'),
        records: [note('kept', '2026-01-01T00:00:00.000Z', { text: 'Kept across reloads.' })],
      }),
    );
    await first.persistor.flush();
    expect(localStorage.getItem(LEARNER_DATA_STORAGE_KEY)).toContain('Kept across reloads.');
    first.persistor.pause();

    const { store } = await restoredTestStore();
    expect(notesOf(store)).toEqual([]);
    store.dispatch(loggedIn({ token: 't', user: learner }));
    expect(selectNotes(store.getState()).c1).toEqual([
      {
        id: 'kept',
        courseId: 'c1',
        lesson: '0-0',
        seconds: 1,
        text: 'Kept across reloads.',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
  });

  it('written by the site before they were records are read once, on the lesson they were written on', async () => {
    // The earlier site kept them with the progress, under `videoCompletionStatus` (version 3).
    const written = { seconds: 12, text: 'Written long ago.', createdAt: '2025-06-01T00:00:00.000Z' };
    localStorage.setItem(
      'videoCompletionStatus',
      persisted(
        {
          byCourse: { 'u1:c1': { completed: {}, completedAt: {}, positions: {} } },
          notes: { 'u1:c1': [{ id: 'n1', key: '0-1', ...written, updatedAt: '2025-06-02T00:00:00.000Z' }] },
          stamps: {},
          synced: {},
          cursors: {},
        },
        3,
      ),
    );
    const { store, persistor } = await restoredTestStore();
    store.dispatch(loggedIn({ token: 't', user: learner }));
    expect(selectNotes(store.getState()).c1).toEqual([
      { id: 'n1', courseId: 'c1', lesson: '0-1', ...written, updatedAt: '2025-06-02T00:00:00.000Z' },
    ]);
    // In their one home from then on, and no longer in the old.
    await persistor.flush();
    await waitFor(() => expect(localStorage.getItem('videoCompletionStatus')).toBeNull());
    expect(localStorage.getItem(LEARNER_DATA_STORAGE_KEY)).toContain('Written long ago.');
  });
});
