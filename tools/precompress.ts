import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, isAbsolute, join, normalize, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Connect, Plugin } from 'vite';
import { LANGUAGE_INFO, languageOfPath } from '../src/config/languages';
import { pagePathMatcher } from '../src/config/paths';

/** The page list the build writes beside the pages (src/app/entry-server.tsx). */
const PAGE_LIST_FILE = 'pages.json';

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
      // A failed build wrote nothing: its own error is the one to report.
      if (!existsSync(outDir)) return;
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.has(extname(file))) continue;
        const source = await readFile(file);
        if (source.length < MIN_BYTES) continue;
        await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
        await writeFile(
          `${file}.br`,
          brotliCompressSync(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          }),
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
  '.woff2': 'font/woff2',
};

/**
 * The page for a path that is no route of the app: `404.html` when the build has one, else the
 * app shell, whose router shows the Not Found page.
 */
function notFoundPage(root: string, path: string) {
  const prefix = languagePrefix(path);
  return existsSync(join(root, prefix, '404.html'))
    ? `${prefix}/404.html`
    : existsSync(join(root, prefix, 'app.html'))
      ? `${prefix}/app.html`
      : '/index.html';
}

/**
 * The file that answers a client-side route: its prerendered page (`<path>/index.html`, see
 * tools/prerender.ts), else the empty app shell (`app.html`, or `index.html` before prerendering).
 * The README's nginx snippet does the same with `try_files`.
 */
function pageFor(root: string, path: string) {
  const prerendered = join(path, 'index.html');
  if (existsSync(join(root, prerendered))) return prerendered;
  const prefix = languagePrefix(path);
  return existsSync(join(root, prefix, 'app.html')) ? `${prefix}/app.html` : '/index.html';
}

/**
 * Whether `file` lies inside `root`. A plain `startsWith(root)` would also admit a sibling
 * folder whose name begins with the root's (`dist-ssr` beside `dist`).
 */
export function isInside(root: string, file: string): boolean {
  const path = relative(normalize(root), normalize(file));
  return path !== '' && path.split(sep)[0] !== '..' && !isAbsolute(path);
}

/** Each language has its own shell and Not Found page, under its prefix (`/hi/app.html`). */
const languagePrefix = (path: string) => LANGUAGE_INFO[languageOfPath(path)].prefix;

/**
 * Preview-server middleware: answers with the pre-compressed file when the browser accepts it. A
 * file that is not there is a 404 (an old build's chunk must fail as a missing file, not load the
 * app's page as JavaScript), and so is a path that is no page of the app (with the Not Found page).
 */
/** The page list the build wrote into `root`; without it no path can be told a page, so it says so. */
function readPageList(root: string): (pathname: string) => boolean {
  try {
    return pagePathMatcher(JSON.parse(readFileSync(join(root, PAGE_LIST_FILE), 'utf8')) as string[]);
  } catch (error) {
    throw new Error(`${join(root, PAGE_LIST_FILE)} is missing or unreadable: build the site with \`npm run build\``, {
      cause: error,
    });
  }
}

export function servePrecompressed(root: string): Connect.NextHandleFunction {
  let isAppPath: ((pathname: string) => boolean) | undefined;
  return (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    // The build's page list (the page declarations', see src/app/pages.ts), read at the first request.
    isAppPath ??= readPageList(root);
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let requested: string;
    try {
      requested = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    } catch {
      // A path that is no valid percent-encoding names no file.
      res.statusCode = 400;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(req.method === 'HEAD' ? undefined : 'Bad request');
      return;
    }
    const route = isAppPath(requested);
    const isFile = !route && extname(requested) !== '';
    // Nothing outside the served folder, not even whether it exists: a missing file's answer.
    if (isFile && (!isInside(root, join(root, requested)) || !existsSync(join(root, requested)))) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(req.method === 'HEAD' ? undefined : 'Not found');
      return;
    }
    const known = isFile || route;
    const url = isFile ? requested : known ? pageFor(root, requested) : notFoundPage(root, requested);
    const type = CONTENT_TYPES[extname(url)];
    if (!type) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const file = normalize(join(root, url));
    if (!isInside(root, file)) return next();
    const compressed = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : null;
    // Pages are always answered here (the preview server's own fallback knows no prerendering);
    // other files only when a compressed copy exists.
    const candidates = [compressed, extname(url) === '.html' ? file : null].filter((path) => path !== null);
    void (async () => {
      for (const path of candidates) {
        if (
          !(await stat(path).then(
            () => true,
            () => false,
          ))
        )
          continue;
        if (!known) res.statusCode = 404;
        res.setHeader('Content-Type', type);
        if (path === compressed && encoding) {
          res.setHeader('Content-Encoding', encoding);
          res.setHeader('Vary', 'Accept-Encoding');
        }
        res.setHeader('Cache-Control', url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : await readFile(path));
        return;
      }
      next();
    })();
  };
}
