#!/usr/bin/env -S npx tsx
// `npm run perf:runtime`: builds, serves the production bundle with
// the demo API, then in Chromium measures (a) how long a client-side route change takes to paint the
// new page's h1 with the CPU slowed 4x, and (b) whether 150 route changes leak JS heap, DOM nodes or
// event listeners. It reports; it is not a gate (always exits 0).
import { type SpawnOptions, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { type Preview, startPreview } from './previewServer';

/** A page reached by a link; `heading` is its h1, learnt on the first visit. */
interface Route {
  path: string;
  link: string;
  heading?: string | null;
  /** What the page is for, when it may paint after the h1 (the course list's cards). */
  content?: string;
}

interface Memory {
  heapMb: number;
  cdpHeapMb: number;
  nodes: number;
  attachedNodes: number;
  listeners: number;
}

interface Measured {
  paint: { p50: number; p95: number; max: number; byRoute: Map<string, Timed[]> };
  before: Memory;
  after: Memory;
  startRoute: string;
}

interface TimedClick {
  link: string;
  path: string;
  heading: string | null | undefined;
  content: string | undefined;
  timeoutMs: number;
}

/** ms from the click until the h1, and until the page's content, were painted. */
interface Timed {
  ms: number;
  contentMs: number;
}

/** Chromium's own extra, there with --enable-precise-memory-info. */
type WithMemory = Performance & { memory?: { usedJSHeapSize: number } };

const PORT = Number(process.env.RUNTIME_PORT ?? 4197);
const BASE = `http://localhost:${PORT}`;
const OUT_DIR = 'dist-runtime';
const ARGS = [
  ...CHROMIUM_ARGS,
  '--js-flags=--expose-gc',
  // Without it performance.memory is rounded to coarse buckets and refreshed only now and then.
  '--enable-precise-memory-info',
];
const NAV_RUNS = Number(process.env.NAV_RUNS ?? 40);
const MEMORY_RUNS = Number(process.env.MEMORY_RUNS ?? 150);
const CPU_SLOWDOWN = 4;
const PAINT_BUDGET_MS = 150;
const HEAP_BUDGET_MB = 5;
const STEP_TIMEOUT_MS = 10_000;
const SETTLE_MS = 300;
/** A seeded course; its card on /courses links to its page. */
const COURSE_PAGE = '/viewcourse/66c0c0de0000000000000001';
// Each route and the link that reaches it, in the order they are visited: navbar links for the main
// pages, a course's card on the list for its page, the footer for the policy.
const ROUTES: Route[] = [
  { path: '/courses', link: 'nav[aria-label="Main"] a[href="/courses"]', content: 'main article h2' },
  { path: COURSE_PAGE, link: `main a[href="${COURSE_PAGE}"]` },
  { path: '/blog', link: 'nav[aria-label="Main"] a[href="/blog"]' },
  { path: '/about', link: 'nav[aria-label="Main"] a[href="/about"]' },
  { path: '/news', link: 'nav[aria-label="Main"] a[href="/news"]' },
  { path: '/contact', link: 'nav[aria-label="Main"] a[href="/contact"]' },
  { path: '/privacy-policy', link: 'footer a[href="/privacy-policy"]' },
];
// Build and preview share the port: the CSP the preview server sends names the site's origin.
const ENV = { ...process.env, PORT: String(PORT) };

function run(command: string, args: string[], options: SpawnOptions = {}) {
  return spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: ENV, ...options });
}

/**
 * Runs in the page: clicks the link and resolves with the ms from just before the click until the
 * frame that first shows the expected h1 on the expected path has been painted (the rAF callback runs
 * just before that frame's paint; a message posted from it is handled right after the paint), and
 * until the frame that first shows the page's `content`, when it names some.
 */
function clickAndTimePaint({
  link,
  path,
  heading,
  content,
  timeoutMs,
}: TimedClick): Promise<{ ms?: number; contentMs?: number; error?: string }> {
  const doc = globalThis.document;
  return new Promise((resolve) => {
    const anchor = doc.querySelector<HTMLElement>(link);
    if (!anchor) {
      resolve({ error: `no link ${link}` });
      return;
    }
    let done = false;
    let headingSeen = false;
    let contentSeen = false;
    let headingMs: number | undefined;
    let contentMs: number | undefined;
    const arrived = () =>
      globalThis.location.pathname === path && doc.querySelector('main h1')?.textContent === heading;
    const stop = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
    };
    const finishIfPainted = () => {
      if (done || headingMs === undefined || contentMs === undefined) return;
      stop();
      resolve({ ms: headingMs, contentMs });
    };
    const afterPaint = (record: (ms: number) => void) =>
      globalThis.requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          record(globalThis.performance.now() - start);
          finishIfPainted();
        };
        channel.port2.postMessage(null);
      });
    const onChange = () => {
      if (done) return;
      if (!headingSeen) {
        if (!arrived()) return;
        headingSeen = true;
        afterPaint((ms) => (headingMs = ms));
      }
      if (!contentSeen && (!content || doc.querySelector(content))) {
        contentSeen = true;
        afterPaint((ms) => (contentMs = ms));
      }
    };
    const observer = new globalThis.MutationObserver(onChange);
    const timer = setTimeout(() => {
      stop();
      resolve({ error: `timed out waiting for "${heading}"${content ? ` and ${content}` : ''} on ${path}` });
    }, timeoutMs);
    observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
    const start = globalThis.performance.now();
    anchor.click();
    onChange();
  });
}

