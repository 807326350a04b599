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

interface CallOptions {
  body?: unknown;
  token?: string;
}

/** The request, answered with its status and its body's text. */
async function send(method: string, path: string, { body, token }: CallOptions) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** A call to the API's `path`; a string body is sent as it is (to send what is not JSON). */
export async function call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const { status, text } = await send(method, path, options);
  return { status, body: JSON.parse(text) as Answer<T>['body'] };
}

/** The same call, with the size of the answer's body in bytes (for the tests of size budgets). */
export async function callSized<T = unknown>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T> & { bytes: number }> {
  const { status, text } = await send(method, path, options);
  return { status, body: JSON.parse(text) as Answer<T>['body'], bytes: new TextEncoder().encode(text).length };
}

/** Logs a learner in (the demo learner by default); returns the token. */
export async function logIn(email = DEMO_LEARNER.email, password = DEMO_LEARNER.password): Promise<string> {
  const answer = await call<{ token: string }>('POST', '/user/login', { body: { email, password, role: 'user' } });
  if (!answer.body.data) throw new Error(`login failed: ${answer.status}`);
  return answer.body.data.token;
}

/** The same call, with the answer's headers (for the tests of `Retry-After` and the like). */
export async function callWithHeaders<T = unknown>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T> & { headers: Headers }> {
  const { status, text, headers } = await send(method, path, options);
  return { status, body: JSON.parse(text) as Answer<T>['body'], headers };
}
