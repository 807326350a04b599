import { setImmediate as nodeSetImmediate } from 'node:timers';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { viewCoursePath } from '@/config/paths';
import { createI18n, loadNamespaces } from '@/i18n';
import { serverStateLoaded } from '@/store/api';
import { makeStore } from '@/store/store';
import { testI18n } from '@/test/i18n';
import { startTestPersistence } from '@/test/persistence';
import { OWNED_COURSE_ID } from '@mocks/seed';
import { App } from './App';
import { createEmotionCache } from './createEmotionCache';
import { notFoundPath, preloadRoute, routedPath } from './routes';
import { serverStateText, type ServerState } from './serverState';

/**
 * Paths the servers answer with the Not Found page (they decode the whole path, then ask whether
 * it is a page) that the router, decoding segment by segment, would read as a page of the site.
 */
const NOT_PAGES: [path: string, lang: 'en' | 'hi'][] = [
  ['/practice/..%2F..%2Fpackage', 'en'],
  ['/hi//', 'hi'],
  ['/about//', 'en'],
  ['/hi/about//', 'hi'],
];

const NOT_FOUND = { en: 'Page not found', hi: 'पेज नहीं मिला' };

/** The site as the browser renders it (src/main.tsx), at `path`. */
function renderSiteAt(path: string) {
  window.history.pushState({}, '', path);
  const lang = path.startsWith('/hi') ? 'hi' : 'en';
  return render(<App store={makeStore()} i18n={testI18n(lang)} emotionCache={createEmotionCache()} />);
}

afterEach(() => window.history.pushState({}, '', '/'));

describe('a path the servers answer with the Not Found page', () => {
  // That the servers answer these with the Not Found page is mocks/serverLimits.test.ts's to show.
  it.each(NOT_PAGES)('is routed as the Not Found page of its language: %s', (path, lang) => {
    expect(routedPath(path)).toBe(notFoundPath(lang));
  });

  it.each(NOT_PAGES)('shows the Not Found page in the browser too: %s', async (path, lang) => {
    renderSiteAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND[lang] })).toBeInTheDocument();
  });

  it('keeps its own location when the router finds no page in it either', () => {
    expect(routedPath('/hi//evil.example/x')).toBe('/hi//evil.example/x');
    expect(routedPath('/no-such-page')).toBe('/no-such-page');
  });
});

describe('a path naming a page through an encoded slash', () => {
  it('shows that page, as the servers answer it with that page', async () => {
    const path = viewCoursePath(OWNED_COURSE_ID).replace(/\/(?=[^/]*$)/, '%2F');
    expect(routedPath(path)).toBe(viewCoursePath(OWNED_COURSE_ID));
    renderSiteAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto Trading Basics' })).toBeInTheDocument();
  });
});

describe('the Not Found page the build rendered, served at such a path', () => {
  let root: Root | undefined;
  beforeAll(() => {
    // React's static renderer schedules its work with Node's setImmediate, which jsdom leaves out.
    globalThis.setImmediate ??= nodeSetImmediate;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    window.history.pushState({}, '', '/');
  });

  it.each(NOT_PAGES)('hydrates without a mismatch: %s', async (path, lang) => {
    // What the build writes as 404.html, the file the servers send for the path: rendered by a copy
    // of the modules of its own, as the build's server bundle is, so its React and router are not
    // the ones that hydrate.
    let page: Awaited<ReturnType<typeof import('./entry-server').renderPage>> | undefined;
    await jest.isolateModulesAsync(async () => {
      const { renderPage } = await import('./entry-server');
      page = await renderPage(notFoundPath(lang));
    });
    if (!page) throw new Error('the Not Found page did not render');
    document.body.innerHTML = `<div id="root">${page.html}</div>${page.state}`;
    window.history.pushState({}, '', path);

    // As src/main.tsx boots a page the build rendered.
    const { namespaces = [], ...cache } = JSON.parse(serverStateText(document) ?? '{}') as ServerState;
    const store = makeStore();
    store.dispatch(serverStateLoaded(cache));
    const persistor = startTestPersistence(store, { manual: true });
    const i18n = createI18n(lang);
    await Promise.all([
      preloadRoute(window.location.pathname, store.dispatch, i18n),
      loadNamespaces(i18n, lang, namespaces),
    ]);
    const mismatches: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error');
    const container = document.getElementById('root') as HTMLElement;
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App store={store} i18n={i18n} emotionCache={createEmotionCache()} persistor={persistor} />
        </StrictMode>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND[lang] })).toBeInTheDocument();
    expect(mismatches).toEqual([]);
    // React's warning for attributes that differ, which it reports without recovering.
    expect(consoleError.mock.calls.filter(([first]) => /hydrat/i.test(String(first)))).toEqual([]);
  });
});
