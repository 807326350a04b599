#!/usr/bin/env node
// Prerenders the public pages (issue 8): after `vite build`, each page is opened in Chromium
// against the demo API, and what it paints (markup and emotion's styles) is written into
// dist/<path>/index.html. The page shows at once, before any JavaScript; the app then renders
// over it (src/main.tsx), and the snapshot is inert meanwhile so nothing typed into it is lost.
// Pages whose content comes from the API are captured in their loading state (skeletons the
// size of the content), so a snapshot never shows stale data.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startPreview } from './previewServer.mjs';

const OUT_DIR = process.env.PRERENDER_OUT_DIR ?? 'dist';
const PORT = Number(process.env.PRERENDER_PORT ?? 4198);
/** Public pages a visitor lands on. Learner pages depend on the session and are not prerendered. */
const PRERENDERED = ['/', '/courses', '/blog', '/about', '/news', '/contact', '/privacy-policy', '/cancellation-and-refund', '/terms-and-conditions'];

async function snapshot(browser, base, path) {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  // Only #root is kept: the promo dialog and toasts are portals outside it.
  await page.goto(`${base}${path}`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('#root main h1', { timeout: 20_000 });
  // Let lazily loaded sections and images settle, but not the API's answers (see above).
  await sleep(300);
  const captured = await page.evaluate(() => {
    const { document } = globalThis;
    const css = [...document.querySelectorAll('style[data-emotion]')]
      .map((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(''))
      .join('');
    return { html: document.getElementById('root')?.innerHTML ?? '', css };
  });
  await page.close();
  return captured;
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

const template = await readFile(join(OUT_DIR, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error(`${OUT_DIR}/index.html has no empty #root`);
// The empty shell answers every other path (the home page's snapshot takes index.html).
await writePage(join(OUT_DIR, 'app.html'), template);

const server = await startPreview({ port: PORT, outDir: OUT_DIR });
try {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    for (const path of PRERENDERED) {
      const { html, css } = await snapshot(browser, server.base, path);
      const page = template
        .replace('</head>', `<style data-prerendered>${css.replaceAll('</', '<\\/')}</style></head>`)
        .replace('<div id="root"></div>', `<div id="root"><div inert>${html}</div></div>`);
      const file = path === '/' ? join(OUT_DIR, 'index.html') : join(OUT_DIR, path, 'index.html');
      await writePage(file, page);
      console.log(`prerendered ${path} (${(page.length / 1024).toFixed(1)} KB)`);
    }
  } finally {
    await browser.close();
  }
} finally {
  server.stop();
}
