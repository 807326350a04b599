#!/usr/bin/env -S npx tsx
// Fails when the built site carries anything that looks like a secret: private keys,
// live payment keys, cloud API keys, or any identifier named like a secret.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const outDir = process.argv[2] ?? 'dist';
const PATTERNS: [label: string, pattern: RegExp][] = [
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['Google API key', /AIza[0-9A-Za-z_-]{35}/],
  ['Razorpay live key', /rzp_live_[0-9A-Za-z]{10,}/],
  ['Stripe-style secret key', /\bsk_(live|test)_[0-9A-Za-z]{10,}/],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['GitHub token', /\bgh[pousr]_[0-9A-Za-z]{30,}/],
  ['JWT', /\beyJ[0-9A-Za-z_-]{10,}\.eyJ[0-9A-Za-z_-]{10,}\.[0-9A-Za-z_-]{10,}/],
  ['something named secret', /[A-Za-z_$][\w$]*secret[\w$]*\s*[:=]/i],
  ['a key secret value', /key[_-]?secret/i],
];
const TEXT = /\.(js|css|html|json|txt|map|svg|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.test(name)) yield path;
  }
}

const findings: string[] = [];
for (const file of files(outDir)) {
  const text = readFileSync(file, 'utf8');
  for (const [label, pattern] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) findings.push(`${relative(outDir, file)}: ${label}: ${match[0].slice(0, 40)}`);
  }
}
if (findings.length) {
  console.error(`Secret-like strings in ${outDir}:\n${findings.join('\n')}`);
  process.exit(1);
}
console.log(`No secret-like strings in ${outDir}.`);
