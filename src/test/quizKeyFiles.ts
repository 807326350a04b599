import { readContentFiles } from '@mocks/contentFiles';

/**
 * jest's stand-in for the build's quiz keys module (tools/quizContent.ts): the whole quiz files of
 * the content folder, read from the disk when asked for.
 */
const files: Record<string, () => Promise<unknown>> = Object.fromEntries(
  Object.keys(readContentFiles().quizzes).map((path) => [
    path,
    () => Promise.resolve(readContentFiles().quizzes[path]),
  ]),
);

export default files;
