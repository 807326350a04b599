import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { API_TIMEOUT_MS } from '@/config/constants';
import { env } from '@/config/env';
import { normaliseError, type ApiError } from './apiError';
import { loggedOut, selectToken, type AuthState } from './authSlice';

const isAbsolute = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url);
const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);

/**
 * The calls that carry the learner's token, those that need a bearer (docs/api.md lists every call with its token):
 * the user record, enrolled courses, one course's content, playback, reviews, payment, the
 * learner's own data, quiz grading and certificates. Every
 * other call (course list, blogs, sign-up, login, OTP, password reset, the chatbot) goes without
 * it, so the token is never handed to a call that has no use for it. Logout is neither: it sends
 * the token it ends as its own argument, since the session is forgotten here before it goes out.
 */
export const ENDPOINTS_WITH_TOKEN: ReadonlySet<string> = new Set([
  'getUser',
  'getEnrolledCourses',
  'getCourseById',
  'getVideoCredentials',
  'getFeedback',
  'createFeedback',
  'createOrder',
  'verifyPayment',
  'getLearnerData',
  'putLearnerData',
  'answerQuestion',
  'questionKeys',
  'issueCertificate',
]);

/** The token to send with a call, or null: only to the school's API, only for calls that need it. */
function tokenFor(state: unknown, endpoint: string, args: string | FetchArgs): string | null {
  if (!ENDPOINTS_WITH_TOKEN.has(endpoint) || isAbsolute(urlOf(args))) return null;
  return selectToken(state as { auth: AuthState });
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: env.apiUrl,
  timeout: API_TIMEOUT_MS,
  prepareHeaders: (headers, { getState, endpoint, arg }) => {
    const token = tokenFor(getState(), endpoint, arg);
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * Adds the token, normalises every failure into an `ApiError`, and ends the session when the
 * server refuses the token it was sent (the listener in `makeStore` then clears the cache); the
 * session is marked expired so the learner is told and brought back after logging in again.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const sentToken = tokenFor(api.getState(), api.endpoint, args);
  const result = await rawBaseQuery(args, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const error = normaliseError(result.error);
  // Only the session that was refused ends: not one that has since ended or been replaced.
  const stillThatSession = sentToken !== null && selectToken(api.getState() as { auth: AuthState }) === sentToken;
  if (error.status === 401 && stillThatSession) api.dispatch(loggedOut({ expired: true }));
  return { error, meta: result.meta };
};

export const TAG_TYPES = [
  'User',
  'Course',
  'Courses',
  'EnrolledCourses',
  'Feedback',
  'Blog',
  'VideoCredentials',
  'Certificate',
] as const;

/**
 * The API cache of a page rendered at build time, as its HTML carries it: the client starts with
 * the answers the page was rendered from, instead of asking for them again before it can hydrate.
 */
export const serverStateLoaded = createAction<{ api?: unknown }>('hydration/serverStateLoaded');

/** The one API of the site; each feature adds its calls with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }) {
    // The shape is the server's own store's; RTK Query takes the settled queries from it.
    if (serverStateLoaded.match(action)) return action.payload[reducerPath as 'api'] as never;
    return undefined;
  },
});
