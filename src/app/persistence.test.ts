import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { CHAT_STORAGE_KEY, messageAdded, selectChatMessages } from '@/features/chat/chatSlice';
import { CHECKOUT_STORAGE_KEY } from '@/features/checkout/checkoutSlice';
import { PROMO_STORAGE_KEY, promoDismissed, selectPromoShown } from '@/features/promo/promoSlice';
import { useCourseRecords } from '@/learner/hooks';
import { cursorSaved, LEARNER_DATA_STORAGE_KEY, recordsWritten, selectLearnerData } from '@/learner/learnerDataSlice';
import { LEGACY_STORAGE_KEYS } from '@/learner/legacy';
import { recordsMerged } from '@/learner/merge';
import {
  selectCourseRecords,
  selectCourseUnsynced,
  selectDays,
  selectJournal,
  selectLabSettings,
  selectNotes,
  selectReviewCards,
  selectUnreadableRecords,
  selectWeeklyGoal,
} from '@/learner/selectors';
import { loggedIn, loggedOut, selectIsLoggedIn, selectToken, selectUser } from '@/store/authSlice';
import type { LearnerRecord, User } from '@/store/models';
import { STORAGE_KEYS as STORE_KEYS } from '@/store/persistence';
import { sharedApi } from '@/store/sharedEndpoints';
import { makeStore, type AppStore } from '@/store/store';
import { TRADE_DATA } from '@/test/learnerRecords';
import { restoredTestStore } from '@/test/persistence';
import { startFakeClock } from '@/test/render';
import './persistedSlices';

/** Every key the app stores under: the store's own and the features'. */
const STORAGE_KEYS = {
  ...STORE_KEYS,
  chat: CHAT_STORAGE_KEY,
  checkout: CHECKOUT_STORAGE_KEY,
  promo: PROMO_STORAGE_KEY,
  learnerData: LEARNER_DATA_STORAGE_KEY,
};

const user: User = {
  _id: 'u1',
  username: 'test learner',
  email: 't@example.com',
  number: '9876543210',
  role: 'user',
  enrollmentNumber: 'ENR-1',
  paymentStatus: false,
  userType: 'student',
  sessionActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  purchasedCourses: [],
};

const stored = (storage: Storage, key: string) => storage.getItem(key) ?? '';

const at = '2026-11-25T10:00:00.000Z';
const NO_COURSE = '-';

/** One record of each kind, of learner u1. */
const everyKind: LearnerRecord[] = [
  { kind: 'lesson', courseId: 'c1', id: '0-1', updatedAt: at, data: { completedAt: at } },
  { kind: 'position', courseId: 'c1', id: '0-1', updatedAt: at, data: { seconds: 42 } },
  { kind: 'resume', courseId: 'c1', id: 'last', updatedAt: at, data: { lesson: '0-1' } },
  {
    kind: 'note',
    courseId: 'c1',
    id: 'n1',
    updatedAt: at,
    data: { lesson: '0-1', seconds: 12, text: 'Support held.', createdAt: at },
  },
  { kind: 'quiz', courseId: 'c1', id: '0', updatedAt: at, data: { best: 80 } },
  { kind: 'card', courseId: 'c1', id: 'q:q1', updatedAt: at, data: { due: at, fsrs: null } },
  { kind: 'day', courseId: NO_COURSE, id: '2026-11-25', updatedAt: at, data: { count: 3 } },
  { kind: 'trade', courseId: NO_COURSE, id: 't1', updatedAt: at, data: { ...TRADE_DATA, closedAt: at } },
  { kind: 'settings', courseId: NO_COURSE, id: 'lab', updatedAt: at, data: { capital: 50_000, riskPercent: 2 } },
  { kind: 'settings', courseId: NO_COURSE, id: 'review', updatedAt: at, data: { weeklyGoal: 20 } },
];

