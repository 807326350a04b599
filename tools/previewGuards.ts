/**
 * What the preview server (`npm start`, and the e2e suite behind it) does before any file or API
 * call is looked at, so it answers as the production server the README's nginx describes: the
 * same security headers on every answer, 403 for a Host the server is not, 400 for a path that
 * cannot be decoded, 405 for TRACE, 413 for a body over its size, and never a stack trace to a
 * client.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import type { Connect } from 'vite';
import { bodyLimitFor, declaredLength } from '../mocks/bodyLimits';
import { answerTooLarge, isMounted } from '../mocks/vitePlugin';

/** The headers the README's nginx snippet adds to every answer (besides the CSP). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

function answerPlain(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/** The decoded path of a request URL, or null when it is no valid percent-encoding (or holds a NUL). */
export function decodedPath(url: string | undefined): string | null {
  const raw = (url ?? '/').split('?')[0] ?? '/';
  try {
    const path = decodeURIComponent(raw);
    return path.includes('\0') ? null : path;
  } catch {
    return null;
  }
}

/** The refusal of a Host the server does not answer for: fixed words, never the Host sent. */
export const HOST_REFUSED = 'Blocked request: this host is not allowed.';

/** The host name of a Host header (`[::1]:4173` → `::1`), lower-cased; null when it is malformed. */
function hostNameOf(header: string): string | null {
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d+)?$/i.exec(header);
  if (bracketed) return bracketed[1]?.toLowerCase() ?? null;
  const plain = /^([a-z0-9.-]+)(?::\d+)?$/i.exec(header);
  return plain?.[1]?.toLowerCase() ?? null;
}

/**
 * Whether the server answers for a Host header: an IP address, `localhost` and its subdomains, or
 * a name allowed (`.example.com` allows the domain and its subdomains), as Vite's own check does;
 * a request without one (HTTP/1.0) names no host to refuse. Any other name may be a page of
 * another site that rebound its name to this machine.
 */
export function hostAllowed(header: string | undefined, allowedHosts: readonly string[] = []): boolean {
  if (header === undefined) return true;
  const host = hostNameOf(header.trim());
  if (host === null) return false;
  if (isIP(host) !== 0 || host === 'localhost' || host.endsWith('.localhost')) return true;
  return allowedHosts.some((allowed) => {
    const name = allowed.toLowerCase();
    return name.startsWith('.') ? host === name.slice(1) || host.endsWith(name) : host === name;
  });
}

/** TRACE and TRACK echo the request back; the site's pages answer GET and HEAD only. */
const ECHO_METHODS = new Set(['TRACE', 'TRACK']);

interface GuardOptions {
  /** Host names the server answers for besides IP addresses and localhost (`preview.host`). */
  allowedHosts?: readonly string[];
}

/**
 * Headers, then 403 for a Host not allowed, 400 for an undecodable path, 405 for TRACE outside the
 * demo API (which names its own methods), and 413 for a body that declares more than its limit.
 */
export function requestGuard({ allowedHosts = [] }: GuardOptions = {}): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (!hostAllowed(req.headers.host, allowedHosts)) {
      answerPlain(res, 403, HOST_REFUSED);
      return;
    }
    const path = decodedPath(req.url);
    if (path === null) {
      answerPlain(res, 400, 'Bad request');
      return;
    }
    if (ECHO_METHODS.has((req.method ?? '').toUpperCase()) && !isMounted(req.url ?? '')) {
      res.setHeader('Allow', 'GET, HEAD');
      answerPlain(res, 405, 'Method not allowed');
      return;
    }
    const declared = declaredLength(req.headers['content-length']);
    if (declared !== null && declared > bodyLimitFor(path)) {
      answerTooLarge(req, res);
      return;
    }
    next();
  };
}

/**
 * The last word on an error any middleware passes on: a plain 500. Connect's own answer would
 * carry the stack trace (file paths, dependencies) outside production mode.
 */
export function errorAnswer(): Connect.ErrorHandleFunction {
  return (error: unknown, _req: IncomingMessage, res: ServerResponse, _next: Connect.NextFunction) => {
    // Log the failure, never the request (it may carry passwords or tokens).
    console.error('[preview] request failed:', error instanceof Error ? error.message : error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    answerPlain(res, 500, 'Internal server error');
  };
}
