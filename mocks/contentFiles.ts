/**
 * The course folders' files read from the file system, for the demo API (and for jest, where the
 * build's `import.meta.glob` does not run): the same paths and the same catalogue as the site's.
 * `TRADESCHOOL_CONTENT_DIR` points it at another folder (a test's temporary one); by default it is
 * the repository's `content/courses`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_ROOT, type ContentFiles } from '../src/content/catalogue';

/** The folder that holds the course folders. */
export const contentDir = (): string =>
  process.env.TRADESCHOOL_CONTENT_DIR ?? join(process.cwd(), 'content', 'courses');

const readJson = (path: string): unknown => {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    // The build's check names a file that is not JSON; here it reads as nothing.
    return undefined;
  }
};

const filesEndingIn = (dir: string, ending: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(ending))
        .sort()
    : [];
const jsonFiles = (dir: string) => filesEndingIn(dir, '.json');

const readText = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * Every content file under the path the build would give it: read now, but for the candles and the
 * captions, which are read when asked for.
 */
export function readContentFiles(dir = contentDir()): ContentFiles<unknown, () => unknown> {
  const files: ContentFiles<unknown, () => unknown> = {
    manifests: {},
    quizzes: {},
    sets: {},
    candles: {},
    captions: {},
  };
  const folders = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    : [];
  for (const { name: folder } of folders) {
    const base = join(dir, folder);
    for (const name of jsonFiles(base)) {
      const key = `${CONTENT_ROOT}/${folder}/${name}`;
      if (name === 'course.json') files.manifests[key] = readJson(join(base, name));
      else files.quizzes[key] = readJson(join(base, name));
    }
    for (const name of jsonFiles(join(base, 'practice'))) {
      const key = `${CONTENT_ROOT}/${folder}/practice/${name}`;
      const path = join(base, 'practice', name);
      if (name.endsWith('.candles.json')) files.candles[key] = () => readJson(path);
      else files.sets[key] = readJson(path);
    }
    for (const name of filesEndingIn(join(base, 'captions'), '.vtt')) {
      const path = join(base, 'captions', name);
      files.captions[`${CONTENT_ROOT}/${folder}/captions/${name}`] = () => readText(path);
    }
  }
  return files;
}
