import { loggedIn, loggedOut, selectStoredUser, selectToken, selectUser, type AuthState } from './authSlice';
import type { User } from './models';

/** The channel's name: one per origin, shared by every tab of the site in this browser. */
export const SESSION_CHANNEL = 'session';

/**
 * What tabs tell each other. The token travels only between tabs of this origin, in memory; each
 * tab keeps it in its own sessionStorage, never in persistent storage.
 */
export type TabMessage = { type: 'ask' } | { type: 'share'; token: string; user: User } | { type: 'end' };

interface SessionStore {
  getState: () => unknown;
  dispatch: (action: ReturnType<typeof loggedIn> | ReturnType<typeof loggedOut>) => unknown;
  subscribe: (listener: () => void) => () => void;
}

export interface TabSession {
  /**
   * Settles once this tab has a session, or after `waitMs` without an answer: the open tabs
   * answer at once, and with none open the learner is a guest until they log in.
   */
  answered: (waitMs: number) => Promise<boolean>;
  disconnect: () => void;
}

const auth = (store: SessionStore) => store.getState() as { auth: AuthState };

const isMessage = (data: unknown): data is TabMessage =>
  typeof data === 'object' &&
  data !== null &&
  ['ask', 'share', 'end'].includes((data as { type?: unknown }).type as string) &&
  ((data as { type: string }).type !== 'share' ||
    (typeof (data as { token?: unknown }).token === 'string' &&
      typeof (data as { user?: { _id?: unknown } }).user?._id === 'string'));

/**
 * One session per browser: a tab that opens without a session asks the open tabs for theirs,
 * a log-in in one tab signs in the others, and a log-out (or a refused token) in one ends it in all.
 * Without BroadcastChannel each tab simply keeps its own session.
 */
export function connectTabSession(
  store: SessionStore,
  makeChannel: (() => BroadcastChannel) | null = typeof BroadcastChannel === 'undefined'
    ? null
    : () => new BroadcastChannel(SESSION_CHANNEL),
): TabSession {
  if (!makeChannel) return { answered: async () => selectToken(auth(store)) !== null, disconnect: () => undefined };
  const channel = makeChannel();
  let token = selectToken(auth(store));
  // Changes that came from another tab are not announced back.
  let applyingRemote = false;
  const waiting = new Set<() => void>();

  const post = (message: TabMessage) => channel.postMessage(message);
  const apply = (action: Parameters<SessionStore['dispatch']>[0]) => {
    applyingRemote = true;
    try {
      store.dispatch(action);
    } finally {
      applyingRemote = false;
      token = selectToken(auth(store));
    }
  };

  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    if (!isMessage(data)) return;
    const state = auth(store);
    const current = selectToken(state);
    if (data.type === 'ask') {
      const user = selectUser(state);
      if (current && user) post({ type: 'share', token: current, user });
    } else if (data.type === 'share') {
      if (data.token === current) return;
      // Another learner signed in elsewhere: the previous one's cached data goes first.
      if (current && selectUser(state)?._id !== data.user._id) apply(loggedOut());
      apply(loggedIn({ token: data.token, user: data.user }));
      waiting.forEach((resolve) => resolve());
    } else if (current) {
      apply(loggedOut());
    }
  };

  const unsubscribe = store.subscribe(() => {
    const next = selectToken(auth(store));
    if (next === token) return;
    token = next;
    if (applyingRemote) return;
    const user = selectUser(auth(store));
    if (next && user) post({ type: 'share', token: next, user });
    else if (!next) post({ type: 'end' });
  });

  return {
    answered: (waitMs) => {
      if (selectToken(auth(store)) !== null) return Promise.resolve(true);
      // Nobody signed in on this browser lately: no tab has a session to give.
      if (selectStoredUser(auth(store)) === null) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve(selectToken(auth(store)) !== null);
        };
        const timer = setTimeout(done, waitMs);
        waiting.add(done);
        post({ type: 'ask' });
      });
    },
    disconnect: () => {
      unsubscribe();
      waiting.forEach((resolve) => resolve());
      channel.close();
    },
  };
}
