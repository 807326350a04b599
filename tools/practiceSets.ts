// The practice sets' build check and their generated index. Each set is a JSON file in
// src/features/practice/sets/; the lab reads them through two generated modules beside them:
// index.ts (every set's details and a lazy loader for its candles, for the lab's pages) and
// lessons.ts (which lesson has which set, small enough for the course pages).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { PracticeSet } from '../src/features/practice/model';
import { checkPracticeSet } from '../src/features/practice/setSchema';

const ROOT = join(import.meta.dirname, '..');
export const SETS_DIR = join(ROOT, 'src/features/practice/sets');
const INDEX = join(SETS_DIR, 'index.ts');
const LESSONS = join(SETS_DIR, 'lessons.ts');

const HEADER = '// Generated from the set files beside it by `npm run practice:index`: edit the sets, not this file.\n';

interface Loaded {
  sets: PracticeSet[];
  errors: string[];
}

/** Every set file, checked: the errors name the file and the field. */
export function loadPracticeSets(dir = SETS_DIR): Loaded {
  const sets: PracticeSet[] = [];
  const errors: string[] = [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of files) {
    const path = relative(ROOT, join(dir, name));
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch (error) {
      errors.push(`${path}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const checked = checkPracticeSet(value);
    if (!checked.ok) {
      errors.push(...checked.errors.map((error) => `${path}: ${error}`));
      continue;
    }
    if (`${checked.set.id}.json` !== name) {
      errors.push(`${path}: id: must be the file's name without .json ("${name.replace(/\.json$/, '')}")`);
      continue;
    }
    sets.push(checked.set);
  }
  if (files.length === 0) errors.push(`${relative(ROOT, dir)}: no practice sets`);
  return { sets, errors };
}

async function pretty(source: string, path: string) {
  const config = (await resolveConfig(path)) ?? {};
  return format(source, { ...config, filepath: path });
}

/** The generated modules' text for these sets. */
export async function generatedModules(sets: PracticeSet[]): Promise<Record<string, string>> {
  const infos = sets.map(({ candles: _candles, ...info }) => info);
  const index = `${HEADER}import type { PracticeSetInfo } from '../model';

/** Every practice set, without its candles, in file-name order. */
export const practiceSets: readonly PracticeSetInfo[] = ${JSON.stringify(infos)};

/** A set's whole file, candles included: a chunk of its own, loaded when the set is opened. */
export const setFiles: Readonly<Record<string, () => Promise<{ default: unknown }>>> = {${sets
    .map((set) => `${JSON.stringify(set.id)}: () => import('./${set.id}.json'),`)
    .join('\n')}};
`;
  const links = sets.map((set) => ({
    id: set.id,
    courseId: set.lesson.courseId,
    chapter: set.lesson.chapter,
    lesson: set.lesson.lesson,
  }));
  const lessons = `${HEADER}
/** Which lesson has which practice set: a lesson's place in its course's syllabus, from 1. */
export interface LessonPractice {
  id: string;
  courseId: string;
  chapter: number;
  lesson: number;
}

export const lessonPractice: readonly LessonPractice[] = ${JSON.stringify(links)};
`;
  return { [INDEX]: await pretty(index, INDEX), [LESSONS]: await pretty(lessons, LESSONS) };
}

/** Writes the set files' generated modules. */
export async function writePracticeCatalog() {
  const { sets, errors } = loadPracticeSets();
  if (errors.length) throw new Error(errors.join('\n'));
  for (const [path, text] of Object.entries(await generatedModules(sets))) writeFileSync(path, text);
}

/** Rewrites a set file as the repository formats it. */
export async function writeSetFile(set: PracticeSet) {
  const path = join(SETS_DIR, `${set.id}.json`);
  writeFileSync(path, await pretty(JSON.stringify(set), path));
}

/** The errors of every set file, and whether the generated modules match them. */
export async function checkPracticeSets(): Promise<string[]> {
  const { sets, errors } = loadPracticeSets();
  if (errors.length) return errors;
  const stale = Object.entries(await generatedModules(sets))
    .filter(([path, text]) => {
      try {
        return readFileSync(path, 'utf8') !== text;
      } catch {
        return true;
      }
    })
    .map(([path]) => `${relative(ROOT, path)}: out of date with the set files; run \`npm run practice:index\``);
  return stale;
}
