import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Connect, Plugin } from 'vite';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `.br` and `.gz` beside every text asset at build time, so servers send them as they are
 * (nginx `brotli_static`/`gzip_static`) instead of compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tradeschool-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.has(extname(file))) continue;
        const source = await readFile(file);
        if (source.length < MIN_BYTES) continue;
        await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
        await writeFile(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
        );
      }
    },
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Preview-server middleware: answers with the pre-compressed file when the browser accepts it. */
export function servePrecompressed(root: string): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    const requested = (req.url ?? '/').split('?')[0] ?? '/';
    // Client-side routes (no extension) are answered with the app's index.html.
    const url = extname(requested) ? requested : '/index.html';
    const type = CONTENT_TYPES[extname(url)];
    if (!type || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (!encoding) return next();
    const file = normalize(join(root, decodeURIComponent(url)));
    if (!file.startsWith(normalize(root))) return next();
    const compressed = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    stat(compressed).then(
      async () => {
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Vary', 'Accept-Encoding');
        if (url.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : await readFile(compressed));
      },
      () => next(),
    );
  };
}
