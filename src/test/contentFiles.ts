import type { ContentFiles } from '@/content/catalogue';
import { questionsOnly } from '@/features/quiz/grading';
import type { QuizFile } from '@/features/quiz/schema';
import { readContentFiles } from '@mocks/contentFiles';

/**
 * jest's stand-in for the build's `import.meta.glob` of the course folders: the same files, read
 * from the file system each time they are asked for, so a test can point `TRADESCHOOL_CONTENT_DIR`
 * at a folder of its own. The quiz files come as the build gives them: their questions only.
 */
type Loader = () => Promise<unknown>;

const loaders = (values: Record<string, unknown>): Record<string, Loader> =>
  Object.fromEntries(Object.entries(values).map(([path, value]) => [path, () => Promise.resolve(value)]));

let read: { dir: string | undefined; files: ContentFiles<Loader, Loader> } | undefined;

function current(): ContentFiles<Loader, Loader> {
  const dir = process.env.TRADESCHOOL_CONTENT_DIR;
  if (!read || read.dir !== dir) {
    const files = readContentFiles();
    const later = (readers: Record<string, () => unknown>): Record<string, Loader> =>
      Object.fromEntries(Object.entries(readers).map(([path, load]) => [path, () => Promise.resolve(load())]));
    const questions = Object.fromEntries(
      Object.entries(files.quizzes).map(([path, file]) => [path, questionsOnly(file as QuizFile)]),
    );
    read = {
      dir,
      files: { ...files, quizzes: loaders(questions), candles: later(files.candles), captions: later(files.captions) },
    };
  }
  return read.files;
}

export const contentFiles: ContentFiles<Loader, Loader> = {
  get manifests() {
    return current().manifests;
  },
  get quizzes() {
    return current().quizzes;
  },
  get sets() {
    return current().sets;
  },
  get candles() {
    return current().candles;
  },
  get captions() {
    return current().captions;
  },
};
