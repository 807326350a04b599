import { messageAdded, selectChatMessages } from '@/features/chat/chatSlice';
import { promoDismissed, selectPromoShown } from '@/features/promo/promoSlice';
import { cursorSaved, recordsWritten, selectLearnerData } from '@/learner/learnerDataSlice';
import { recordsMerged } from '@/learner/merge';
import {
  selectCourseRecords,
  selectCourseUnsynced,
  selectDays,
  selectJournal,
  selectLabSettings,
  selectNotes,
  selectReviewCards,
  selectWeeklyGoal,
} from '@/learner/selectors';
import { loggedIn, loggedOut, selectIsLoggedIn, selectToken, selectUser } from '@/store/authSlice';
import type { LearnerRecord, User } from '@/store/models';
import { sharedApi } from '@/store/sharedEndpoints';
import { makeStore } from '@/store/store';
import { TRADE_DATA } from '@/test/learnerRecords';
import { restoredTestStore } from '@/test/persistence';
import { at, everyKind, STORAGE_KEYS, stored, user } from './persistence.testSetup';

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
