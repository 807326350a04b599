/**
 * Test helpers for one endpoint: make it misbehave, once or until `server.resetHandlers()`, hold
 * its answers, or wait for its next answer.
 *
 *   withFault('post', '/user/login', 'server-error');             // every call fails
 *   withFault('get', '/course/getAll', 'network', { once: true }); // the first call fails
 */
import type { HttpHandler } from 'msw';
import { http } from 'msw/core/http';
import { handlers } from './handlers';
import { server } from './node';
import { API } from './paths';

export type FaultKind = 'server-error' | 'network' | 'timeout' | 'malformed' | 'unauthorized' | 'forbidden';

export type FaultMethod =
  'get' | 'post' | 'put' | 'patch' | 'delete' | 'all' | 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ALL';

export interface FaultOptions {
  /** Misbehave for the first matching request only. */
  once?: boolean;
}

/**
 * The msw pattern of a path: API-relative ('/user/login', '/api/enrolled-courses'), a demo
 * stand-in ('/demo/llm'), or already a full pattern ('*\/api/...', 'http://...').
 */
export function faultPattern(path: string): string {
  if (!path.startsWith('/')) return path;
  if (path.startsWith('/demo/')) return `*${path}`;
  return `${API}${path}`;
}

/** A handler answering `method path` with the given fault; pass it to `server.use(...)`. */
export function failEndpoint(
  method: FaultMethod,
  path: string,
  kind: FaultKind,
  options: FaultOptions = {},
): HttpHandler {
  const verb = method.toLowerCase() as Lowercase<FaultMethod>;
  return http[verb](
    faultPattern(path),
    async () => {
      switch (kind) {
        case 'server-error':
          return Response.json({ message: 'Internal server error' }, { status: 500 });
        case 'network':
          return Response.error();
        case 'timeout':
          // Never answers: the client's own time-out (or abort) must end the call.
          return new Promise<never>(() => undefined);
        case 'malformed':
          return new Response('{not json', { status: 200, headers: { 'Content-Type': 'application/json' } });
        case 'unauthorized':
          return Response.json({ message: 'Unauthorized' }, { status: 401 });
        case 'forbidden':
          return Response.json({ message: 'Forbidden' }, { status: 403 });
      }
    },
    { once: options.once ?? false },
  );
}

/** `failEndpoint` plus `server.use`; undone by `server.resetHandlers()` (usually in afterEach). */
export function withFault(method: FaultMethod, path: string, kind: FaultKind, options: FaultOptions = {}): HttpHandler {
  const handler = failEndpoint(method, path, kind, options);
  server.use(handler);
  return handler;
}

export interface HeldEndpoint {
  /** Lets every held request (and every later one) through to its normal answer. */
  release: () => void;
}

/**
 * Holds every `method path` request until `release()`, then answers it as the base handlers
 * would. A loading or busy state can then be asserted for as long as the test needs, on any
 * machine, instead of racing a delay.
 */
export function holdEndpoint(method: FaultMethod, path: string): HeldEndpoint {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const verb = method.toLowerCase() as Lowercase<FaultMethod>;
  server.use(
    http[verb](faultPattern(path), async ({ request }) => {
      await released;
      // The normal answer, from the base handlers (not from other overrides). msw's main entry
      // brings GraphQL along, so it is loaded only once a hold is released, not by every test.
      const { getResponse, passthrough } = await import('msw');
      const response = await getResponse(handlers, request);
      return response ?? passthrough();
    }),
  );
  return { release };
}

/**
 * Settles once the demo API has answered the next `method` request whose URL path ends with
 * `path`, and fails if its handler throws. Start it before the action that sends the request;
 * await it after.
 *
 * Under jest's fake clock, findBy and waitFor count their time-out on that clock and move it on
 * with every poll, so they give up after a number of polls, however quickly those run. The demo
 * API hashes passwords on Node's thread pool, in real time, which no fake clock hurries. A test
 * that logs in, signs up or sets a password under a fake clock awaits the answer first; its polls
 * then wait only on the app.
 */
export function nextAnswer(method: Exclude<FaultMethod, 'all' | 'ALL'>, path: string): Promise<void> {
  const verb = method.toUpperCase();
  const isIt = (request: Request) => request.method === verb && new URL(request.url).pathname.endsWith(path);
  return new Promise((resolve, reject) => {
    const stop = () => {
      server.events.removeListener('request:end', answered);
      server.events.removeListener('unhandledException', threw);
    };
    const answered = ({ request }: { request: Request }) => {
      if (!isIt(request)) return;
      stop();
      resolve();
    };
    const threw = ({ request, error }: { request: Request; error: Error }) => {
      if (!isIt(request)) return;
      stop();
      reject(error);
    };
    server.events.on('request:end', answered);
    server.events.on('unhandledException', threw);
  });
}
