#!/usr/bin/env -S npx tsx
// The build's check of the practice sets: every file against the schema (the error names the
// file and the field), and the generated index in step with them. `--write` rewrites the index.
import { checkPracticeSets, writePracticeCatalog } from './practiceSets';

if (process.argv.includes('--write')) {
  await writePracticeCatalog();
  console.log('Practice set index written.');
} else {
  const errors = await checkPracticeSets();
  for (const error of errors) console.error(error);
  if (errors.length) process.exit(1);
  console.log('Practice sets: ok');
}
