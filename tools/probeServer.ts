// Probes of the server itself: oversized bodies (in any letter case of the path), bad encodings,
// paths outside the served folder, paths the router and the server could read apart, methods
// (TRACE, HEAD), the Host check and the production headers.
import { call, probeBase, rawRequest, send, type Row, type Sent } from './probeSupport';

export async function bodies(rows: Row[]) {
  const head = (path: string, headers: string) =>
    `POST ${path} HTTP/1.1\r\nHost: ${probeBase().host}\r\nContent-Type: application/json\r\n${headers}\r\n`;
  const declared = await rawRequest(
    head('/api/user/login', `Content-Length: ${200 * 1024 * 1024}\r\n`),
    async (write) => {
      // A first megabyte, as a client would start a 200 MB upload; the answer should not wait for it.
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 16; i += 1) write(chunk);
    },
  );
  rows.push({
    probe: 'Login with a declared 200 MB body',
    expected: '413 before the body is read',
    observed: `${declared.status} in ${declared.ms.toFixed(0)} ms`,
    held: declared.status === 413,
  });
  const chunked = await rawRequest(head('/api/user/login', 'Transfer-Encoding: chunked\r\n'), async (write) => {
    const chunk = 'x'.repeat(16 * 1024);
    for (let i = 0; i < 64; i += 1) write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
  });
  rows.push({
    probe: 'Login with 1 MB sent without a length',
    expected: '413 once past the auth limit',
    observed: `${chunked.status} in ${chunked.ms.toFixed(0)} ms`,
    held: chunked.status === 413,
  });
  // The demo API's routes match in any letter case, so its limits must too.
  const cased = await rawRequest(head('/api/User/Login', `Content-Length: ${1024 * 1024}\r\n`), async (write) => {
    const chunk = 'x'.repeat(64 * 1024);
    for (let i = 0; i < 16; i += 1) write(chunk);
  });
  rows.push({
    probe: 'POST /api/User/Login with 1 MB',
    expected: "413, the login's limit in any case",
    observed: `${cased.status} in ${cased.ms.toFixed(0)} ms`,
    held: cased.status === 413,
  });
}

export async function paths(rows: Row[]) {
  const get = (path: string) =>
    rawRequest(`GET ${path} HTTP/1.1\r\nHost: ${probeBase().host}\r\nConnection: close\r\n\r\n`);
  const badEncoding = await get('/%');
  const leaks = /node_modules|\.ts\b|\bat .+:\d+/.test(badEncoding.body);
  rows.push({
    probe: 'GET /% (bad encoding)',
    expected: '400, no stack trace',
    observed: `${badEncoding.status}${leaks ? ', stack in body' : ''}`,
    held: badEncoding.status === 400 && !leaks,
  });
  for (const path of ['/%2e%2e/dist-ssr/index.html', '/%2e%2e/package.json', '/assets/%2e%2e/%2e%2e/package.json']) {
    const answer = await get(path);
    const outside = /entry-server|"devDependencies"|renderPage|tradeschool-web/.test(answer.body);
    rows.push({
      probe: `GET ${path}`,
      expected: 'nothing from outside dist/',
      observed: `${answer.status}${outside ? ', served a file from outside' : ''}`,
      held: !outside && answer.status !== 200,
    });
  }
}

/**
 * Paths the router alone would read as a page while the server, decoding the whole path, finds
 * none: the server answers the Not Found page, the same document as for any path with no page,
 * and the browser routes them as that page. That it hydrates without a mismatch needs a browser:
 * src/app/notFoundPaths.test.tsx hydrates the page the build renders at these paths.
 */
export async function routerPaths(rows: Row[]) {
  for (const [path, reference] of [
    ['/practice/..%2F..%2Fpackage', '/no-such-page-of-the-probe'],
    ['/hi//', '/hi/no-such-page-of-the-probe'],
  ] as const) {
    const answer = await send('GET', path);
    const notFound = await send('GET', reference);
    const same = answer.body === notFound.body && /<html/i.test(answer.body);
    rows.push({
      probe: `GET ${path}`,
      expected: 'the Not Found page (404), as for any path with no page',
      observed: `${answer.status}, ${same ? 'the Not Found page' : 'another document'}`,
      held: answer.status === 404 && notFound.status === 404 && same,
    });
  }
}

const hasSecurityHeaders = (answer: Sent) =>
  answer.headers['x-content-type-options'] === 'nosniff' &&
  answer.headers['referrer-policy'] === 'strict-origin-when-cross-origin' &&
  typeof answer.headers['content-security-policy'] === 'string';

/** TRACE echoes a request (tokens and all) back; HEAD must answer as GET, without the body. */
export async function methods(rows: Row[]) {
  for (const path of ['/api/course/getAll', '/']) {
    const answer = await send('TRACE', path, { headers: { authorization: 'Bearer probe-secret' } });
    rows.push({
      probe: `TRACE ${path}`,
      expected: '405 with Allow and the security headers',
      observed: `${answer.status}, Allow ${answer.headers.allow ?? '-'}${hasSecurityHeaders(answer) ? ', headers' : ''}`,
      held:
        answer.status === 405 &&
        typeof answer.headers.allow === 'string' &&
        hasSecurityHeaders(answer) &&
        !answer.body.includes('probe-secret'),
    });
  }
  const get = await send('GET', '/api/course/getAll');
  const head = await send('HEAD', '/api/course/getAll');
  rows.push({
    probe: 'HEAD /api/course/getAll',
    expected: "the GET's status and headers, no body",
    observed: `${head.status} vs ${get.status}, length ${head.headers['content-length'] ?? '-'} vs ${Buffer.byteLength(get.body)}, body ${head.body.length} B`,
    held:
      head.status === get.status &&
      head.headers['content-type'] === get.headers['content-type'] &&
      head.headers['content-length'] === String(Buffer.byteLength(get.body)) &&
      head.body === '',
  });
}

/** A Host the server is not (another site's name rebound to this machine): refused, repeating nothing. */
export async function hosts(rows: Row[]) {
  const answer = await send('GET', '/', { headers: { host: 'evil.example' } });
  const echoes = answer.body.includes('evil');
  rows.push({
    probe: 'GET / with Host: evil.example',
    expected: '403, security headers, the Host not repeated',
    observed: `${answer.status}${hasSecurityHeaders(answer) ? ', headers' : ', no headers'}${echoes ? ', echoes the Host' : ''}`,
    held: answer.status === 403 && hasSecurityHeaders(answer) && !echoes,
  });
}

export async function headers(rows: Row[]) {
  for (const path of ['/', '/api/course/getAll']) {
    const answer = await call('GET', path);
    const nosniff = answer.headers.get('x-content-type-options');
    const referrer = answer.headers.get('referrer-policy');
    const csp = answer.headers.get('content-security-policy');
    rows.push({
      probe: `Security headers on ${path}`,
      expected: 'nosniff, Referrer-Policy, CSP',
      observed: `${nosniff ?? '-'}, ${referrer ?? '-'}, ${csp ? 'CSP' : '-'}`,
      held: nosniff === 'nosniff' && referrer === 'strict-origin-when-cross-origin' && csp !== null,
    });
  }
}