describe('persistence', () => {
  it('keeps the token in sessionStorage only and the user record without a token in localStorage', async () => {
    const { store, persistor } = await restoredTestStore();
    store.dispatch(loggedIn({ token: 'secret-token', user: { ...user, token: 'secret-token' } as User }));
    await persistor.flush();

    expect(stored(sessionStorage, STORAGE_KEYS.session)).toContain('secret-token');
    expect(stored(localStorage, STORAGE_KEYS.account)).toContain('test learner');
    const everythingInLocal = Object.keys(localStorage)
      .map((key) => stored(localStorage, key))
      .join('\n');
    expect(everythingInLocal).not.toContain('secret-token');
    expect(selectUser(store.getState())).not.toHaveProperty('token');
  });

  it("restores the session, the learner's progress, chat and promo flag on the next load", async () => {
    const first = await restoredTestStore();
    first.store.dispatch(loggedIn({ token: 't1', user }));
    first.store.dispatch(recordsWritten({ owner: 'u1', records: [everyKind[0] as LearnerRecord] }));
    first.store.dispatch(messageAdded('user', 'What is a stock?'));
    first.store.dispatch(promoDismissed());
    await first.persistor.flush();

    const { store } = await restoredTestStore();
    const state = store.getState();
    expect(selectToken(state)).toBe('t1');
    expect(selectUser(state)?.username).toBe('test learner');
    expect(selectCourseRecords(state).c1?.completed['0-1']).toBe(true);
    expect(stored(localStorage, STORAGE_KEYS.learnerData)).toContain('0-1');
    expect(selectChatMessages(state).map((m) => m.text)).toEqual(['What is a stock?']);
    expect(selectPromoShown(state)).toBe(true);
    expect(stored(sessionStorage, STORAGE_KEYS.promo)).toContain('true');
  });

  it("restores every kind of the learner's records, what their account holds and where its reading stopped", async () => {
    const first = await restoredTestStore();
    first.store.dispatch(loggedIn({ token: 't1', user }));
    first.store.dispatch(recordsWritten({ owner: 'u1', records: everyKind }));
    const fromAccount: LearnerRecord = { ...(everyKind[0] as LearnerRecord), courseId: 'c2' };
    first.store.dispatch(recordsMerged({ owner: 'u1', records: [fromAccount], fromAccount: true }));
    first.store.dispatch(cursorSaved({ owner: 'u1', cursor: 7 }));
    await first.persistor.flush();

    const { store } = await restoredTestStore();
    const state = store.getState();
    expect(selectCourseRecords(state)).toEqual({
      c1: {
        completed: { '0-1': true },
        completedAt: { '0-1': at },
        positions: { '0-1': 42 },
        lastLesson: '0-1',
        quizBest: { '0': 80 },
      },
      c2: { completed: { '0-1': true }, completedAt: { '0-1': at }, positions: {}, lastLesson: null, quizBest: {} },
    });
    expect(selectNotes(state).c1?.map((note) => note.text)).toEqual(['Support held.']);
    expect(selectReviewCards(state)).toEqual([
      expect.objectContaining({ courseId: 'c1', ref: { kind: 'question', questionId: 'q1' }, due: at }),
    ]);
    expect(selectDays(state)).toEqual({ '2026-11-25': 3 });
    expect(selectJournal(state)).toEqual([{ id: 't1', ...TRADE_DATA, closedAt: at }]);
    expect(selectLabSettings(state)).toEqual({ capital: 50_000, riskPercent: 2 });
    expect(selectWeeklyGoal(state)).toBe(20);
    // What the account holds is known still: only the records made here are left to send.
    expect(selectCourseUnsynced(state, 'c1')).toBe(true);
    expect(selectCourseUnsynced(state, 'c2')).toBe(false);
    expect(selectLearnerData(state).cursors).toEqual({ u1: 7 });
  });

  it('never stores the API cache', async () => {
    const { store, persistor } = await restoredTestStore();
    await store.dispatch(sharedApi.endpoints.getCourseById.initiate('does-not-matter'));
    await persistor.flush();
    const keys = [...Object.keys(localStorage), ...Object.keys(sessionStorage)];
    expect(keys.sort()).toEqual(
      Object.values(STORAGE_KEYS)
        .filter((k) => keys.includes(k))
        .sort(),
    );
    expect(keys.join(' ')).not.toMatch(/api/i);
  });

  it.each([
    ['corrupt JSON', '{"user":'],
    ['a wrong shape', JSON.stringify({ user: JSON.stringify(42), userId: JSON.stringify({}) })],
    ['a non-object', JSON.stringify(['nope'])],
  ])('boots with a clean state when storage holds %s', async (_label, value) => {
    localStorage.setItem(STORAGE_KEYS.account, value);
    localStorage.setItem(STORAGE_KEYS.chat, value);
    localStorage.setItem(STORAGE_KEYS.learnerData, value);
    sessionStorage.setItem(STORAGE_KEYS.session, value);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const { store } = await restoredTestStore();
    const state = store.getState();
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(selectUser(state)).toBeNull();
    expect(selectChatMessages(state)).toEqual([]);
    expect(selectLearnerData(state)).toMatchObject({ byOwner: {}, synced: {}, cursors: {} });
    expect(selectCourseRecords(state)).toEqual({});
    expect(selectJournal(state)).toEqual([]);
    error.mockRestore();
  });

  it('boots and keeps working in memory when storage throws', async () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);

    const { store, persistor } = await restoredTestStore();
    store.dispatch(loggedIn({ token: 't2', user }));
    store.dispatch(recordsWritten({ owner: 'u1', records: [everyKind[0] as LearnerRecord] }));
    await persistor.flush(); // must resolve, not reject
    expect(selectToken(store.getState())).toBe('t2');
    expect(selectCourseRecords(store.getState()).c1?.completed).toEqual({ '0-1': true });
  });
});

