import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useCourseRecords } from '@/learner/hooks';
import { LEGACY_STORAGE_KEYS } from '@/learner/legacy';
import { selectCourseRecords, selectCourseUnsynced, selectUnreadableRecords } from '@/learner/selectors';
import { loggedIn } from '@/store/authSlice';
import type { LearnerRecord } from '@/store/models';
import { makeStore, type AppStore } from '@/store/store';
import { restoredTestStore } from '@/test/persistence';
import { startFakeClock } from '@/test/render';
import { everyKind, STORAGE_KEYS, stored, user } from './persistence.testSetup';

describe('lesson completion', () => {
  const inStore = (store: AppStore) => ({
    wrapper: ({ children }: { children: ReactNode }) => createElement(Provider, { store, children }),
  });

  it('dates a completion when it is made, keeps that date on a rewatch and drops it when unmarked', () => {
    startFakeClock();
    jest.setSystemTime(new Date('2026-11-01T10:00:00.000Z'));
    const store = makeStore();
    const { result } = renderHook(() => useCourseRecords('c1'), inStore(store));

    act(() => {
      result.current.setCompleted('0-0', true);
    });
    jest.setSystemTime(new Date('2026-11-05T10:00:00.000Z'));
    act(() => {
      result.current.setCompleted('0-0', true);
    });
    expect(result.current.progress).toMatchObject({
      completed: { '0-0': true },
      completedAt: { '0-0': '2026-11-01T10:00:00.000Z' },
    });

    act(() => {
      result.current.setCompleted('0-0', false);
    });
    expect(result.current.progress?.completed ?? {}).toEqual({});
    expect(result.current.progress?.completedAt ?? {}).toEqual({});
    // The unmarking is a change still to reach the learner's account.
    expect(selectCourseUnsynced(store.getState(), 'c1')).toBe(true);
  });
});

describe('stored learner data', () => {
  it('leaves out a stored record that cannot be read, keeps the rest and counts it', async () => {
    const good = everyKind[0] as LearnerRecord;
    const bad = { ...good, id: '0-2', data: { completedAt: 5 } };
    const entities = { [`lesson|c1|0-1`]: good, [`lesson|c1|0-2`]: bad };
    localStorage.setItem(
      STORAGE_KEYS.learnerData,
      JSON.stringify({
        byOwner: JSON.stringify({ u1: { lesson: { ids: Object.keys(entities), entities } } }),
        synced: '{}',
        cursors: '{}',
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const { store } = await restoredTestStore();
    store.dispatch(loggedIn({ token: 't1', user }));
    expect(selectCourseRecords(store.getState()).c1?.completed).toEqual({ '0-1': true });
    expect(selectUnreadableRecords(store.getState())).toBe(1);
  });

  it('still loads the progress an earlier version of the site stored, and stores it in its one home', async () => {
    // As the progress's version 1 wrote it: each top-level value serialised on its own.
    const course = { completed: { '0-0': true, '1-2': true }, positions: { '0-0': 42 }, lastVideo: '1-2' };
    localStorage.setItem(
      LEGACY_STORAGE_KEYS.progress,
      JSON.stringify({
        byCourse: JSON.stringify({ 'u1:c1': course }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const { store, persistor } = await restoredTestStore();
    store.dispatch(loggedIn({ token: 't1', user }));
    const loaded = { completed: course.completed, positions: course.positions, lastLesson: '1-2', quizBest: {} };
    expect(selectCourseRecords(store.getState()).c1).toMatchObject(loaded);

    await persistor.flush();
    expect(localStorage.getItem(LEGACY_STORAGE_KEYS.progress)).toBeNull();
    const raw = JSON.parse(stored(localStorage, STORAGE_KEYS.learnerData)) as Record<string, string>;
    expect(JSON.parse(raw._persist ?? '{}')).toMatchObject({ version: 1 });
    const again = await restoredTestStore();
    again.store.dispatch(loggedIn({ token: 't1', user }));
    expect(selectCourseRecords(again.store.getState()).c1).toEqual(selectCourseRecords(store.getState()).c1);
  });
});
