#!/usr/bin/env -S npx tsx
// `npm run perf`: builds, serves the pre-compressed production bundle with the demo API, and runs
// Lighthouse (mobile: 150 ms RTT, about 1.6 Mbps, CPU 4x) RUNS times on each route, alternating each
// run with the same page with its scripts removed (the no-JavaScript limit: what the HTML and CSS
// alone cost), served by a second server from a copy of the build. Prints medians and ranges for
// both. The headline table throttles for real (Lighthouse's devtools method), as a learner's phone
// lives; the simulated method, Lighthouse's default, is a second table: it replays a fast local
// run and counts every script that finished before the paint, but cannot see the page's own
// requests contending. Lighthouse is too noisy for a pass/fail gate; the budgets are read off these
// tables. `PERF_METHODS=devtools` runs one method only.
// The demo video player is served from a second origin of the same server (127.0.0.1, the site
// being on localhost): VdoCipher's player, which it stands for, is on another site, so a learner's
// browser runs it in a process of its own, off the site's main thread. Served from the site's own
// origin, its <video controls> would be styled and laid out on the measured thread.
import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { startFlow } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { PAGE_INTERACTIVE_MARK } from '../src/config/constants';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { DEMO_LEARNER, submitLogin } from './demoLearner';
import { startPreview } from './previewServer';

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.PERF_PORT ?? 4199);
const BASE = `http://localhost:${PORT}`;
const OUT_DIR = 'dist-perf';
/** The same build with every page's scripts removed, served on the next port. */
const LIMIT_DIR = 'dist-perf-nojs';
const LIMIT_PORT = PORT + 1;
const LIMIT_BASE = `http://localhost:${LIMIT_PORT}`;
const ENV: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(PORT),
  VITE_VIDEO_PLAYER_URL: `http://127.0.0.1:${PORT}/demo/player.html`,
};
const OWNED = DEMO_LEARNER.ownedCourseId;
interface Route {
  path: string;
  loggedIn?: boolean;
}

type Method = 'devtools' | 'simulate';
const METHODS = (process.env.PERF_METHODS ?? 'devtools,simulate').split(',') as Method[];

/** One Lighthouse run of one page. */
interface Result {
  score: number;
  fcp: number;
  lcp: number;
  /** When the first page committed (PAGE_INTERACTIVE_MARK): from then on it answers taps. */
  interactive: number;
  tbt: number;
  cls: number;
  js: number;
  benchmark: number;
}

const ALL_ROUTES: Route[] = [
  { path: '/' },
  { path: '/courses' },
  { path: `/viewcourse/${OWNED}` },
  { path: '/blog' },
  { path: '/about' },
  { path: '/news' },
  { path: `/course-viewer/${OWNED}`, loggedIn: true },
];

/** `PERF_ROUTES=/,/blog` measures only those paths (any path of the site, logged out unless listed above). */
const ROUTES = process.env.PERF_ROUTES
  ? process.env.PERF_ROUTES.split(',').map((path) => ALL_ROUTES.find((route) => route.path === path) ?? { path })
  : ALL_ROUTES;

async function run(command: string, args: string[], env = ENV): Promise<void> {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) process.exit(code ?? 1);
}

