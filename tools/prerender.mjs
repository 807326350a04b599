#!/usr/bin/env node
// Prerenders the public pages (issue 8): after `vite build`, each page is opened in Chromium
// against the demo API, and what it paints (markup and emotion's styles) is written into
// dist/<path>/index.html. The page shows at once, before any JavaScript; the app then renders
// over it (src/main.tsx), and the snapshot is inert meanwhile so nothing typed into it is lost.
// Content from the API or a third party is captured in its loading state (placeholders the size of
// the content), so a snapshot never shows stale data; see snapshot(). The blog list and the course
// pages are captured with their data, which their routes fetch before the app's first render.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { submitLogin } from './demoLearner.mjs';
import { startPreview } from './previewServer.mjs';

const OUT_DIR = process.env.PRERENDER_OUT_DIR ?? 'dist';
const PORT = Number(process.env.PRERENDER_PORT ?? 4198);
/**
 * Public pages a visitor lands on; learner pages depend on the session and are not prerendered.
 * `withData`: the page's route fetches its data before the app's first render (`prefetch` in its
 * route module), so its snapshot can show the build's answer: the app then renders the current
 * one in its place, with no loading state in between.
 */
const PRERENDERED = [
  { path: '/' },
  { path: '/courses' },
  { path: '/blog', withData: true },
  { path: '/about' },
  { path: '/news' },
  { path: '/contact' },
  { path: '/privacy-policy' },
  { path: '/cancellation-and-refund' },
  { path: '/terms-and-conditions' },
];

/**
 * app.html, for every other path: the frame (navbar, footer) with the page loading, so those pages
 * paint at once too. Captured at a path of no page whose code fails to preload (so the app renders
 * without it, see main.tsx) and then never arrives (so the page shows its loading state).
 */
const SHELL = { path: '/__shell', file: 'app.html', hold: /\/assets\/NotFoundPage-[^/]*\.js$/, ready: 'main [role="status"]' };

/** Paths whose answers are held back while a page is captured (the demo API and its checkout). */
const HELD = ['/api/', '/demo/'];
// Longer than React's pause (300 ms) before it swaps a Suspense fallback for content that arrived.
const QUIET_MS = 700;
// Longer than the course list's least loading time (COURSE_LIST.minLoadingMs, 1 s), and the pause.
const DATA_QUIET_MS = 1_600;

/** The widths a page is captured at. Changing `isMobile` or `hasTouch` would reload the page. */
const PHONE = { width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const DESKTOP = { ...PHONE, width: 1280, height: 800 };

async function snapshot(browser, base, { path, withData = false, hold, ready = 'main h1' }) {
  const page = await browser.newPage();
  await page.setViewport(PHONE);
  // Scroll-in reveals (src/components/motion) hide what starts below the fold; a snapshot has no
  // script to bring it back, so it is taken as for a learner who asked for less motion.
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await page.evaluateOnNewDocument(recordEmotionRules);
  // Until the markup is captured, the API's answers (unless `withData`) are held back, and other
  // origins' files are never given to the page, so what depends on them is captured in its loading
  // state: a snapshot shows no stale data, no third party's content and no error from a network
  // the build machine lacks. The page's own files (lazy chunks, images) are served, and the
  // capture waits until they have all arrived.
  await page.setRequestInterception(true);
  const inFlight = new Set();
  /** The app's own code the page fetched (boot stages, its route's chunks), in order. */
  const scripts = [];
  let lastActivity = Date.now();
  let heldOnce = false;
  /** The API's requests held back while the markup is captured; null once they are let through. */
  let heldApi = withData ? null : [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== base) return;
    if (heldApi && HELD.some((prefix) => url.pathname.startsWith(prefix))) {
      heldApi.push(request);
      return;
    }
    if (hold?.test(url.pathname)) {
      if (!heldOnce) void request.abort();
      heldOnce = true;
      return;
    }
    inFlight.add(request);
    lastActivity = Date.now();
    if (/^\/assets\/.*\.js$/.test(url.pathname)) scripts.push(url.pathname);
    void request.continue();
  });
  const settle = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);

  const quiet = async (ms) => {
    for (const deadline = Date.now() + 20_000; inFlight.size > 0 || Date.now() - lastActivity < ms; ) {
      if (Date.now() > deadline) throw new Error(`prerender: ${path} kept loading files`);
      await sleep(50);
    }
  };

  await page.goto(`${base}${path}`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector(`#root ${ready}`, { timeout: 20_000 });
  await quiet(QUIET_MS);
  const phone = await page.evaluate(readRoot, ready);
  if (!phone) throw new Error(`prerender: ${path} no longer shows ${ready}`);
  const chunks = [...scripts];

  // The navbar is the one part laid out by script (useMediaQuery), not by CSS: the desktop one is
  // captured as well, and CSS shows the one that fits (see withBothNavbars).
  await page.setViewport(DESKTOP);
  await page.waitForSelector('#root header [data-account-area]', { timeout: 10_000 });
  const desktop = await page.evaluate(readRoot, ready);
  // The markup is taken; the styles are also those of a learner who has not asked for less
  // motion (the logo slider's moving list and its pause button).
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'no-preference' }]);
  await quiet(QUIET_MS);
  // The markup shows no data, but the styles of the page with its data come too: the held requests
  // are let through, and what the page then inserts is ready when the app shows the data.
  if (heldApi?.length) {
    const requests = heldApi;
    heldApi = null;
    for (const request of requests) {
      inFlight.add(request);
      void request.continue();
    }
    lastActivity = Date.now();
    await quiet(DATA_QUIET_MS);
  }
  const styles = await page.evaluate(insertedRules);
  await page.close();
  return { html: withBothNavbars(phone.html, desktop.html), styles, chunks };
}

