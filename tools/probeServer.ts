// Probes of the server itself: oversized bodies, bad encodings, paths outside the served folder and
// the production headers.
import { call, probeBase, rawRequest, type Row } from './probeSupport';

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
