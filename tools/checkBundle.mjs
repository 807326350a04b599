#!/usr/bin/env node
// Size gate for the production bundle: the JavaScript a phone downloads to hydrate the home page
// (the entry, the home route's chunk and everything they import statically) and every other chunk
// on its own, measured gzipped. Exits non-zero when a budget is broken. Reads Vite's manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const outDir = process.argv[2] ?? 'dist';
/**
 * The initial budget is what the home page costs with the libraries as published: React and
 * react-dom (with hydration), MUI's styling with its CSS-variables theme code, react-router (its
 * package exports its development build only), Redux Toolkit with RTK Query and redux-persist.
 */
const BUDGET = { initialKb: 190, lazyChunkKb: 50 };
const HOME_ROUTE = 'src/app/routes/HomePage.tsx';

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const kb = (key) => gzipSync(readFileSync(join(outDir, manifest[key].file)), { level: 9 }).length / 1024;

/** A chunk and every chunk it imports statically: what must arrive before it runs. */
function withImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) withImports(next, seen);
  return seen;
}

// index.html's script: src/main.tsx. The page's HTML links the home route's chunks too (tools/prerender.mjs).
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry || !manifest[HOME_ROUTE]) throw new Error(`No entry or no ${HOME_ROUTE} in the manifest`);
const initial = withImports(HOME_ROUTE, withImports(entry));
const initialKb = [...initial].reduce((sum, key) => sum + kb(key), 0);

const lazy = Object.keys(manifest)
  .filter((key) => !initial.has(key) && manifest[key].file.endsWith('.js'))
  .map((key) => ({ file: manifest[key].file, size: kb(key) }))
  .sort((a, b) => b.size - a.size);

const rows = [
  ['initial JS for / (gzip)', initialKb, BUDGET.initialKb],
  ...lazy.map(({ file, size }) => [file, size, BUDGET.lazyChunkKb]),
];
const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, size, budget] of rows) {
  console.log(`${size <= budget ? 'ok  ' : 'OVER'} ${name.padEnd(width)}  ${size.toFixed(1).padStart(6)} KB  <= ${budget} KB`);
}
const over = rows.filter(([, size, budget]) => size > budget);
const files = [...initial].map((key) => manifest[key].file).join(', ');
console.log(`\n${rows.length - over.length} within budget, ${over.length} over. Initial for /: ${files}`);
process.exit(over.length ? 1 : 0);