/** Runs in the page: #root's markup (without scripts); null if `ready` is gone. */
function readRoot(ready) {
  const root = globalThis.document.getElementById('root');
  if (!root?.querySelector(ready)) return null;
  // Only #root is kept (the promo dialog and toasts are portals outside it), without scripts:
  // a third party's tag in the snapshot would run before the app asks for it.
  const markup = root.cloneNode(true);
  for (const script of markup.querySelectorAll('script')) script.remove();
  return { html: markup.innerHTML };
}

/**
 * Runs in the page before its scripts: keeps the text of every rule emotion inserts, as written.
 * The browser's own reading of a sheet (cssText) drops what this browser does not understand,
 * such as other browsers' prefixes, and rules it rejects (::-moz-placeholder); those must reach
 * the browsers that need them.
 */
function recordEmotionRules() {
  const rules = [];
  globalThis.__emotionRules = rules;
  const { insertRule } = globalThis.CSSStyleSheet.prototype;
  globalThis.CSSStyleSheet.prototype.insertRule = function (text, index) {
    const sheet = this.ownerNode?.getAttribute('data-emotion');
    if (sheet) rules.push({ sheet, text });
    return insertRule.call(this, text, index);
  };
}

/**
 * Runs in the page: every style emotion inserted while the page was captured. `rules` are its
 * class styles, all of them, not only the classes the markup uses: a component styled from another
 * (AppBar from Paper, Button from ButtonBase) inserts a style for each level, though only the last
 * is on the element; and the page's other states seen here (an open dialog, its data) come ready
 * too. They cost the page a kilobyte or so compressed.
 * `globalCss` is the global styles (CssBaseline's and the like), which emotion re-inserts anyway.
 */
function insertedRules() {
  const recorded = globalThis.__emotionRules;
  return {
    rules: recorded.filter((rule) => rule.sheet === 'css').map((rule) => rule.text),
    globalCss: recorded
      .filter((rule) => rule.sheet !== 'css')
      .map((rule) => rule.text)
      .join(''),
  };
}

/**
 * app.html also answers the learner's pages, which depend on the session and are not prerendered.
 * Their styles are captured all the same, into app.html with the shell's: this logs in as the demo
 * learner (the login form with its errors shown first) and opens the courses the learner owns and
 * the first one's viewer. On a learner's first visit the app then does not compile and insert
 * those styles, in its commits: with the CPU slowed 4x, that was 150-330 ms of the viewer's load.
 * It costs app.html about 6 KB compressed. With an API that has no demo learner the login fails,
 * and app.html carries the shell's styles only.
 * Returns the styles each page inserted; none if a step fails. Each page load records afresh
 * (recordEmotionRules), so each page's are read before the next load.
 */
