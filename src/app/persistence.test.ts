import { CHAT_STORAGE_KEY, messageAdded, selectChatMessages } from '@/features/chat/chatSlice';
import { CHECKOUT_STORAGE_KEY } from '@/features/checkout/checkoutSlice';
import {
  certificateOpened,
  PROGRESS_STORAGE_KEY,
  selectVideoProgress,
  videoCompleted,
  videoUncompleted,
} from '@/features/learning/progress/progressSlice';
import { PROMO_STORAGE_KEY, promoDismissed, selectPromoShown } from '@/features/promo/promoSlice';
import { QUIZ_STORAGE_KEY } from '@/features/quiz/quizSlice';
import { loggedIn, loggedOut, selectIsLoggedIn, selectToken, selectUser } from '@/store/authSlice';
import type { User } from '@/store/models';
import { STORAGE_KEYS as STORE_KEYS } from '@/store/persistence';
import { sharedApi } from '@/store/sharedEndpoints';
import { makeStore } from '@/store/store';
import { restoredTestStore } from '@/test/persistence';
import './persistedSlices';

/** Every key the app stores under: the store's own and the features'. */
const STORAGE_KEYS = {
  ...STORE_KEYS,
  chat: CHAT_STORAGE_KEY,
  checkout: CHECKOUT_STORAGE_KEY,
  promo: PROMO_STORAGE_KEY,
  videoProgress: PROGRESS_STORAGE_KEY,
  quizzes: QUIZ_STORAGE_KEY,
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

  it('restores the session, progress, chat and promo flag on the next load', async () => {
    const first = await restoredTestStore();
    first.store.dispatch(loggedIn({ token: 't1', user }));
    first.store.dispatch(videoCompleted({ courseId: 'c1', key: '0-1' }));
    first.store.dispatch(messageAdded('user', 'What is a stock?'));
    first.store.dispatch(promoDismissed());
    await first.persistor.flush();

    const { store } = await restoredTestStore();
    const state = store.getState();
    expect(selectToken(state)).toBe('t1');
    expect(selectUser(state)?.username).toBe('test learner');
    expect(selectVideoProgress(state).byCourse.c1?.completed['0-1']).toBe(true);
    expect(selectChatMessages(state).map((m) => m.text)).toEqual(['What is a stock?']);
    expect(selectPromoShown(state)).toBe(true);
    expect(stored(sessionStorage, STORAGE_KEYS.promo)).toContain('true');
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
    localStorage.setItem(STORAGE_KEYS.videoProgress, value);
    sessionStorage.setItem(STORAGE_KEYS.session, value);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const { store } = await restoredTestStore();
    const state = store.getState();
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(selectUser(state)).toBeNull();
    expect(selectChatMessages(state)).toEqual([]);
    expect(selectVideoProgress(state).byCourse).toEqual({});
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
    await persistor.flush(); // must resolve, not reject
    expect(selectToken(store.getState())).toBe('t2');
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

describe('video progress', () => {
  it('stamps a completion once, keeps it on a rewatch and drops it when unmarked', () => {
    const store = makeStore();
    store.dispatch(videoCompleted({ courseId: 'u:c1', key: '0-0' }, '2026-11-01T10:00:00.000Z'));
    store.dispatch(videoCompleted({ courseId: 'u:c1', key: '0-0' }, '2026-11-05T10:00:00.000Z'));
    expect(selectVideoProgress(store.getState()).byCourse['u:c1']?.completedAt).toEqual({
      '0-0': '2026-11-01T10:00:00.000Z',
    });
    store.dispatch(videoUncompleted({ courseId: 'u:c1', key: '0-0' }));
    expect(selectVideoProgress(store.getState()).byCourse['u:c1']).toMatchObject({ completed: {}, completedAt: {} });
  });

  it('stamps the time of the completion when none is given', () => {
    const store = makeStore();
    const before = Date.now();
    store.dispatch(videoCompleted({ courseId: 'u:c1', key: '0-1' }));
    const at = Date.parse(selectVideoProgress(store.getState()).byCourse['u:c1']?.completedAt['0-1'] ?? '');
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('keeps the day a certificate was first opened', () => {
    const store = makeStore();
    store.dispatch(certificateOpened({ courseId: 'u:c1' }, '2026-11-24T06:00:00.000Z'));
    store.dispatch(certificateOpened({ courseId: 'u:c1' }, '2026-11-25T06:00:00.000Z'));
    expect(selectVideoProgress(store.getState()).byCourse['u:c1']?.certificateOpenedAt).toBe(
      '2026-11-24T06:00:00.000Z',
    );
  });

  it('upgrades progress stored before completions were dated, keeping what it held', async () => {
    // As version 1 wrote it: each top-level value serialised on its own.
    const record = { completed: { '0-0': true, '1-2': true }, positions: { '0-0': 42 }, lastLesson: '1-2' };
    localStorage.setItem(
      STORAGE_KEYS.videoProgress,
      JSON.stringify({
        byCourse: JSON.stringify({ 'u1:c1': record }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const { store, persistor } = await restoredTestStore();
    expect(selectVideoProgress(store.getState()).byCourse['u1:c1']).toEqual({ ...record, completedAt: {} });
    // Timed as older than anything since, so the learner's account can take them and any later edit wins.
    const epoch = new Date(0).toISOString();
    expect(selectVideoProgress(store.getState()).stamps['u1:c1']).toEqual({
      'lesson:0-0': epoch,
      'lesson:1-2': epoch,
      'position:0-0': epoch,
      'resume:last': epoch,
    });

    // Stored again under the new version, and read back the same.
    store.dispatch(videoCompleted({ courseId: 'u1:c1', key: '0-1' }, '2026-11-25T10:00:00.000Z'));
    await persistor.flush();
    expect(JSON.parse(JSON.parse(localStorage.getItem(STORAGE_KEYS.videoProgress) ?? '{}')._persist)).toMatchObject({
      version: 3,
    });
    const again = await restoredTestStore();
    expect(selectVideoProgress(again.store.getState()).byCourse['u1:c1']).toEqual({
      ...record,
      completed: { ...record.completed, '0-1': true },
      completedAt: { '0-1': '2026-11-25T10:00:00.000Z' },
    });
  });

  it('leaves out a stored completion date that is not text, and keeps the rest', async () => {
    const record = { completed: { '0-0': true }, positions: {}, lastLesson: null, completedAt: { '0-0': 5 } };
    localStorage.setItem(
      STORAGE_KEYS.videoProgress,
      JSON.stringify({
        byCourse: JSON.stringify({ 'u1:c1': record }),
        _persist: JSON.stringify({ version: 2, rehydrated: true }),
      }),
    );
    const { store } = await restoredTestStore();
    expect(selectVideoProgress(store.getState()).byCourse).toEqual({ 'u1:c1': { ...record, completedAt: {} } });
    expect(selectVideoProgress(store.getState()).unreadable).toEqual({ notes: 0, progress: 1 });
  });
});
