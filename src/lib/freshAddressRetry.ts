import { failedFileOf } from './reloadOnStaleChunk';

/**
 * A loader of a file fetched when needed (a quiz, a set's candles) that, after a failure naming the
 * file, asks for it again at a fresh address: a browser may keep a module that failed to load failed
 * for the page's life, answering the same address with the same failure however often it is asked.
 * Once a fresh address has answered, later loads keep using it.
 */
export function retryingAtFreshAddress<T>(load: () => Promise<T>): () => Promise<T> {
  let failed: string | null = null;
  let working: string | null = null;
  return async () => {
    const address = failed ? (working ?? `${failed}?retry=${Date.now()}`) : null;
    try {
      const value = address ? ((await import(/* @vite-ignore */ address)) as { default: T }).default : await load();
      working = address;
      return value;
    } catch (error) {
      working = null;
      const named = failedFileOf(error);
      if (named) failed = named.replace(/\?retry=\d+$/, '');
      throw error;
    }
  };
}
