import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { API_TIMEOUT_MS } from '@/config/constants';
import { env } from '@/config/env';
import { loggedOut, selectToken, type AuthState } from './authSlice';
import { normaliseError, type ApiError } from './apiError';

const isAbsolute = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url);
const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);

const rawBaseQuery = fetchBaseQuery({
  baseUrl: env.apiUrl,
  timeout: API_TIMEOUT_MS,
  prepareHeaders: (headers, { getState, arg }) => {
    const token = selectToken(getState() as { auth: AuthState });
    // The school's token goes to the school's API only, never to a third party.
    if (token && !headers.has('authorization') && !isAbsolute(urlOf(arg))) {
      headers.set('authorization', `Bearer ${token}`);
    }
    return headers;
  },
});

/**
 * Adds the token, normalises every failure into an `ApiError`, and ends the session when the
 * server says the token is no longer good (the listener in `makeStore` then clears the cache).
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const hadToken = selectToken(api.getState() as { auth: AuthState }) !== null;
  const result = await rawBaseQuery(args, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const error = normaliseError(result.error);
  if (error.status === 401 && hadToken && !isAbsolute(urlOf(args))) api.dispatch(loggedOut());
  return { error, meta: result.meta };
};

export const TAG_TYPES = ['User', 'Course', 'Courses', 'EnrolledCourses', 'Feedback', 'Blog', 'VideoCredentials'] as const;

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
