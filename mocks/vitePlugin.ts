/**
 * Serves the demo API from the Vite dev and preview servers, so the browser talks real HTTP to
 * the same origin. The handlers are the ones jest uses; the database lives in this process.
 */
import { Buffer } from 'node:buffer';
import type { IncomingMessage, ServerResponse } from 'node:http';
// Node's own timers (they can be unref'd), whatever globals the environment puts in their place.
import { clearTimeout, setTimeout } from 'node:timers';
import { getResponse, matchRequestUrl } from 'msw';
import type { Connect, Plugin } from 'vite';
import { BODY_TOO_LARGE, BodyTooLargeError, bodyLimitFor, declaredLength } from './bodyLimits';
import { handlers } from './handlers';
import { CLIENT_ADDRESS_HEADER } from './handlerUtils';

/** Paths the demo API owns; everything else goes on to Vite (modules, static files, index.html). */
const MOUNTED_PREFIXES = ['/api/', '/demo/razorpay/', '/demo/video/', '/demo/llm'];

export function isMounted(url: string): boolean {
  return MOUNTED_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Methods no handler answers and the Fetch API cannot even carry: TRACE and TRACK would echo the
 * request (its cookies and tokens included) back to a script. They are answered 405 here.
 */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** The methods the demo API answers at `url`, HEAD with every GET; empty for a path it does not have. */
export function allowedMethods(url: URL): string[] {
  const methods = new Set<string>();
  for (const handler of handlers) {
    const { method, path } = handler.info;
    if (typeof method !== 'string' || typeof path === 'function' || !matchRequestUrl(url, path).matches) continue;
    methods.add(method);
    if (method === 'GET') methods.add('HEAD');
  }
  return [...methods];
}

/**
 * The request's body, up to `limit` bytes. A body that declares more is refused before a byte is
 * read; one that sends more than it declared (or declares nothing) is refused once it passes the
 * limit, and the rest is never kept.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = declaredLength(req.headers['content-length']);
  if (declared !== null && declared > limit) return Promise.reject(new BodyTooLargeError());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      received += bytes.length;
      if (received > limit) {
        req.off('data', onData);
        chunks.length = 0;
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(bytes);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** How long the rest of an oversized body is drained (read and dropped) before the connection is cut. */
const DRAIN_MS = 1000;

/**
 * 413 at once. The rest of the body is read and dropped, never kept, for a moment, so the client
 * (still sending) reads the answer: closing with its bytes unread would reset the connection and
 * lose the answer with it. A client still sending after that moment is cut off.
 */
export function answerTooLarge(req: IncomingMessage, res: ServerResponse): void {
  res.statusCode = 413;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ message: BODY_TOO_LARGE }));
  req.removeAllListeners('data');
  req.resume();
  if (req.readableEnded) return;
  const cut = setTimeout(() => req.socket.destroy(), DRAIN_MS);
  cut.unref();
  req.once('end', () => clearTimeout(cut));
  req.once('close', () => clearTimeout(cut));
}

function requestUrl(req: IncomingMessage): URL {
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
  return new URL(req.url ?? '/', `${encrypted ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`);
}

/**
 * The Fetch request the handlers read. HEAD asks as GET (the handlers answer GET; the body is left
 * out when answering), and the socket's remote address goes in a header of the server's own: any
 * such header the client sent is dropped first, so whom an attempt counts against is never the
 * client's to say.
 */
async function toFetchRequest(req: IncomingMessage, url: URL): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2 pseudo-headers (':path') are not valid Fetch header names.
    if (value === undefined || name.startsWith(':') || name.toLowerCase() === CLIENT_ADDRESS_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const address = req.socket.remoteAddress;
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  const asked = (req.method ?? 'GET').toUpperCase();
  const method = asked === 'HEAD' ? 'GET' : asked;
  const body = method === 'GET' ? undefined : await readBody(req, bodyLimitFor(url.pathname));
  return new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
}

/** 405 for a method the path does not answer, naming those it does. */
function answerNotAllowed(res: ServerResponse, allowed: string[]): void {
  res.statusCode = 405;
  res.setHeader('allow', allowed.join(', '));
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ message: 'Method not allowed' }));
}

/** An unknown API path is a 404, like the real server, not the site's index.html. */
function answerNotFound(res: ServerResponse, withBody: boolean): void {
  res.statusCode = 404;
  res.setHeader('content-type', 'application/json');
  res.end(withBody ? JSON.stringify({ message: 'Not found' }) : undefined);
}

async function writeResponse(res: ServerResponse, response: Response, withBody: boolean): Promise<void> {
  // HttpResponse.error() (a network failure) has no status to send: drop the connection.
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  const body = Buffer.from(await response.arrayBuffer());
  // A HEAD answer says what the GET would send, its length included, and sends none of it.
  if (!res.hasHeader('content-length')) res.setHeader('content-length', body.length);
  res.end(withBody ? body : undefined);
}

export function demoApiMiddleware(): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (!isMounted(req.url ?? '')) {
      next();
      return;
    }
    void (async () => {
      try {
        const url = requestUrl(req);
        const method = (req.method ?? 'GET').toUpperCase();
        if (REFUSED_METHODS.has(method)) {
          const allowed = allowedMethods(url);
          if (allowed.length > 0) answerNotAllowed(res, allowed);
          else answerNotFound(res, true);
          return;
        }
        const response = await getResponse(handlers, await toFetchRequest(req, url));
        if (!response) {
          answerNotFound(res, method !== 'HEAD');
          return;
        }
        await writeResponse(res, response, method !== 'HEAD');
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          answerTooLarge(req, res);
          return;
        }
        // Log the failure, never the request (it may carry passwords or tokens).
        console.error('[demo-api] handler failed:', error instanceof Error ? error.message : error);
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ message: 'Internal server error' }));
        } else {
          res.destroy();
        }
      }
    })();
  };
}

/** Mounts the demo API on `vite` (dev) and `vite preview`. */
export function demoApi(): Plugin {
  return {
    name: 'tradeschool-demo-api',
    // Added directly (not returned as a post hook) so it runs before Vite's SPA fallback.
    configureServer(server) {
      server.middlewares.use(demoApiMiddleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(demoApiMiddleware());
    },
  };
}
