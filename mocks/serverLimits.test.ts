/**
 * The preview server's guards and the demo API middleware, over real sockets on loopback: bodies
 * over their limit are refused with 413 before they are read (in any letter case of the path), bad
 * encodings are a 400, a Host the server is not a 403 that repeats nothing, TRACE a 405, HEAD the
 * GET without its body, nothing outside the served folder is served, no stack trace reaches a
 * client, failed attempts count against the socket's address whatever a client claims, and every
 * answer carries the production security headers.
 *
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pagePatternSources } from '@/app/pages';
import { servePrecompressed } from '../tools/precompress';
import { errorAnswer, HOST_REFUSED, requestGuard, SECURITY_HEADERS } from '../tools/previewGuards';
import { AUTH_BODY_LIMIT, BODY_TOO_LARGE, DEFAULT_BODY_LIMIT } from './bodyLimits';
import { CLIENT_FAILURE_LIMIT } from './db';
import { CLIENT_ADDRESS_HEADER } from './handlerUtils';
import { DEMO_LEARNER } from './seed';
import { demoApiMiddleware } from './vitePlugin';

type Next = (error?: unknown) => void;
type Handle = (req: IncomingMessage, res: ServerResponse, next: Next) => void;
type ErrorHandle = (error: unknown, req: IncomingMessage, res: ServerResponse, next: Next) => void;
type Layer = Handle | ErrorHandle;

/** Connect's dispatch in a few lines: layers in order, errors to the four-argument ones. */
function compose(layers: Layer[]) {
  return (req: IncomingMessage, res: ServerResponse) => {
    let index = 0;
    const next: Next = (error) => {
      const layer = layers[index++];
      if (!layer) {
        res.statusCode = error ? 599 : 404;
        res.end(error instanceof Error ? (error.stack ?? '') : 'fell through');
        return;
      }
      try {
        if (layer.length === 4) {
          if (error) (layer as ErrorHandle)(error, req, res, next);
          else next();
        } else if (error) next(error);
        else (layer as Handle)(req, res, next);
      } catch (thrown) {
        next(thrown);
      }
    };
    next();
  };
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `head` (and then `body`, if any) as written, bypassing any client's URL clean-up, and
 * reads the answer until the server closes or a quiet moment passes.
 */
function raw(
  port: number,
  head: string,
  body: (write: (chunk: string) => boolean) => void = () => {},
  localAddress?: string,
) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    let text = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = top.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      // One answer per connection: stop once a whole one (by its length) is in.
      const length = /content-length:\s*(\d+)/i.exec(text)?.[1];
      const split = text.indexOf('\r\n\r\n');
      if (length !== undefined && split >= 0 && text.length - split - 4 >= Number(length)) finish();
    });
    socket.on('close', finish);
    socket.on('error', (error) => (text ? finish() : reject(error)));
    socket.write(head);
    body((chunk) => !socket.destroyed && socket.write(chunk));
  });
}

const post = (path: string, headers: string) => `POST ${path} HTTP/1.1\r\nHost: localhost\r\n${headers}\r\n`;

