#!/usr/bin/env node
// Size gate for the production bundle (issue 8): the JavaScript a phone downloads to show the home
// page (the entry, the boot stages it imports, the home route's chunk and everything they import
// statically) and every other chunk on its own, measured gzipped. Exits non-zero when a budget is
// broken. Reads Vite's manifest.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const outDir = process.argv[2] ?? 'dist';
const BUDGET = { initialKb: 170, lazyChunkKb: 50 };
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

// src/main.tsx: the manifest names its chunk `main` when index.html's own chunk only imports it.
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry || manifest[key].name === 'main');
if (!entry || !manifest[HOME_ROUTE]) throw new Error(`No entry or no ${HOME_ROUTE} in the manifest`);
const initial = withImports(HOME_ROUTE, withImports(entry));
// The entry imports the rest of the shell dynamically, in stages (tools/bootStages.ts), at once.
for (const stage of manifest[entry].dynamicImports ?? []) withImports(stage, initial);
// The prerendered pages' loader (tools/prerender.mjs) comes first; it is not in Vite's manifest.
const loaders = readdirSync(join(outDir, 'assets')).filter((name) => /^start-.*\.js$/.test(name));
const loaderKb = loaders.reduce((sum, name) => sum + gzipSync(readFileSync(join(outDir, 'assets', name)), { level: 9 }).length / 1024, 0);
const initialKb = [...initial].reduce((sum, key) => sum + kb(key), 0) + loaderKb;

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
const files = [...loaders.map((name) => `assets/${name}`), ...[...initial].map((key) => manifest[key].file)].join(', ');
console.log(`\n${rows.length - over.length} within budget, ${over.length} over. Initial for /: ${files}`);
process.exit(over.length ? 1 : 0);