async function learnerStyles(browser, base) {
  const page = await browser.newPage();
  await page.setViewport(PHONE);
  await page.evaluateOnNewDocument(recordEmotionRules);
  // Other origins' files (fonts, third parties) are never given to the page, as in snapshot().
  await page.setRequestInterception(true);
  page.on('request', (request) => void (new URL(request.url()).origin === base ? request.continue() : request.abort()));
  const visited = [];
  const read = async () => visited.push(await page.evaluate(insertedRules));
  try {
    await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
    await page.locator('form button[type="submit"]').click();
    await page.waitForSelector('form [aria-invalid="true"]');
    await submitLogin(page);
    await read();
    await page.goto(`${base}/EnrollCourse`, { waitUntil: 'networkidle0' });
    const viewer = await page.waitForSelector('main a[href^="/course-viewer/"]', { timeout: 10_000 });
    const href = await viewer.evaluate((link) => link.getAttribute('href'));
    await read();
    await page.goto(`${base}${href}`, { waitUntil: 'networkidle2' });
    await page.waitForSelector('main iframe[title^="Video player"]', { timeout: 10_000 });
    // The reviews under the viewer, with their list.
    const reviewsShown = () => [...globalThis.document.querySelectorAll('main h2')].some((heading) => heading.textContent === 'Student Reviews');
    await page.waitForFunction(reviewsShown, { timeout: 10_000 });
    await sleep(DATA_QUIET_MS);
    // The desktop layout's styles too (see the navbars in snapshot()).
    await page.setViewport(DESKTOP);
    await sleep(QUIET_MS);
    await read();
  } catch (error) {
    console.warn(`prerender: app.html without the learner's pages' styles (${error.message})`);
    visited.length = 0;
  } finally {
    await page.close();
  }
  return visited;
}

/** One set of class styles from several captures, each rule once, in the order first inserted. */
function mergeStyles([first, ...others]) {
  return { ...first, rules: [...new Set([first, ...others].flatMap((styles) => styles.rules))] };
}

const header = /<header\b[\s\S]*?<\/header>/;
// MUI's md breakpoint, where src/components/layout/Navbar.tsx switches to the desktop bar.
const DESKTOP_MIN_PX = 900;
/**
 * Both navbars, each shown by CSS at its widths (display: contents keeps the bar sticky). The
 * snapshot's account area is hidden: only the app knows whether a learner is logged in.
 */
const NAVBAR_CSS =
  '[data-navbar]{display:contents}' +
  `@media (min-width:${DESKTOP_MIN_PX}px){[data-navbar=phone]{display:none}}` +
  `@media (max-width:${DESKTOP_MIN_PX - 0.05}px){[data-navbar=desktop]{display:none}}` +
  // Scoped to the snapshot: these rules stay in the page after the app has replaced it.
  '#root>[inert] [data-account-area]{visibility:hidden}';

function withBothNavbars(phoneHtml, desktopHtml) {
  const phoneBar = phoneHtml.match(header)?.[0];
  const desktopBar = desktopHtml.match(header)?.[0];
  if (!phoneBar || !desktopBar) throw new Error('prerender: no <header> navbar in the page');
  return phoneHtml.replace(phoneBar, `<div data-navbar="phone">${phoneBar}</div><div data-navbar="desktop">${desktopBar}</div>`);
}

const styleText = (css) => css.replaceAll('</', '<\\/');
/**
 * The snapshot's styles: ours, then emotion's global styles and its classes (see insertedRules).
 * The classes' names go in a <style data-emotion="css …names">, as emotion's server rendering
 * writes them: emotion's cache takes them as inserted already, so the app does not compile and
 * insert them again, which was most of its first commit's work.
 * That tag is empty, its rules in ours: as emotion's cache starts it moves each such tag to the end
 * of <head> (twice), and moving app.html's 90 KB of rules took about 30 ms of the boot with the CPU
 * slowed 4x (one profile). Their rules sit where emotion would put them, before anything it inserts.
 */
function styleTags({ rules, globalCss }) {
  const names = new Set(rules.flatMap((rule) => (rule.match(/\.css-[\w-]+/g) ?? []).map((name) => name.slice('.css-'.length))));
  return (
    `<style data-prerendered>${styleText(NAVBAR_CSS + globalCss + rules.join(''))}</style>` +
    `<style data-emotion="css ${[...names].join(' ')}"></style>`
  );
}

/** Writes a page with the compressed copies the servers send (see tools/precompress.ts). */
async function writePage(file, html) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(html));
}

if (!existsSync(CHROMIUM_PATH)) {
  // The site works the same without snapshots; only its first paint waits for the JavaScript.
  console.warn(`prerender: no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH); pages are not prerendered`);
  process.exit(0);
}

/**
 * A prerendered page fetches the app's code after it has painted: on a slow link the code (the
 * larger download by far) then does not hold back the page's own images, and a learner sees the
 * page as soon as its HTML arrives. The loader is a file (the CSP allows no inline script), named
 * by its content so it can be cached for good like the rest of assets/.
 */
