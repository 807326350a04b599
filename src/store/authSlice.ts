import { createAction, createSlice } from '@reduxjs/toolkit';
import type { User } from './models';

/** A guest's Buy Now, carried through sign-up and log-in in this tab. */
export interface DeferredPurchase {
  /** The page Buy Now was pressed on, without its language prefix. */
  path: string;
  courseId: string;
}

/** The session half: the bearer token, kept in sessionStorage only. */
export interface SessionState {
  token: string | null;
  /** Where log-in takes the learner back to, and whose checkout opens there (once). */
  deferredPurchase: DeferredPurchase | null;
  /**
   * Set when the server refused the token (expired, or the server forgot it), until the app has
   * sent the learner to log in again; never persisted.
   */
  expired: boolean;
  /**
   * Set when the learner logged out, until they are taken to sign-up: a page only a learner sees
   * says they logged out meanwhile, rather than sending them to log in. Never persisted.
   */
  leaving?: boolean;
}

/** The account half: the user record (never with a token) and the e-mail awaiting its OTP. */
export interface AccountState {
  user: User | null;
  userId: string | null;
  /** The address a sign-up OTP was sent to, kept until it is verified. */
  otpEmail: string | null;
}

export interface AuthState {
  session: SessionState;
  account: AccountState;
}

/** Shared actions: other slices and the API cache react to a session starting or ending. */
export const loggedIn = createAction<{ token: string; user: User }>('auth/loggedIn');
/**
 * The session ends: `expired` when the server refused the token; `byLearner` when the learner
 * logged out in this tab (and is taken to sign-up); else it ended elsewhere (another tab).
 */
export const loggedOut = createAction('auth/loggedOut', (options?: { expired?: boolean; byLearner?: boolean }) => ({
  payload: { expired: options?.expired === true, byLearner: options?.byLearner === true },
}));
/** The app has acted on an expired session (sent the learner to log in). */
export const sessionExpiryHandled = createAction('auth/sessionExpiryHandled');
/** The learner who logged out has been taken on (to sign-up). */
export const logoutHandled = createAction('auth/logoutHandled');
export const userRefreshed = createAction<User>('auth/userRefreshed');
export const otpEmailChanged = createAction<string | null>('auth/otpEmailChanged');
/** A guest pressed Buy Now: after signing up or logging in, the purchase goes on. */
export const purchaseDeferred = createAction<DeferredPurchase>('auth/purchaseDeferred');
/** The deferred purchase has been taken up (its checkout opened), or is no longer wanted. */
export const deferredPurchaseTaken = createAction('auth/deferredPurchaseTaken');

/** Servers may echo the token inside the user; it must never reach persistent storage. */
const withoutToken = (user: User): User => {
  const { token: _token, ...rest } = user as User & { token?: unknown };
  return rest;
};

const sessionInitial: SessionState = { token: null, deferredPurchase: null, expired: false, leaving: false };
const accountInitial: AccountState = { user: null, userId: null, otpEmail: null };

const sessionSlice = createSlice({
  name: 'auth/session',
  initialState: sessionInitial,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // A purchase deferred by the guest goes on once they are signed in.
      .addCase(loggedIn, (state, { payload }) => ({
        token: payload.token,
        deferredPurchase: state.deferredPurchase,
        expired: false,
        leaving: false,
      }))
      .addCase(loggedOut, (_state, { payload }) => ({
        token: null,
        deferredPurchase: null,
        expired: payload.expired,
        leaving: payload.byLearner,
      }))
      .addCase(sessionExpiryHandled, (state) => {
        state.expired = false;
      })
      .addCase(logoutHandled, (state) => {
        state.leaving = false;
      })
      .addCase(purchaseDeferred, (state, { payload }) => {
        state.deferredPurchase = payload;
      })
      .addCase(deferredPurchaseTaken, (state) => {
        state.deferredPurchase = null;
      });
  },
});

const accountSlice = createSlice({
  name: 'auth/account',
  initialState: accountInitial,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loggedIn, (state, { payload }) => {
        state.user = withoutToken(payload.user);
        state.userId = payload.user._id;
      })
      .addCase(userRefreshed, (state, { payload }) => {
        if (state.userId === payload._id) state.user = withoutToken(payload);
      })
      .addCase(otpEmailChanged, (state, { payload }) => {
        state.otpEmail = payload;
      })
      .addCase(loggedOut, (state) => ({ ...accountInitial, otpEmail: state.otpEmail }));
  },
});

export const sessionReducer = sessionSlice.reducer;
export const accountReducer = accountSlice.reducer;

type WithAuth = { auth: AuthState };

export const selectToken = (state: WithAuth) => state.auth.session.token;
export const selectIsLoggedIn = (state: WithAuth) => state.auth.session.token !== null;
export const selectSessionExpired = (state: WithAuth) => state.auth.session.expired;
/** Whether the learner has just logged out and is on the way to sign-up. */
export const selectLeaving = (state: WithAuth) => state.auth.session.leaving === true;
export const selectDeferredPurchase = (state: WithAuth) => state.auth.session.deferredPurchase;
/**
 * The account record is stored for every tab of the browser, the token only in the tab that holds
 * the session: without the token the record says nothing, so a tab never shows what a learner owns,
 * or their progress, while it is not signed in.
 */
export const selectUser = (state: WithAuth) => (selectIsLoggedIn(state) ? state.auth.account.user : null);
export const selectUserId = (state: WithAuth) => (selectIsLoggedIn(state) ? state.auth.account.userId : null);
/** The stored account record, signed in or not: only for deciding whether to ask other tabs. */
export const selectStoredUser = (state: WithAuth) => state.auth.account.user;
export const selectOtpEmail = (state: WithAuth) => state.auth.account.otpEmail;
