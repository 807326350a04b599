import '@testing-library/jest-dom';
import { configure, getConfig } from '@testing-library/dom';
import { resetDb } from '@mocks/db';
import { server } from '@mocks/node';
import { systemColorScheme, systemMotion } from './media';
import { clearPageHead } from './pageHead';

/** jsdom lacks these browser APIs; MUI, sliders and animations ask for them. */
function installBrowserStubs() {
  // Media queries answer by the window's width, live, and tell their listeners when a test
  // resizes the window (sets innerWidth, then fires 'resize'), as a browser does.
  const mediaListeners = new Set<() => void>();
  window.addEventListener('resize', () => {
    for (const notify of mediaListeners) notify();
  });
  window.matchMedia = (query: string): MediaQueryList => {
    const evaluate = () => {
      const scheme = /prefers-color-scheme:\s*(dark|light)/.exec(query);
      if (scheme) return scheme[1] === systemColorScheme.current;
      const motion = /prefers-reduced-motion:\s*(reduce|no-preference)/.exec(query);
      if (motion) return motion[1] === systemMotion.current;
      const width = window.innerWidth;
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    };
    const wrapped = new Map<unknown, () => void>();
    const listen = (listener: unknown) => {
      if (typeof listener !== 'function') return;
      const notify = () =>
        (listener as (event: { matches: boolean; media: string }) => void)({ matches: evaluate(), media: query });
      wrapped.set(listener, notify);
      mediaListeners.add(notify);
    };
    const unlisten = (listener: unknown) => {
      const notify = wrapped.get(listener);
      if (notify) mediaListeners.delete(notify);
      wrapped.delete(listener);
    };
    return {
      get matches() {
        return evaluate();
      },
      media: query,
      onchange: null,
      addListener: listen,
      removeListener: unlisten,
      addEventListener: (_type: string, listener: unknown) => listen(listener),
      removeEventListener: (_type: string, listener: unknown) => unlisten(listener),
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  Element.prototype.scrollIntoView ??= () => undefined;
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
  window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
  // The root layout marks when the first page committed (the perf check reads it); jsdom's
  // performance has no User Timing, so keep the marks in a list the way a browser would. On the
  // prototype: jest's fake timers build their performance from the prototype's methods.
  const timing = Object.getPrototypeOf(performance) as Performance;
  if (typeof timing.mark !== 'function' || typeof timing.getEntriesByName !== 'function') {
    const marks: PerformanceEntry[] = [];
    timing.mark = function mark(name: string) {
      const entry = { name, entryType: 'mark', startTime: performance.now(), duration: 0 } as PerformanceMark;
      marks.push(entry);
      return entry;
    } as typeof performance.mark;
    timing.getEntriesByName = function getEntriesByName(name: string) {
      return marks.filter((entry) => entry.name === name);
    } as typeof performance.getEntriesByName;
  }
}

/**
 * A test of logic alone asks for Node's environment (`@jest-environment node` atop its file): no
 * DOM to build, and no React to load, in every such file. The demo API serves both kinds.
 */
const hasDom = typeof window !== 'undefined';
if (hasDom) installBrowserStubs();

/**
 * Route pages are React.lazy chunks; their import resolves outside act() by design, which React
 * reports as a warning. Only that one message is muted; every other console.error still shows.
 */
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('A suspended resource finished loading inside a test')) return;
  consoleError(...args);
};

/** Testing Library's own error for a query that found nothing (or too much), page included. */
const libraryElementError = getConfig().getElementError;

/**
 * The library's error, with the page written in when the message is read where a query is retried.
 * findBy and waitFor run a failing query again on every change to the page and keep only the last
 * error, so writing the page into each was most of what a failing query cost; on the time-out the
 * message is read, before the page is cleaned up. The library marks those runs with the flag it
 * reads to skip its own costly diagnostics. Either way the trace starts at the query, as the
 * library's does, so a failure points at the test.
 */
function elementError(message: string | null, container: Element) {
  const retried = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
  const error = retried ? new Error() : libraryElementError(message, container);
  Error.captureStackTrace(error, elementError);
  if (retried) {
    error.name = 'TestingLibraryElementError';
    let written: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => (written ??= libraryElementError(message, container).message),
    });
  }
  return error;
}

/**
 * How long findBy and waitFor wait. Pages, dialogs, the chat panel and the toaster are lazy chunks:
 * the first test of a file to open one waits while it is loaded (and, on a fresh clone, compiled),
 * which on a busy machine can take longer than the library's default of one second. Waits end as
 * soon as what they wait for is there, so this costs passing tests nothing. It stays under jest's
 * time-out, so a wait that fails says what it waited for.
 */
configure({ asyncUtilTimeout: 10_000, getElementError: elementError });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  if (!hasDom) return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  systemColorScheme.current = 'light';
  systemMotion.current = 'no-preference';
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1280 });
});
afterEach(() => {
  server.resetHandlers();
  // What a test listened for on the demo API (requests it counts or reads, answers it awaits).
  server.events.removeAllListeners();
  // A test that moved to a fake clock leaves it behind, passed or failed.
  jest.useRealTimers();
  // The next test opens on a page with no head written.
  if (typeof document !== 'undefined') clearPageHead();
});
afterAll(() => server.close());
