import { isChunkLoadError } from '@/lib/lazyWithPreload';

/**
 * React reports every error a boundary catches. In a test whose lazily loaded parts are meant to
 * fail, those reports are expected: each test of the calling file keeps every other console error.
 */
export function muteExpectedChunkLoadErrors() {
  beforeEach(() => {
    const report = console.error.bind(console);
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!args.some(isChunkLoadError)) report(...args);
    });
  });
}