async function writeLoader({ scripts, preloads }) {
  const code = `// Starts the app once the prerendered page and its images have painted (tools/prerender.mjs).
(function () {
  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    element.crossOrigin = '';
    for (var name in attributes) element[name] = attributes[name];
    document.head.appendChild(element);
  }
  // The page's own chunks (its route, its sections), listed by the prerenderer: fetched with the
  // app's, instead of after it has booted and asked for them.
  var pageChunks = (document.currentScript.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  // Asking for a file costs the main thread a few ms here (13-26 ms with the CPU slowed 4x): a
  // score of them at once was one task of 40 ms, and even three were a long task on a slow phone.
  // One per task keeps each short; a message, unlike a chain of timers, is not held back 4 ms
  // from the fifth task on.
  var next = new MessageChannel();
  var queue = [];
  next.port1.onmessage = addNext;
  function addNext() {
    var tag = queue.shift();
    if (tag) add(tag[0], tag[1]);
    if (queue.length) next.port2.postMessage(null);
  }
  function start() {
    if (started) return;
    started = true;
    // The entry first (it runs first), then the boot stages it imports later
    // (tools/bootStages.ts), then the page's chunks.
    queue = ${JSON.stringify(scripts)}.map(function (src) {
      return ['script', { type: 'module', src: src }];
    }).concat(${JSON.stringify(preloads)}.concat(pageChunks).map(function (href) {
      return ['link', { rel: 'modulepreload', href: href }];
    }));
    addNext();
  }
  function afterPaint() {
    if (document.hidden) return start();
    // The page's largest image (fetchpriority high) is loaded by now, but may be shown a frame or
    // two later, once decoded: the code waits for that frame, so the two never compete.
    var largest = [].slice.call(document.querySelectorAll('img[fetchpriority="high"]'));
    Promise.all(largest.map(function (image) { return image.decode().catch(function () {}); })).then(function () {
      requestAnimationFrame(function () { setTimeout(start, 0); });
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  // An image that never finishes loading must not keep the page inert.
  setTimeout(start, 3000);
})();
`;
  const name = `assets/start-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await writePage(join(OUT_DIR, name), code);
  return `/${name}`;
}

const template = await readFile(join(OUT_DIR, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error(`${OUT_DIR}/index.html has no empty #root`);
// The app's scripts and preloads: the loader adds them, so the template's tags come out.
const scriptTags = [...template.matchAll(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
const preloadTags = [...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
if (!scriptTags.length) throw new Error(`${OUT_DIR}/index.html has no entry script`);
// app.html answers every other path (the home page's snapshot takes index.html). Written empty
// first: it stays so if the captures fail, and it serves the captures' own paths meanwhile.
await writePage(join(OUT_DIR, 'app.html'), template);
const scripts = scriptTags.map(([, src]) => src);
const preloads = preloadTags.map(([, href]) => href);
const loaderSrc = await writeLoader({ scripts, preloads });
/** What every page's loader fetches anyway: no page lists these as its own. */
const appFiles = [...scripts, ...preloads, loaderSrc];
/** The page's HTML with the loader in place of the app's tags, given the page's own chunks. */
function withLoader(chunks) {
  const own = chunks.filter((file) => !appFiles.includes(file));
  const loaderTag = `\n    <script defer src="${loaderSrc}"${own.length ? ` data-chunks="${own.join(' ')}"` : ''}></script>`;
  return [...scriptTags, ...preloadTags].reduce((html, [tag], index) => html.replace(tag, index ? '' : loaderTag), template);
}

/**
 * The course pages of the catalog at build time, with their data (their route prefetches it). A
 * course added later gets app.html until the next build.
 */
async function coursePages(base) {
  const url = new URL(`${process.env.VITE_API_URL ?? '/api'}/course/getAll`, base);
  const body = await (await fetch(url)).json();
  const courses = Array.isArray(body.data) ? body.data : (body.data?.data ?? []);
  return courses.map((course) => ({ path: `/viewcourse/${encodeURIComponent(course._id)}`, withData: true }));
}

const server = await startPreview({ port: PORT, outDir: OUT_DIR });
try {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    // The shell last: until then app.html stays empty, as the other captures expect.
    for (const route of [...PRERENDERED, ...(await coursePages(server.base)), SHELL]) {
      const { path } = route;
      const captured = await snapshot(browser, server.base, route);
      const { html, chunks } = captured;
      const styles = route.file ? mergeStyles([captured.styles, ...(await learnerStyles(browser, server.base))]) : captured.styles;
      // app.html serves every other path: no page's chunks are its own.
      const page = withLoader(route.file ? [] : chunks)
        .replace('</head>', `${styleTags(styles)}</head>`)
        .replace('<div id="root"></div>', `<div id="root"><div inert>${html}</div></div>`);
      const file = join(OUT_DIR, route.file ?? (path === '/' ? 'index.html' : join(path, 'index.html')));
      await writePage(file, page);
      console.log(`prerendered ${route.file ?? path} (${(page.length / 1024).toFixed(1)} KB)`);
    }
  } finally {
    await browser.close();
  }
} finally {
  server.stop();
}
