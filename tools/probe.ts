#!/usr/bin/env -S npx tsx
// `npm run probe`: replays, against the preview server (`npm start`) on this machine, what an
// attacker or a careless learner would try, and prints a table of each attempt and whether it held.
// Each area's probes are a file (tools/probe<Area>.ts); a new area is one more entry in AREAS.
//
// Targets PROBE_URL when given (loopback only), else serves the build in PROBE_OUT_DIR (`dist/` by
// default) on PORT (4173, where `npm start` serves; the build is made first when there is none) and
// stops it afterwards. Every probe sends a bounded number of requests, and the whole run has a time
// limit. Exits 1 when any probe did not hold.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startPreview, type Preview } from './previewServer';
import { enumeration, lockout, names, sessions } from './probeAccounts';
import { certificates } from './probeCertificates';
import { learnerData } from './probeLearnerData';
import { doublePurchase } from './probePayments';
import { bodies, headers, hosts, methods, paths, routerPaths } from './probeServer';
import { probeBase, setProbeBase, targetOf, type Row } from './probeSupport';

const PORT = Number(process.env.PORT ?? 4173);
const OUT_DIR = process.env.PROBE_OUT_DIR ?? 'dist';
/** The whole run stops after this long, whatever is under way. */
const RUN_LIMIT_MS = 300_000;

/** The areas probed, in order, each adding its rows. */
const AREAS: readonly (readonly [string, (rows: Row[]) => Promise<void>])[] = [
  ['double purchase', doublePurchase],
  ['account enumeration', enumeration],
  ['sessions', sessions],
  ['names', names],
  ['lockout and per-client limit', lockout],
  ['request bodies', bodies],
  ['paths', paths],
  ['paths the router reads', routerPaths],
  ['methods', methods],
  ['hosts', hosts],
  ['headers', headers],
  ['learner data', learnerData],
  ['certificates', (rows) => certificates(rows, OUT_DIR)],
];

function printTable(rows: Row[]) {
  const verdict = (row: Row) => (row.held === 'accepted' ? 'accepted' : row.held ? 'held' : 'FAILED');
  const columns: [string, (row: Row) => string][] = [
    ['probe', (row) => row.probe],
    ['expected', (row) => row.expected],
    ['observed', (row) => row.observed],
    ['result', verdict],
  ];
  const widths = columns.map(([title, cell]) => Math.max(title.length, ...rows.map((row) => cell(row).length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(columns.map(([title]) => title)));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(columns.map(([, cell]) => cell(row))));
}

async function main() {
  let preview: Preview | null = null;
  if (process.env.PROBE_URL) {
    setProbeBase(targetOf(process.env.PROBE_URL));
  } else {
    if (!existsSync(`${OUT_DIR}/index.html`)) {
      if (OUT_DIR !== 'dist') throw new Error(`No build in ${OUT_DIR}/`);
      console.log('No build in dist/: building it first (npm run build).');
      const build = spawnSync('npm', ['run', 'build'], {
        stdio: 'inherit',
        env: { ...process.env, PORT: String(PORT) },
      });
      if (build.status !== 0) throw new Error('the build failed');
    }
    preview = await startPreview({ port: PORT, outDir: OUT_DIR, env: { ...process.env, PORT: String(PORT) } });
    setProbeBase(new URL(preview.base));
  }
  const deadline = setTimeout(() => {
    console.error(`The probe ran past ${RUN_LIMIT_MS / 1000} s and was stopped.`);
    preview?.stop();
    process.exit(2);
  }, RUN_LIMIT_MS);
  const rows: Row[] = [];
  try {
    console.log(`Probing ${probeBase().origin}\n`);
    for (const [name, probe] of AREAS) {
      try {
        await probe(rows);
      } catch (error) {
        rows.push({
          probe: name,
          expected: 'runs',
          observed: error instanceof Error ? error.message : String(error),
          held: false,
        });
      }
    }
  } finally {
    clearTimeout(deadline);
    preview?.stop();
  }
  printTable(rows);
  const failed = rows.filter((row) => row.held === false).length;
  console.log(`\n${rows.length - failed} held, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
