#!/usr/bin/env -S npx tsx
// `npm run check:answers [dir]`: fails when a built site (dist/ by default) carries a quiz's key, an
// answer's explanation, which only the school's server may send, and only after the learner
// answered. Each explanation of every quiz file is looked for in every file the build wrote,
// compared on its letters and digits alone so that escaping and minifying cannot hide it. A
// build that grades in the browser (a school API without the learner-data contract) carries the
// keys on purpose: pass --browser-grades to check that it does, and that the others stay out.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readContentFiles } from '../mocks/contentFiles';
import { keyOf } from '../src/features/quiz/grading';
import type { QuizFile } from '../src/features/quiz/schema';

const args = process.argv.slice(2);
const browserGrades = args.includes('--browser-grades');
const outDir = args.find((arg) => !arg.startsWith('--')) ?? 'dist';
const TEXT = /\.(js|html|json|txt|webmanifest)$/;
/** Long enough to be one explanation's own words, not a phrase any text may share. */
const LETTERS = 40;

const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.test(name)) yield path;
  }
}

const explanations = Object.entries(readContentFiles().quizzes).flatMap(([path, file]) =>
  (file as QuizFile).chapters.flatMap(({ questions }) =>
    questions.flatMap((question) => {
      const key = keyOf(question);
      const english = typeof key.why.en === 'string' ? [key.why.en] : key.why.en;
      return english
        .map((why) => letters(why).slice(0, LETTERS))
        .filter((text) => text.length === LETTERS)
        .map((text) => ({ path, id: question.id, text }));
    }),
  ),
);
const built = [...files(outDir)].map((file) => ({ file, text: letters(readFileSync(file, 'utf8')) }));
const found = explanations.flatMap((why) =>
  built
    .filter(({ text }) => text.includes(why.text))
    .map(({ file }) => `${relative(outDir, file)}: ${why.path} ${why.id}`),
);

if (browserGrades) {
  if (found.length === 0) {
    console.error(`${outDir} grades in the browser but carries no quiz key: the quizzes cannot be checked.`);
    process.exit(1);
  }
  console.log(`${outDir} grades quizzes in the browser: it carries their keys, as it must.`);
} else if (found.length) {
  console.error(
    `Quiz keys in ${outDir} (the school's server grades, and keeps them):\n${[...new Set(found)].join('\n')}`,
  );
  process.exit(1);
} else {
  console.log(`No quiz key in ${outDir}: ${explanations.length} explanations looked for in ${built.length} files.`);
}
