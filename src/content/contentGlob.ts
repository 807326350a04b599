import type { ContentFiles } from './catalogue';

/*
 * The course folders' files as the build finds them. Manifests and the practice sets' details are
 * small and read with the page; each quiz file, each set's candles and each lesson's captions in a
 * language is a chunk of its own, fetched when a screen needs it.
 */

type Loader = () => Promise<unknown>;

export const contentFiles: ContentFiles<Loader, Loader> = {
  manifests: import.meta.glob('/content/courses/*/course.json', { eager: true, import: 'default' }),
  // The questions only: the answers and explanations stay with the school's server (tools/quizContent.ts).
  quizzes: import.meta.glob(['/content/courses/*/*.json', '!/content/courses/*/course.json'], {
    query: '?questions',
    import: 'default',
  }),
  sets: import.meta.glob(['/content/courses/*/practice/*.json', '!/content/courses/*/practice/*.candles.json'], {
    eager: true,
    import: 'default',
  }),
  candles: import.meta.glob('/content/courses/*/practice/*.candles.json', { import: 'default' }),
  captions: import.meta.glob('/content/courses/*/captions/*.vtt', { query: '?raw', import: 'default' }),
};
