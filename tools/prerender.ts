#!/usr/bin/env -S npx tsx
// Renders the site's public pages into the client build, in Node, with no browser: each page is
// rendered by React's server renderer through the server bundle (src/app/entry-server.tsx, built
// by `npm run build:server`) and written into the client's HTML template as
// dist/<path>/index.html, with its styles, its data and its own chunks' preloads. The browser then
// hydrates it (src/main.tsx). Every page is written in each language (Hindi ones under /hi).
// Also writes 404.html (the not-found page), app.html (the shell for every other path: the
// learner's pages, which depend on the session), each per language, sitemap.xml and robots.txt.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { SCRIPT_HASHES_FILE, scriptHash } from './csp';

/** A page as the server bundle renders it (`RenderedPage` in src/app/entry-server.tsx). */
interface RenderedPage {
  html: string;
  styles: string;
  head: string;
  state: string;
  modules: string[];
  lang: string;
  catalogues: string[];
}

/** What the server bundle (src/app/entry-server.tsx, built to entry-server.js) exports. */
interface ServerEntry {
  renderPage: (path: string) => Promise<RenderedPage>;
  renderShell: (lang: string) => Promise<RenderedPage>;
  pagePaths: () => Promise<string[]>;
  siteFiles: (pagePaths: string[]) => Record<string, string>;
  notFoundPath: (lang: string) => string;
  LANGUAGES: readonly string[];
  LANGUAGE_INFO: Record<string, { prefix: string }>;
  usesDemoApi: boolean;
  headScripts: string;
}

const OUT_DIR = process.env.PRERENDER_OUT_DIR ?? 'dist';
const SSR_DIR = process.env.PRERENDER_SSR_DIR ?? `${OUT_DIR}-ssr`;
const EMPTY_ROOT = '<div id="root"></div>';

// The libraries the server bundle imports from node_modules read this (React, Redux Toolkit).
process.env.NODE_ENV ??= 'production';
const server = (await import(pathToFileURL(resolve(SSR_DIR, 'entry-server.js')).href)) as ServerEntry;
/**
 * The client build's index.html, kept beside the server bundle: the home page is written over it,
 * and a second run (`npm run prerender`) renders into the same template again.
 */
async function readTemplate() {
  const built = await readFile(join(OUT_DIR, 'index.html'), 'utf8');
  const kept = join(SSR_DIR, 'index.html');
  if (built.includes(EMPTY_ROOT)) await writeFile(kept, built);
  const template = await readFile(kept, 'utf8').catch(() => '');
  if (!template.includes(EMPTY_ROOT))
    throw new Error(`No page template: run npm run build:client, then npm run build:server`);
  return template;
}

const template = await readTemplate();

/**
 * The language and colour-scheme scripts go into every page, before anything paints; the policy
 * allows them by the hashes of their exact texts, which the servers read from SCRIPT_HASHES_FILE
 * (tools/csp.ts).
 */
const headScripts = server.headScripts;
const scriptHashes = [...headScripts.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) =>
  scriptHash(text ?? ''),
);
if (scriptHashes.length !== 2)
  throw new Error('The language and colour-scheme scripts did not render as two inline <script>s');
await mkdir(dirname(join(OUT_DIR, SCRIPT_HASHES_FILE)), { recursive: true });
await writeFile(join(OUT_DIR, SCRIPT_HASHES_FILE), JSON.stringify(scriptHashes));
console.log(`inline script hashes for script-src: ${scriptHashes.join(' ')}`);
const manifest = JSON.parse(await readFile(join(OUT_DIR, '.vite/manifest.json'), 'utf8')) as Manifest;

/** Files the template already loads or preloads (the entry and its imports). */
const inTemplate = new Set([...template.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map(([, file]) => file));

/** A manifest entry's file and those of everything it imports statically. */
function chunkFiles(key: string, files = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return files;
  files.add(entry.file);
  for (const next of entry.imports ?? []) chunkFiles(next, files);
  return files;
}

/**
 * Preloads of the page's own chunks, so they load with the entry rather than after it has run; like
 * the entry's (tools/scriptsAfterContent.ts), after the page's content so its images come first.
 */
function modulePreloads(modules: string[]): string {
  const files = new Set(modules.flatMap((key) => [...chunkFiles(key)]));
  return [...files]
    .filter((file) => !inTemplate.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/** The template with the page in it; the page's own head tags replace the template's defaults. */
function pageHtml({ html, styles, head, state, modules, lang, catalogues }: RenderedPage): string {
  let document = template.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
  if (head.includes('<title')) document = document.replace(/\s*<title>[\s\S]*?<\/title>/, '');
  if (head.includes('name="description"')) document = document.replace(/\s*<meta name="description"[^>]*>/, '');
  return document
    .replace('</head>', `${headScripts}${head}${styles}</head>`)
    .replace(EMPTY_ROOT, `<div id="root">${html}</div>${state}`)
    .replace('</body>', `${modulePreloads([...modules, ...catalogues])}</body>`);
}

/** Writes a file with the compressed copies the servers send (see precompress.ts). */
async function writePage(file: string, html: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

const fileFor = (path: string) =>
  join(OUT_DIR, path === '/' ? 'index.html' : join(decodeURIComponent(path), 'index.html'));

/** Without a school API, the build's pages come from the demo API, served in this process. */
async function startDemoApi() {
  if (!server.usesDemoApi) return null;
  const demoModule = pathToFileURL(resolve(SSR_DIR, 'demo-api.js')).href;
  const { server: demo } = (await import(demoModule)) as typeof import('../mocks/node');
  demo.listen({ onUnhandledRequest: 'bypass' });
  return demo;
}

const demoApi = await startDemoApi();
try {
  const paths = await server.pagePaths();
  const pages = [
    ...paths.map((path) => ({ path, file: fileFor(path), render: () => server.renderPage(path) })),
    ...server.LANGUAGES.flatMap((lang) => {
      const dir = join(OUT_DIR, server.LANGUAGE_INFO[lang]?.prefix ?? '');
      return [
        {
          path: server.notFoundPath(lang),
          file: join(dir, '404.html'),
          render: () => server.renderPage(server.notFoundPath(lang)),
        },
        { path: `shell (${lang})`, file: join(dir, 'app.html'), render: () => server.renderShell(lang) },
      ];
    }),
  ];
  for (const { path, file, render } of pages) {
    const html = pageHtml(await render());
    await writePage(file, html);
    console.log(`rendered ${path} → ${file} (${(html.length / 1024).toFixed(1)} KB)`);
  }
  for (const [name, text] of Object.entries(server.siteFiles(paths))) {
    await writeFile(join(OUT_DIR, name), text);
    console.log(`wrote ${join(OUT_DIR, name)}`);
  }
} finally {
  demoApi?.close();
}