/** Client-side navigation to `route`, timed; the expected heading was learnt during the warm-up. */
async function navigate(page: Page, route: Route): Promise<Timed> {
  const result = await page.evaluate(clickAndTimePaint, {
    link: route.link,
    path: route.path,
    heading: route.heading,
    content: route.content,
    timeoutMs: STEP_TIMEOUT_MS,
  });
  if (result.error !== undefined || result.ms === undefined || result.contentMs === undefined)
    throw new Error(result.error ?? 'no time measured');
  return { ms: result.ms, contentMs: result.contentMs };
}

/** First visit: loads the route's chunk and data, and records the h1 the page settles on. */
async function warm(page: Page, route: Route): Promise<void> {
  const heading = () => globalThis.document.querySelector('main h1')?.textContent ?? null;
  const previous = await page.evaluate(heading);
  await page.locator(route.link).first().click();
  await page.waitForURL((url) => url.pathname === route.path);
  // Until the page's code has loaded, the page loader shows in its place: wait for a different h1.
  await page.waitForFunction(
    (old: string | null) => {
      const text = globalThis.document.querySelector('main h1')?.textContent;
      return Boolean(text) && text !== old;
    },
    previous,
    { timeout: STEP_TIMEOUT_MS },
  );
  await page.waitForLoadState('networkidle');
  await sleep(300);
  route.heading = await page.evaluate(heading);
}

async function collectGarbage(page: Page, cdp: CDPSession): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await page.evaluate(() => globalThis.gc?.());
    await cdp.send('HeapProfiler.collectGarbage');
    await sleep(100);
  }
}

async function memorySnapshot(page: Page, cdp: CDPSession): Promise<Memory> {
  await collectGarbage(page, cdp);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  const heap = await page.evaluate(() => (globalThis.performance as WithMemory).memory?.usedJSHeapSize ?? NaN);
  // Counted in the page rather than with DOM.getDocument: the DevTools DOM agent keeps every node it
  // has handed out alive, which would itself show up as a leak in the live-node count.
  const attachedNodes = await page.evaluate(() => {
    const doc = globalThis.document;
    const walker = doc.createTreeWalker(doc, globalThis.NodeFilter.SHOW_ALL);
    let count = 1;
    while (walker.nextNode()) count += 1;
    return count;
  });
  return {
    heapMb: heap / 1024 / 1024,
    cdpHeapMb: metric('JSHeapUsedSize') / 1024 / 1024,
    nodes: metric('Nodes'),
    attachedNodes,
    listeners: metric('JSEventListeners'),
  };
}

/** The route `index` steps round the list from the first. */
const routeAt = (index: number): Route => ROUTES[index % ROUTES.length] as Route;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function measure(): Promise<Measured> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // tsx compiles this file keeping function names, through a `__name` helper the functions sent
    // to the page call: the page gets one that does nothing.
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    const page = await context.newPage();
    // Analytics, fonts, payment SDKs: answered empty so only our own code is measured.
    await page.route(/^https?:\/\/(?!localhost)/, (route) => route.fulfill({ status: 200, body: '' }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');

    await page.goto(BASE, { waitUntil: 'networkidle' });
    // Home greets a new session with the festival offer; close it so the links can be clicked.
    const promo = page.getByRole('dialog');
    const promoShown = await promo.waitFor({ timeout: 3000 }).then(
      () => true,
      () => false,
    );
    if (promoShown) {
      await page.keyboard.press('Escape');
      await promo.waitFor({ state: 'hidden' });
    }

    for (const route of ROUTES) await warm(page, route);
    // A timed change ends when the expected h1 shows, so each page's h1 must be its own.
    if (new Set(ROUTES.map((r) => r.heading)).size !== ROUTES.length) throw new Error('two routes share an h1');
    console.error(`warmed ${ROUTES.length} routes: ${ROUTES.map((r) => `${r.path} "${r.heading}"`).join(', ')}`);

    // (a) route-change paint time, CPU slowed.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const times: number[] = [];
    const byRoute = new Map(ROUTES.map((r): [string, Timed[]] => [r.path, []]));
    for (let i = 0; i < NAV_RUNS; i += 1) {
      const route = routeAt(i);
      // Let the previous page's effects and requests finish, as they would before a person clicks.
      await sleep(SETTLE_MS);
      const timed = await navigate(page, route);
      times.push(timed.ms);
      byRoute.get(route.path)?.push(timed);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const paint = { p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times), byRoute };
    console.error(`timed ${NAV_RUNS} route changes`);

    // (b) memory over many route changes, CPU at full speed; compared on the same route, after gc.
    const hasGc = await page.evaluate(() => typeof globalThis.gc === 'function');
    if (!hasGc) throw new Error('window.gc is missing: was --js-flags=--expose-gc passed?');
    const startIndex = ROUTES.findIndex((r) => r.path === new URL(page.url()).pathname);
    if (startIndex === -1) throw new Error(`the warm-up ended on ${page.url()}, no measured route`);
    const startRoute = routeAt(startIndex);
    const before = await memorySnapshot(page, cdp);
    for (let i = 1; i <= MEMORY_RUNS; i += 1) await navigate(page, routeAt(startIndex + i));
    if (new URL(page.url()).pathname !== startRoute.path) await navigate(page, startRoute);
    await sleep(500);
    const after = await memorySnapshot(page, cdp);
    console.error(`made ${MEMORY_RUNS} route changes`);

    return { paint, before, after, startRoute: startRoute.path };
  } finally {
    await browser.close();
  }
}

