import { failedFileOf } from './reloadOnStaleChunk';

/**
 * A loader of a file fetched when needed (a quiz, a set's candles) that, after a failure naming the
 * file, asks for it again at a fresh address: a browser may keep a module that failed to load failed
 * for the page's life, answering the same address with the same failure however often it is asked.
 */
export function retryingAtFreshAddress<T>(load: () => Promise<T>): () => Promise<T> {
  let failed: string | null = null;
  return async () => {
    try {
      const value = failed
        ? ((await import(/* @vite-ignore */ `${failed}?retry=${Date.now()}`)) as { default: T }).default
        : await load();
      failed = null;
      return value;
    } catch (error) {
      const named = failedFileOf(error);
      if (named) failed = named.replace(/\?retry=\d+$/, '');
      throw error;
    }
  };
}