describe('logout', () => {
  it('clears the token, user record, user id and the API cache', async () => {
    const { store, persistor } = await restoredTestStore();
    store.dispatch(loggedIn({ token: 't3', user }));
    await store.dispatch(sharedApi.endpoints.getCourseById.initiate('any'));
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);

    store.dispatch(loggedOut());
    await persistor.flush();

    const state = store.getState();
    expect(selectToken(state)).toBeNull();
    expect(selectUser(state)).toBeNull();
    expect(state.auth.account.userId).toBeNull();
    expect(state.api.queries).toEqual({});
    expect(stored(localStorage, STORAGE_KEYS.account)).not.toContain('test learner');
    expect(stored(sessionStorage, STORAGE_KEYS.session)).not.toContain('t3');
  });
});

describe('chat history', () => {
  it('keeps only the newest 100 messages', () => {
    const store = makeStore();
    for (let i = 0; i < 105; i += 1) store.dispatch(messageAdded('user', `message ${i}`));
    const messages = selectChatMessages(store.getState());
    expect(messages).toHaveLength(100);
    expect(messages[0]?.text).toBe('message 5');
    expect(messages.at(-1)?.text).toBe('message 104');
  });
});

describe('lesson completion', () => {
  const inStore = (store: AppStore) => ({
    wrapper: ({ children }: { children: ReactNode }) => createElement(Provider, { store, children }),
  });

  it('dates a completion when it is made, keeps that date on a rewatch and drops it when unmarked', () => {
    startFakeClock();
    jest.setSystemTime(new Date('2026-11-01T10:00:00.000Z'));
    const store = makeStore();
    const { result } = renderHook(() => useCourseRecords('c1'), inStore(store));

    act(() => result.current.setCompleted('0-0', true));
    jest.setSystemTime(new Date('2026-11-05T10:00:00.000Z'));
    act(() => result.current.setCompleted('0-0', true));
    expect(result.current.progress).toMatchObject({
      completed: { '0-0': true },
      completedAt: { '0-0': '2026-11-01T10:00:00.000Z' },
    });

    act(() => result.current.setCompleted('0-0', false));
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
