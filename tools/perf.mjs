#!/usr/bin/env node
// `npm run perf` (issue 8): builds, serves the pre-compressed production bundle with the demo API,
// runs Lighthouse (mobile defaults) RUNS times on each route and prints the medians. Lighthouse is
// too noisy for a pass/fail gate; the budgets are read off this table.
// The demo video player is served from a second origin of the same server (127.0.0.1, the site
// being on localhost): VdoCipher's player, which it stands for, is on another site, so a learner's
// browser runs it in a process of its own, off the site's main thread. Served from the site's own
// origin, its <video controls> would be styled and laid out on the measured thread.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { DEMO_LEARNER, submitLogin } from './demoLearner.mjs';
import { startPreview } from './previewServer.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.PERF_PORT ?? 4199);
const BASE = `http://localhost:${PORT}`;
const OUT_DIR = 'dist-perf';
const ENV = { ...process.env, PORT: String(PORT), VITE_VIDEO_PLAYER_URL: `http://127.0.0.1:${PORT}/demo/player.html` };
const OWNED = DEMO_LEARNER.ownedCourseId;
const ALL_ROUTES = [
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

async function run(command, args, env = ENV) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) process.exit(code ?? 1);
}

async function logIn(page) {
  await page.goto(`${BASE}/login`, { waitUntil: 'networkidle0' });
  await submitLogin(page);
  // Then leave the page the login lands on once it is done, for a blank one: the logged-in run
  // starts where the public ones do (a blank tab, the session in this tab's storage), and its
  // trace holds the measured page's load, not the tail of the home page's.
  await page.waitForNetworkIdle({ idleTime: 500 });
  await page.goto('about:blank');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(browser, route) {
  const page = await browser.newPage();
  if (route.loggedIn) await logIn(page);
  // One tab per run, storage kept, so a logged-in route keeps its session token (sessionStorage).
  const flow = await startFlow(page, { flags: { disableStorageReset: Boolean(route.loggedIn) } });
  await flow.navigate(`${BASE}${route.path}`);
  const { lhr } = (await flow.createFlowResult()).steps[0];
  await page.close();
  // `PERF_DUMP=/tmp/lhr` keeps each report, to see what the long tasks were.
  if (process.env.PERF_DUMP) {
    await mkdir(process.env.PERF_DUMP, { recursive: true });
    await writeFile(join(process.env.PERF_DUMP, `${route.path.replaceAll('/', '_') || '_'}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scriptBytes = (lhr.audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === 'script')?.transferSize ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
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
  await run('node', ['tools/prerender.mjs'], { ...ENV, PRERENDER_OUT_DIR: OUT_DIR });
}
const server = await startPreview({ port: PORT, outDir: OUT_DIR, env: ENV });
try {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const rows = [];
  const benchmarks = [];
  for (const route of ROUTES) {
    const results = [];
    for (let i = 0; i < RUNS; i += 1) results.push(await measure(browser, route));
    const pick = (key) => median(results.map((r) => r[key]));
    const tbts = results.map((r) => Math.round(r.tbt));
    benchmarks.push(...results.map((r) => r.benchmark));
    rows.push({
      route: route.path,
      score: pick('score'),
      a11y: pick('a11y'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      tbtRange: `${Math.min(...tbts)}–${Math.max(...tbts)}`,
      cls: pick('cls'),
      js: pick('js'),
    });
    console.error(`measured ${route.path}`);
  }
  await browser.close();
  console.log(`\nLighthouse ${RUNS} run(s) per route, mobile defaults, medians\n`);
  console.log('| route | perf | a11y | FCP s | LCP s | TBT ms | TBT range | CLS | JS KB |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.route} | ${r.score} | ${r.a11y} | ${(r.fcp / 1000).toFixed(2)} | ${(r.lcp / 1000).toFixed(2)} | ${Math.round(r.tbt)} | ${r.tbtRange} | ${r.cls.toFixed(3)} | ${r.js.toFixed(1)} |`,
    );
  }
  // TBT is this machine's task times slowed 4x: a busier or slower machine reads higher. Lighthouse's
  // benchmark index (higher is faster) says how fast the machine was during the runs.
  console.log(
    `\nLighthouse benchmark index during the runs: median ${Math.round(median(benchmarks))}, ${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))}`,
  );
} finally {
  server.stop();
}
