/**
 * What the preview server (`npm start`, and the e2e suite behind it) does before any file or API
 * call is looked at, so it answers as the production server the README's nginx describes: the
 * same security headers on every answer, 400 for a path that cannot be decoded, 413 for a body
 * over its size, and never a stack trace to a client.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect } from 'vite';
import { bodyLimitFor, declaredLength } from '../mocks/bodyLimits';
import { answerTooLarge } from '../mocks/vitePlugin';

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

/** Headers, then 400 for an undecodable path, then 413 for a body that declares more than its limit. */
export function requestGuard(): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const path = decodedPath(req.url);
    if (path === null) {
      answerPlain(res, 400, 'Bad request');
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