function report({ paint, before, after, startRoute }: Measured): void {
  const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
  const delta = (key: keyof Memory) => after[key] - before[key];
  const heapDelta = delta('heapMb');
  // Timings swell when other work competes for the CPUs; the load says how far to trust them.
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  console.log(
    `\nRuntime: production bundle, Chromium 1280x800, ${BASE}; load ${load} (1/5/15 min) on ${availableParallelism()} CPUs\n`,
  );
  console.log('| measure | value | budget | within |');
  console.log('| --- | ---: | ---: | :---: |');
  console.log(
    `| route change → h1 painted, p50 (CPU ${CPU_SLOWDOWN}x slower, ${NAV_RUNS} changes) | ${fmt(paint.p50)} ms | | |`,
  );
  console.log(
    `| route change → h1 painted, p95 | ${fmt(paint.p95)} ms | ≤ ${PAINT_BUDGET_MS} ms | ${paint.p95 <= PAINT_BUDGET_MS ? 'yes' : 'NO'} |`,
  );
  console.log(`| route change → h1 painted, max | ${fmt(paint.max)} ms | | |`);
  console.log('\n| route | changes | h1 painted, p50 ms | max ms | content painted, p50 ms | max ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [path, timed] of paint.byRoute) {
    if (!timed.length) continue;
    const ms = timed.map((t) => t.ms);
    const content = ROUTES.find((r) => r.path === path)?.content ? timed.map((t) => t.contentMs) : undefined;
    const contentCells = content ? `${fmt(percentile(content, 50))} | ${fmt(Math.max(...content))}` : '| ';
    console.log(
      `| ${path} | ${timed.length} | ${fmt(percentile(ms, 50))} | ${fmt(Math.max(...ms))} | ${contentCells} |`,
    );
  }
  console.log(`\nMemory: ${MEMORY_RUNS} route changes, CPU unthrottled, after gc, both on ${startRoute}\n`);
  console.log('| measure | start | end | delta | budget | within |');
  console.log('| --- | ---: | ---: | ---: | ---: | :---: |');
  console.log(
    `| JS heap used, MB (performance.memory) | ${fmt(before.heapMb, 2)} | ${fmt(after.heapMb, 2)} | ${fmt(heapDelta, 2)} | ≤ ${HEAP_BUDGET_MB} MB | ${heapDelta <= HEAP_BUDGET_MB ? 'yes' : 'NO'} |`,
  );
  console.log(
    `| JS heap used, MB (CDP JSHeapUsedSize) | ${fmt(before.cdpHeapMb, 2)} | ${fmt(after.cdpHeapMb, 2)} | ${fmt(delta('cdpHeapMb'), 2)} | | |`,
  );
  console.log(`| DOM nodes, live (CDP Nodes) | ${before.nodes} | ${after.nodes} | ${delta('nodes')} | | |`);
  console.log(
    `| DOM nodes, in the document | ${before.attachedNodes} | ${after.attachedNodes} | ${delta('attachedNodes')} | | |`,
  );
  console.log(`| JS event listeners | ${before.listeners} | ${after.listeners} | ${delta('listeners')} | | |`);
}

const skipBuild = process.env.PERF_SKIP_BUILD === '1';
let server: Preview | undefined;
try {
  if (!skipBuild) {
    const build = run('npx', ['vite', 'build', '--configLoader', 'runner', '--outDir', OUT_DIR]);
    const code = await new Promise<number | null>((resolve) => build.on('exit', resolve));
    if (code !== 0) throw new Error(`vite build exited with ${code}`);
  }
  // Its own process group, so the whole npx → vite tree can be stopped at the end.
  server = await startPreview({ port: PORT, outDir: OUT_DIR, env: ENV });
  report(await measure());
} catch (error) {
  console.error(`perf:runtime could not finish: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  server?.stop();
  await rm(OUT_DIR, { recursive: true, force: true });
}
process.exit(0);
