#!/usr/bin/env -S npx tsx
// Size gate for the production bundle: the JavaScript a phone downloads to hydrate the home page
// (the entry, the home route's chunk, its catalogues and everything they import statically) and
// every other chunk on its own, measured gzipped. Exits non-zero when a budget is broken. Reads
// Vite's manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest, ManifestChunk } from 'vite';

const outDir = process.argv[2] ?? 'dist';
/**
 * The initial budget is what the home page costs with the libraries as published: React and
 * react-dom (with hydration), MUI's styling with its CSS-variables theme code, react-router (its
 * package exports its development build only), Redux Toolkit with RTK Query and redux-persist,
 * i18next with react-i18next, the persisted state every page restores at boot (session shared
 * between tabs, progress with its notes, completion dates, quiz scores and sync times, review cards, chat,
 * checkout, promo), the home page's sections (those below the first screen too, which it hydrates
 * with the rest) and every English catalogue it waits for. Each feature's screens and catalogues
 * load with their route.
 */
const BUDGET = { initialKb: 223.1, lazyChunkKb: 50 };
const HOME_ROUTE = 'src/app/routes/HomePage.tsx';
/**
 * Lazy chunks allowed past the per-chunk budget, each with its reason (docs/performance.md says
 * more). The lab's chart is TradingView's lightweight-charts as published, loaded only on a practice
 * chart's page.
 */
const LAZY_EXCEPTIONS: Record<string, number> = {
  'src/features/practice/components/PriceChart.tsx': 56,
};

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const chunk = (key: string): ManifestChunk => {
  const found = manifest[key];
  if (!found) throw new Error(`No ${key} in the manifest`);
  return found;
};
const kb = (key: string) => gzipSync(readFileSync(join(outDir, chunk(key).file)), { level: 9 }).length / 1024;

/** A chunk and every chunk it imports statically: what must arrive before it runs. */
function withImports(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of chunk(key).imports ?? []) withImports(next, seen);
  return seen;
}

/**
 * What the home page's HTML links for the browser to fetch with its entry (tools/prerender.ts): the
 * route's chunks and every catalogue it waits for before it hydrates. Before the pages are rendered,
 * the home route's chunks alone.
 */
function homeLinks(): string[] {
  const page = readFileSync(join(outDir, 'index.html'), 'utf8');
  const linked = new Set(
    [...page.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map((match) => match[1]),
  );
  return Object.keys(manifest).filter((key) => linked.has(chunk(key).file));
}

// index.html's script: src/main.tsx.
const entry = Object.keys(manifest).find((key) => chunk(key).isEntry);
if (!entry || !manifest[HOME_ROUTE]) throw new Error(`No entry or no ${HOME_ROUTE} in the manifest`);
const initial = [HOME_ROUTE, ...homeLinks()].reduce((seen, key) => withImports(key, seen), withImports(entry));
const initialKb = [...initial].reduce((sum, key) => sum + kb(key), 0);

const lazy = Object.keys(manifest)
  .filter((key) => !initial.has(key) && chunk(key).file.endsWith('.js'))
  .map((key) => ({ file: chunk(key).file, size: kb(key), budget: LAZY_EXCEPTIONS[key] ?? BUDGET.lazyChunkKb }))
  .sort((a, b) => b.size - a.size);

const rows: [name: string, size: number, budget: number][] = [
  ['initial JS for / (gzip)', initialKb, BUDGET.initialKb],
  ...lazy.map(({ file, size, budget }): [string, number, number] => [file, size, budget]),
];
const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, size, budget] of rows) {
  console.log(
    `${size <= budget ? 'ok  ' : 'OVER'} ${name.padEnd(width)}  ${size.toFixed(1).padStart(6)} KB  <= ${budget} KB`,
  );
}
const over = rows.filter(([, size, budget]) => size > budget);
const files = [...initial].map((key) => chunk(key).file).join(', ');
console.log(`\n${rows.length - over.length} within budget, ${over.length} over. Initial for /: ${files}`);
process.exit(over.length ? 1 : 0);
