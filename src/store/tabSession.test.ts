import { waitFor } from '@testing-library/react';
import { loggedIn, loggedOut, selectToken, selectUser, selectUserId } from './authSlice';
import type { User } from './models';
import { makeStore } from './store';
import { connectTabSession, type TabSession } from './tabSession';

const learner = { _id: 'u1', username: 'asha', email: 'asha@example.com', purchasedCourses: [] } as unknown as User;
const other = { _id: 'u2', username: 'ravi', email: 'ravi@example.com', purchasedCourses: [] } as unknown as User;

const persist = { version: 1, rehydrated: true };
/** A tab of a browser where the learner signed in elsewhere: the account record, no token. */
const signedOutWithRecord = {
  auth: {
    session: { token: null, deferredPurchase: null, expired: false, _persist: persist },
    account: { user: learner, userId: 'u1', otpEmail: null, _persist: persist },
  },
};

let channelName = '';
let open: TabSession[] = [];

/** A tab: its own store, connected to the test's channel. */
function openTab(preloaded?: Parameters<typeof makeStore>[0]) {
  const store = makeStore(preloaded);
  const tab = connectTabSession(store, () => new BroadcastChannel(channelName));
  open.push(tab);
  return { store, tab };
}

beforeEach(() => {
  channelName = `session-test-${Math.random()}`;
});

afterEach(() => {
  open.forEach((tab) => tab.disconnect());
  open = [];
});

describe('one session per browser', () => {
  it('a new tab gets the session from an open tab, without a token in its own storage', async () => {
    const first = openTab();
    first.store.dispatch(loggedIn({ token: 't-1', user: learner }));
    // The account record is in every tab's local storage; the token is not.
    const second = openTab(signedOutWithRecord);

    await expect(second.tab.answered(5000)).resolves.toBe(true);
    expect(selectToken(second.store.getState())).toBe('t-1');
    expect(selectUserId(second.store.getState())).toBe('u1');
  });

  it('with no tab open, a new tab is a guest and shows nothing of the stored account', async () => {
    jest.useFakeTimers();
    const lone = openTab(signedOutWithRecord);
    const answer = lone.tab.answered(400);
    jest.advanceTimersByTime(400);
    await expect(answer).resolves.toBe(false);
    jest.useRealTimers();
    expect(selectUser(lone.store.getState())).toBeNull();
    expect(selectUserId(lone.store.getState())).toBeNull();
  });

  it('a log-in in one tab signs in the others, and a log-out in one ends the session in all', async () => {
    const first = openTab();
    const second = openTab();
    first.store.dispatch(loggedIn({ token: 't-1', user: learner }));
    await waitFor(() => expect(selectToken(second.store.getState())).toBe('t-1'));

    second.store.dispatch(loggedOut());
    await waitFor(() => expect(selectToken(first.store.getState())).toBeNull());
    expect(selectUser(first.store.getState())).toBeNull();
  });

  it('a refused token ends the session in every tab', async () => {
    const first = openTab();
    const second = openTab();
    first.store.dispatch(loggedIn({ token: 't-1', user: learner }));
    await waitFor(() => expect(selectToken(second.store.getState())).toBe('t-1'));

    first.store.dispatch(loggedOut({ expired: true }));
    await waitFor(() => expect(selectToken(second.store.getState())).toBeNull());
  });

  it('another learner signing in replaces the session, not mixes it', async () => {
    const first = openTab();
    const second = openTab();
    first.store.dispatch(loggedIn({ token: 't-1', user: learner }));
    await waitFor(() => expect(selectToken(second.store.getState())).toBe('t-1'));

    second.store.dispatch(loggedIn({ token: 't-2', user: other }));
    await waitFor(() => expect(selectToken(first.store.getState())).toBe('t-2'));
    expect(selectUserId(first.store.getState())).toBe('u2');
  });

  it('ignores messages of the wrong shape', async () => {
    const tab = openTab();
    const stranger = new BroadcastChannel(channelName);
    stranger.postMessage({ type: 'share', token: 42 });
    stranger.postMessage('end');
    const probe = openTab();
    probe.store.dispatch(loggedIn({ token: 't-1', user: learner }));
    await waitFor(() => expect(selectToken(tab.store.getState())).toBe('t-1'));
    stranger.close();
  });
});