async function logIn(page: Page): Promise<void> {
  await page.goto(`${BASE}/login`, { waitUntil: 'networkidle0' });
  await submitLogin(page);
  // Then leave the page the login lands on once it is done, for a blank one: the logged-in run
  // starts where the public ones do (a blank tab, the session in this tab's storage), and its
  // trace holds the measured page's load, not the tail of the home page's.
  await page.waitForNetworkIdle({ idleTime: 500 });
  await page.goto('about:blank');
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** Executable scripts and module preloads; JSON data in script elements stays (it is not run). */
const SCRIPT = /<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Copies the build to LIMIT_DIR with the scripts taken out of every page (and its .br/.gz made again). */
async function buildLimit() {
  await rm(LIMIT_DIR, { recursive: true, force: true });
  await cp(OUT_DIR, LIMIT_DIR, { recursive: true });
  for (const file of await htmlFiles(LIMIT_DIR)) {
    const html = (await readFile(file, 'utf8')).replace(SCRIPT, '').replace(MODULE_PRELOAD, '');
    await writeFile(file, html);
    await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }));
    await writeFile(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

async function measure(browser: Browser, route: Route, method: Method, base = BASE): Promise<Result> {
  const page = await browser.newPage();
  if (route.loggedIn) await logIn(page);
  // One tab per run, storage kept, so a logged-in route keeps its session token (sessionStorage).
  // Asking for gzip only, the JS column is the gzip transfer the browser measured.
  const flow = await startFlow(page, {
    flags: {
      disableStorageReset: Boolean(route.loggedIn),
      extraHeaders: { 'Accept-Encoding': 'gzip' },
      throttlingMethod: method,
    },
  });
  await flow.navigate(`${base}${route.path}`);
  const step = (await flow.createFlowResult()).steps[0];
  if (!step) throw new Error(`Lighthouse measured nothing on ${route.path}`);
  const { lhr } = step;
  await page.close();
  // `PERF_DUMP=/tmp/lhr` keeps each report, to see what the long tasks were.
  if (process.env.PERF_DUMP) {
    await mkdir(process.env.PERF_DUMP, { recursive: true });
    const name = `${method}-${base === BASE ? 'site' : 'limit'}${route.path.replaceAll('/', '_') || '_'}-${Date.now()}.json`;
    await writeFile(join(process.env.PERF_DUMP, name), JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  // No script at all is no row in the summary: 0 KB.
  const summary = lhr.audits['resource-summary']?.details;
  const items = summary?.type === 'table' ? summary.items : [];
  const scriptBytes = Number(items.find((item) => item.resourceType === 'script')?.transferSize ?? 0);
  const timings = lhr.audits['user-timings']?.details;
  const marks = timings?.type === 'table' ? timings.items : [];
  const interactive = Number(marks.find((item) => item.name === PAGE_INTERACTIVE_MARK)?.startTime ?? NaN);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    interactive,
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: scriptBytes / 1024,
    benchmark: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

// `PERF_SKIP_BUILD=1` measures the last build again.
if (process.env.PERF_SKIP_BUILD !== '1') {
  await run('npx', ['vite', 'build', '--configLoader', 'runner', '--outDir', OUT_DIR]);
  await run('npx', ['vite', 'build', '--configLoader', 'runner', '--ssr', '--outDir', `${OUT_DIR}-ssr`]);
  await run('npx', ['tsx', 'tools/prerender.ts'], { ...ENV, PRERENDER_OUT_DIR: OUT_DIR });
}
await buildLimit();

/** "median (min–max)" of `values`, each written by `format`. */
const spread = (values: number[], format: (value: number) => string) =>
  `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const whole = (value: number) => String(Math.round(value));

function row(route: Route, kind: string, results: Result[]): string {
  const of = (key: keyof Result) => results.map((result) => result[key]);
  // The no-JS limit never commits a page: no time to answer taps.
  const interactive = of('interactive').filter(Number.isFinite);
  const answers = interactive.length ? spread(interactive, seconds) : '–';
  return `| ${route.path} | ${kind} | ${spread(of('score'), whole)} | ${spread(of('fcp'), seconds)} | ${spread(of('lcp'), seconds)} | ${answers} | ${spread(of('tbt'), whole)} | ${spread(of('cls'), (v) => v.toFixed(3))} | ${spread(of('js'), (v) => v.toFixed(1))} |`;
}

const server = await startPreview({ port: PORT, outDir: OUT_DIR, env: ENV });
const limitServer = await startPreview({
  port: LIMIT_PORT,
  outDir: LIMIT_DIR,
  env: { ...ENV, PORT: String(LIMIT_PORT) },
});
const TITLES: Record<Method, string> = {
  devtools: 'Lighthouse, applied throttling (devtools: 150 ms RTT, 1.6 Mbps, CPU 4x)',
  simulate: 'Lighthouse, simulated throttling (its default; counts scripts done before the paint)',
};
try {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  for (const method of METHODS) {
    const rows = [];
    const benchmarks = [];
    for (const route of ROUTES) {
      const site = [];
      const limit = [];
      // Alternating, so that a busy spell on the machine falls on both alike. A learner's page has
      // no limit to compare with: without JavaScript it is the frame with the page loading.
      for (let i = 0; i < RUNS; i += 1) {
        site.push(await measure(browser, route, method));
        if (!route.loggedIn) limit.push(await measure(browser, route, method, LIMIT_BASE));
      }
      benchmarks.push(...[...site, ...limit].map((r) => r.benchmark));
      rows.push(row(route, 'site', site));
      if (limit.length > 0) rows.push(row(route, 'no JS', limit));
      const lcpRatio = limit.length > 0 ? median(site.map((r) => r.lcp)) / median(limit.map((r) => r.lcp)) : NaN;
      if (Number.isFinite(lcpRatio))
        rows.push(`| ${route.path} | LCP site / no JS | ${lcpRatio.toFixed(2)}x | | | | | | |`);
      console.error(`measured ${route.path} (${method})`);
    }
    console.log(`\n${TITLES[method]}, ${RUNS} run(s) per row, site and no-JS limit alternating: median (min–max)\n`);
    console.log('| route | build | score | FCP s | LCP s | answers taps s | TBT ms | CLS | JS KB (gzip) |');
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const line of rows) console.log(line);
    // TBT is this machine's task times slowed 4x: a busier or slower machine reads higher. Lighthouse's
    // benchmark index (higher is faster) says how fast the machine was during the runs.
    console.log(
      `\nLighthouse benchmark index during the runs: median ${Math.round(median(benchmarks))}, ${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))}`,
    );
  }
  await browser.close();
} finally {
  server.stop();
  limitServer.stop();
}