let server: Server;
let port = 0;
let root = '';
let base = '';

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'preview-'));
  root = join(base, 'dist');
  mkdirSync(root);
  mkdirSync(join(base, 'dist-ssr'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>site</title>');
  // The page list the build writes, which the preview server answers by.
  writeFileSync(join(root, 'pages.json'), JSON.stringify(pagePatternSources));
  // The Not Found pages the build renders, per language.
  writeFileSync(join(root, '404.html'), '<!doctype html><title>not found</title>');
  mkdirSync(join(root, 'hi'));
  writeFileSync(join(root, 'hi', '404.html'), '<!doctype html><title>hi not found</title>');
  writeFileSync(join(base, 'dist-ssr', 'index.html'), 'SERVER BUNDLE');
  writeFileSync(join(base, 'secret.txt'), 'SECRET');
  const explode = (req: IncomingMessage, _res: ServerResponse, next: Next) => {
    if (req.url === '/explode') throw new Error(`failed in ${join(base, 'tools', 'x.ts')}`);
    next();
  };
  server = createServer(
    compose([requestGuard(), explode, demoApiMiddleware(), servePrecompressed(root), errorAnswer()]),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(base, { recursive: true, force: true });
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('request bodies', () => {
  it('over the auth limit are refused with 413 from their declared length, before a byte is sent', async () => {
    const answer = await raw(
      port,
      post('/api/user/login', `Content-Type: application/json\r\nContent-Length: ${200 * 1024 * 1024}\r\n`),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: BODY_TOO_LARGE });
  });

  it('over the limit are answered 413 even while the client goes on sending', async () => {
    const answer = await raw(
      port,
      post('/api/user/login', `Content-Type: application/json\r\nContent-Length: ${200 * 1024 * 1024}\r\n`),
      (write) => {
        const chunk = 'x'.repeat(64 * 1024);
        for (let i = 0; i < 16; i += 1) write(chunk);
      },
    );
    expect(answer.status).toBe(413);
  });

  it('sent without a length are cut off with 413 once they pass the limit', async () => {
    const answer = await raw(
      port,
      post('/api/user/login', 'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n'),
      (write) => {
        const chunk = 'x'.repeat(1024);
        // Far more than the limit, in chunks, as a client that declares nothing would send.
        for (let i = 0; i < 64; i += 1) write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: BODY_TOO_LARGE });
  });

  it('within the auth limit reach the demo API as usual', async () => {
    const body = JSON.stringify({ email: DEMO_LEARNER.email, password: 'Wrong@123', pad: 'x'.repeat(3000) });
    expect(body.length).toBeLessThan(AUTH_BODY_LIMIT);
    const answer = await raw(
      port,
      post('/api/user/login', `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n`) + body,
    );
    expect(answer.status).toBe(401);
  });

  it('of other calls may be larger than the auth limit, up to their own', async () => {
    const size = AUTH_BODY_LIMIT * 4;
    const fits = await raw(
      port,
      post('/api/payment/verify-payment', `Content-Type: application/json\r\nContent-Length: ${size}\r\n`) +
        ' '.repeat(size),
    );
    expect(fits.status).toBe(400);
    const over = await raw(
      port,
      post(
        '/api/payment/verify-payment',
        `Content-Type: application/json\r\nContent-Length: ${DEFAULT_BODY_LIMIT + 1}\r\n`,
      ),
    );
    expect(over.status).toBe(413);
  });

  it('to paths that are not the API are held to the same limit', async () => {
    const answer = await raw(port, post('/', `Content-Length: ${DEFAULT_BODY_LIMIT + 1}\r\n`));
    expect(answer.status).toBe(413);
  });
});

describe('paths', () => {
  const get = (path: string) => raw(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

  it('that are no valid percent-encoding are a 400 with no stack', async () => {
    for (const path of ['/%', '/%E0%A4%A', '/assets/%zz.js', '/a%00b.js']) {
      const answer = await get(path);
      expect(answer.status).toBe(400);
      expect(answer.body).toBe('Bad request');
    }
  });

  it('never reach outside the served folder, however they are encoded', async () => {
    for (const path of [
      '/%2e%2e/dist-ssr/index.html',
      '/%2E%2E/secret.txt',
      '/..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/dist-ssr/index.html',
      '/%2e%2e%5csecret.txt',
    ]) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toMatch(/SERVER BUNDLE|SECRET/);
    }
  });

  // The browser routes these as the Not Found page too (src/app/notFoundPaths.test.tsx), so the
  // page hydrates as it was rendered.
  it.each([
    ['/practice/..%2F..%2Fpackage', 'not found'],
    ['/hi//', 'hi not found'],
    ['/about//', 'not found'],
  ])('the router would decode as a page, yet are none, answer the Not Found page: %s', async (path, title) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain(`<title>${title}</title>`);
  });

  it('inside it are served as before', async () => {
    const answer = await get('/index.html');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<title>site</title>');
  });

  it('whose handler fails answer a plain 500, naming no file', async () => {
    const answer = await get('/explode');
    expect(answer.status).toBe(500);
    expect(answer.body).toBe('Internal server error');
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('every answer', () => {
  it("carries the production server's security headers", async () => {
    const answers = [
      await raw(port, 'GET /index.html HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      await raw(port, 'GET /api/no-such-call HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      await raw(port, 'GET /% HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
    ];
    expect(SECURITY_HEADERS).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('the login path in another letter case', () => {
  it('is the login, and has its limit', async () => {
    const body = JSON.stringify({ email: DEMO_LEARNER.email, password: 'Wrong@123' });
    const reached = await raw(
      port,
      post('/api/User/Login', `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n`) + body,
    );
    expect([reached.status, JSON.parse(reached.body)]).toEqual([401, { message: 'Invalid email or password' }]);

    const declared = await raw(
      port,
      post('/api/USER/login', `Content-Type: application/json\r\nContent-Length: ${AUTH_BODY_LIMIT + 1}\r\n`),
    );
    expect(declared.status).toBe(413);
    const sent = await raw(
      port,
      post('/api/User/Login', 'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n'),
      (write) => {
        const chunk = 'x'.repeat(1024);
        for (let i = 0; i < 16; i += 1) write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      },
    );
    expect(sent.status).toBe(413);
  });
});

describe('methods', () => {
  const ask = (method: string, path: string) =>
    raw(port, `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

  it('TRACE is refused with 405, naming what the path answers, with the security headers', async () => {
    const api = await ask('TRACE', '/api/course/getAll');
    expect([api.status, api.headers.allow]).toEqual([405, 'GET, HEAD']);
    const login = await ask('TRACE', '/api/user/login');
    expect([login.status, login.headers.allow]).toEqual([405, 'POST']);
    const page = await ask('TRACE', '/index.html');
    expect([page.status, page.headers.allow]).toEqual([405, 'GET, HEAD']);
    for (const answer of [api, login, page]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.body).not.toMatch(/TRACE|Host: localhost/);
    }
    expect((await ask('TRACE', '/api/no-such-call')).status).toBe(404);
  });

  it("HEAD answers an API call's GET status and headers, without its body", async () => {
    const get = await ask('GET', '/api/course/getAll');
    const head = await ask('HEAD', '/api/course/getAll');
    expect(head.status).toBe(get.status);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.body)));
    expect(head.body).toBe('');
    const missing = await ask('HEAD', '/api/no-such-call');
    expect([missing.status, missing.body]).toEqual([404, '']);
  });
});

describe('a Host the server is not', () => {
  const withHost = (host: string) =>
    raw(port, `GET /index.html HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

  it('is refused with 403, the security headers and fixed words that do not repeat it', async () => {
    for (const host of ['evil.example', 'evil.example:4173', 'localhost.evil.example', '<script>x</script>']) {
      const answer = await withHost(host);
      expect([host, answer.status, answer.body]).toEqual([host, 403, HOST_REFUSED]);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('is not refused when it is this machine by name or address', async () => {
    for (const host of ['localhost', `localhost:${port}`, '127.0.0.1:4173', '[::1]:4173', 'app.localhost']) {
      expect([host, (await withHost(host)).status]).toEqual([host, 200]);
    }
  });
});

describe('failed attempts', () => {
  const wrongOtp = (from: string, claimed: string) => {
    const body = JSON.stringify({ otp: '000000', email: `nobody-${claimed}@example.com` });
    return raw(
      port,
      post(
        '/api/user/otpVerify',
        `Content-Type: application/json\r\n${CLIENT_ADDRESS_HEADER}: ${claimed}\r\nContent-Length: ${body.length}\r\n`,
      ) + body,
      undefined,
      from,
    );
  };

  it('count against the address they come from, whatever address the client claims', async () => {
    for (let i = 0; i < CLIENT_FAILURE_LIMIT; i += 1) {
      expect((await wrongOtp('127.0.0.2', `10.0.0.${i}`)).status).toBe(400);
    }
    const refused = await wrongOtp('127.0.0.2', '10.9.9.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not held back by this one.
    expect((await wrongOtp('127.0.0.3', '127.0.0.2')).status).toBe(400);
  });
});
