#!/usr/bin/env -S npx tsx
// Fails when a package the site ships (`npm audit --omit=dev`) has a high or critical advisory:
// the site must not ship known holes. The advisories come from the registry: when it cannot be
// asked (no network, or a mirror without the advisory endpoint, as on our build machine), nothing
// has been checked, and the check says so loudly. It fails then only with AUDIT_REQUIRED=1, set it
// where the registry is reachable. `--report FILE` checks a saved `npm audit --omit=dev --json`
// report instead.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const BLOCKING = ['high', 'critical'];

/** What a package's entry of `npm audit --json` says: an advisory, or the package it comes through. */
interface Vulnerability {
  name: string;
  severity: string;
  range: string;
  via: (string | { title: string })[];
}

/** The report, or npm's error when the advisory service could not be asked. */
interface AuditReport {
  metadata?: { vulnerabilities?: Record<string, number>; dependencies?: { prod?: number } };
  vulnerabilities?: Record<string, Vulnerability>;
  message?: string;
  error?: { summary?: string };
}

function readReport(): string {
  const at = process.argv.indexOf('--report');
  const file = at === -1 ? undefined : process.argv[at + 1];
  if (file) return readFileSync(file, 'utf8');
  // npm exits non-zero both when it finds advisories and when it cannot ask: the report tells which.
  return spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' }).stdout;
}

function parse(text: string): AuditReport | null {
  try {
    return JSON.parse(text) as AuditReport;
  } catch {
    return null;
  }
}

const report = parse(readReport());
const counts = report?.metadata?.vulnerabilities;

if (!counts) {
  const reason = report?.message ?? report?.error?.summary ?? 'npm audit printed no report';
  console.warn(`check:audit: NOT CHECKED. The advisory service could not be asked: ${reason}`);
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}

const blocking = Object.values(report?.vulnerabilities ?? {}).filter((entry) => BLOCKING.includes(entry.severity));
const summary = Object.entries(counts)
  .filter(([severity]) => severity !== 'total')
  .map(([severity, count]) => `${count} ${severity}`)
  .join(', ');
console.log(`check:audit: ${report?.metadata?.dependencies?.prod ?? '?'} production packages; advisories: ${summary}`);
for (const entry of blocking) {
  const titles = entry.via.flatMap((via) => (typeof via === 'object' ? [via.title] : []));
  const through = entry.via.filter((via) => typeof via === 'string');
  console.error(
    `  ${entry.severity}: ${entry.name} ${entry.range}${titles.length ? ` (${titles.join('; ')})` : ''}${through.length ? ` through ${through.join(', ')}` : ''}`,
  );
}
process.exit(blocking.length > 0 ? 1 : 0);
