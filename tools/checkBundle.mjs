#!/usr/bin/env node
// Size gate for the production bundle (issue 8): the JavaScript a phone downloads for the first
// page, and every lazy chunk, measured gzipped. Exits non-zero when a budget is broken.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const outDir = process.argv[2] ?? 'dist';
const BUDGET = { initialKb: 170, lazyChunkKb: 50 };

const html = readFileSync(join(outDir, 'index.html'), 'utf8');
const initial = new Set(
  [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g)].map((m) => m[1]),
);
const kb = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;

const chunks = readdirSync(join(outDir, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`);
const initialKb = [...initial].reduce((sum, file) => sum + kb(file), 0);
const lazy = chunks.filter((file) => !initial.has(file)).map((file) => ({ file, size: kb(file) }));
lazy.sort((a, b) => b.size - a.size);

const rows = [
  ['initial JS for / (gzip)', `${initialKb.toFixed(1)} KB`, `<= ${BUDGET.initialKb} KB`, initialKb <= BUDGET.initialKb],
  ...lazy.map(({ file, size }) => [file, `${size.toFixed(1)} KB`, `<= ${BUDGET.lazyChunkKb} KB`, size <= BUDGET.lazyChunkKb]),
];
const width = Math.max(...rows.map((row) => row[0].length));
for (const [name, size, budget, ok] of rows) {
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name.padEnd(width)}  ${size.padStart(9)}  ${budget}`);
}
const over = rows.filter((row) => !row[3]);
console.log(`\n${rows.length - over.length} within budget, ${over.length} over (initial: ${[...initial].join(', ')})`);
process.exit(over.length ? 1 : 0);
