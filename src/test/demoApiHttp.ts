import { DEMO_LEARNER } from '@mocks/seed';

/*
 * The demo API spoken to over HTTP as a client would, for tests in jest's node environment: the
 * answer's status and its envelope, nothing else, so a test can compare an answer whole.
 */

const BASE = 'http://localhost/api';

export interface Answer<T = unknown> {
  status: number;
  body: { message?: string; data?: T };
}

/** A call to the API's `path`; a string body is sent as it is (to send what is not JSON). */
export async function call<T = unknown>(
  method: string,
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

/** Logs a learner in (the demo learner by default); returns the token. */
export async function logIn(email = DEMO_LEARNER.email, password = DEMO_LEARNER.password): Promise<string> {
  const answer = await call<{ token: string }>('POST', '/user/login', { body: { email, password, role: 'user' } });
  if (!answer.body.data) throw new Error(`login failed: ${answer.status}`);
  return answer.body.data.token;
}
