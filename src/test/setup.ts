import '@testing-library/jest-dom';
import { resetDb } from '@mocks/db';
import { server } from '@mocks/node';

/** jsdom lacks these browser APIs; MUI, sliders and animations ask for them. */
function installBrowserStubs() {
  // Media queries answer by the window's width, so tests can resize to change layouts.
  window.matchMedia = (query: string): MediaQueryList => {
    const width = window.innerWidth;
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const reduced = /prefers-reduced-motion:\s*reduce/.test(query);
    const matches =
      !reduced && (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
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
}

installBrowserStubs();

/**
 * Route pages are React.lazy chunks; their import resolves outside act() by design, which React
 * reports as a warning. Only that one message is muted; every other console.error still shows.
 */
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('A suspended resource finished loading inside a test')) return;
  consoleError(...args);
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  window.localStorage.clear();
  window.sessionStorage.clear();
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1280 });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
