/**
 * Path prefixes for the demo API's handlers.
 *
 * The leading `*` makes msw match any origin, so the same handlers answer whatever
 * `VITE_API_URL` the app was built with (jest's origin, the Vite server, a preview host).
 */

/** Prefix of every school API path, e.g. `${API}/user/login`. */
export const API = '*/api';

/** Prefix of the stand-ins for third parties (payment provider, language model). */
export const DEMO = '*/demo';

/** Full msw pattern of a school API path given relative to the API root ('/user/login'). */
export function apiPath(path: string): string {
  return `${API}${path}`;
}
