/**
 * The server entry: renders the site's public pages to HTML at build time, in Node, with React's
 * own server renderer (`vite build --ssr`, then tools/prerender.ts writes the pages). A page's
 * data comes from the API through the same RTK Query endpoints the browser uses, and travels in
 * the page for the browser to start from (see src/main.tsx).
 */
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { JSDOM } from 'jsdom';
import { StrictMode, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, useRoutes } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/PageLoader';
import { env } from '@/config/env';
import { LANGUAGE_INFO, LANGUAGES, languageOfPath, localizePath, type Language } from '@/config/languages';
import { paths } from '@/config/paths';
import { blogApi } from '@/features/blog/api';
import { coursesApi } from '@/features/courses/api';
import { practiceSets } from '@/features/practice/sets';
import { TOOLS } from '@/features/tools/toolList';
import { createI18n, loadNamespaces, NAMESPACES, namespacesInUse, type I18n, type Namespace } from '@/i18n';
import { devanagariFontStyleTag } from '@/i18n/devanagariFont';
import { setSanitizerDom } from '@/lib/sanitizeHtml';
import { api } from '@/store/api';
import { makeStore, type AppStore } from '@/store/store';
import { ColorSchemeScript } from '@/theme/colorScheme';
import { AppProviders } from './AppProviders';
import { listedPaths, nginxPageLocation, prerenderedPaths } from './buildPageLists';
import { createEmotionCache } from './createEmotionCache';
import { ErrorBoundary } from './ErrorBoundary';
import { fetchHeadData, headHtml, pageHead, robotsTxt, sitemapXml } from './head';
import { languageScript } from './head/languageScript';
import { pagePatternSources } from './pages';
import { RootLayout } from './RootLayout';
import { AppRoutes, notFoundPath, pagesAt, preloadRoute } from './routes';
import { SERVER_STATE_ID, type ServerState } from './serverState';

// Blog posts are sanitised while rendering; there is no browser window here to do it with.
setSanitizerDom(new JSDOM('').window as unknown as Parameters<typeof setSanitizerDom>[0]);

/** A page as the build writes it into the HTML template. */
export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** Emotion's `<style>` tags for that markup: the page paints styled before any script runs. */
  styles: string;
  /** Tags for the page's <head>: title, description, canonical, share card, structured data. */
  head: string;
  /** The `<script type="application/json">` carrying the API cache the page was rendered from. */
  state: string;
  /** The route modules the page shows (keys of Vite's manifest), to link their chunks. */
  modules: string[];
  /** The page's `<html lang>`. */
  lang: string;
  /** The catalogues the page's text came from (keys of Vite's manifest), to link their chunks. */
  catalogues: string[];
}

const newStore = () => makeStore();

/** Every catalogue in every language, loaded once for all the pages the build renders. */
const catalogues = createI18n('en');
const allCatalogues = Promise.all(LANGUAGES.map((lang) => loadNamespaces(catalogues, lang, NAMESPACES)));

/** An i18next instance of the page's own, in its language: it records the namespaces the page uses. */
async function pageI18n(lang: Language): Promise<I18n> {
  await allCatalogues;
  return createI18n(lang, catalogues.store.data);
}

/** The manifest keys of a page's catalogues: the browser fetches them with its code. */
const catalogueModules = (lang: Language, namespaces: readonly Namespace[]) =>
  namespaces.map((namespace) => `src/locales/${lang}/${namespace}.json`);

/** Waits for every request the page's route (and anything else) started. */
async function settle(store: AppStore) {
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
}

/** Lets go of the store: its cache timers would otherwise keep the build's process alive until the cache expires. */
const done = (store: AppStore) => store.dispatch(api.util.resetApiState());

/** JSON inside a <script>: a `<` in the data can neither close the tag nor open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

async function renderToHtml(app: (emotionCache: EmotionCache) => ReactNode): Promise<{ html: string; styles: string }> {
  const emotionCache = createEmotionCache();
  const emotionServer = createEmotionServer(emotionCache);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<StrictMode>{app(emotionCache)}</StrictMode>, {
    // Every boundary inline, in order: a large one would otherwise be sent as a hidden <div> and an
    // inline script that moves it into place, which the site's Content-Security-Policy blocks.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  const html = Buffer.concat(chunks).toString('utf8');
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  return { html, styles };
}

/** The site at `path`, as the browser renders it (App.tsx) but with a static router. */
const site = (store: AppStore, i18n: I18n, path: string, routes: ReactNode) => (emotionCache: EmotionCache) => (
  <ErrorBoundary>
    <AppProviders store={store} i18n={i18n} emotionCache={emotionCache} asServerRendered>
      <StaticRouter location={path}>{routes}</StaticRouter>
    </AppProviders>
  </ErrorBoundary>
);

/** A Hindi page declares its Devanagari font in its head, where nothing rewrites it. */
const fontTags = (lang: Language) => (lang === 'hi' ? devanagariFontStyleTag : '');

/** Renders the page at `path` with its data from the API. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const store = newStore();
  const lang = languageOfPath(path);
  const i18n = await pageI18n(lang);
  // The page's own data, and what its head reads besides (a course page's reviews, for its rating).
  // The head is written here from its catalogue; the browser fetches that catalogue only with the
  // first route change.
  await Promise.all([
    preloadRoute(path, store.dispatch, i18n),
    fetchHeadData(path, store.dispatch),
    loadNamespaces(i18n, lang, ['head']),
  ]);
  await settle(store);
  const { html, styles } = await renderToHtml(site(store, i18n, path, <AppRoutes />));
  const state = store.getState();
  done(store);
  const namespaces = namespacesInUse(i18n);
  const serverState: ServerState = { [api.reducerPath]: state[api.reducerPath], namespaces };
  const pages = pagesAt(path);
  // Linked with the page: the browser hydrates once it has every catalogue the page waits for,
  // those its server render used and those its route declares.
  const linked = new Set([...namespaces, ...pages.flatMap(({ handle }) => handle.namespaces)]);
  return {
    html,
    styles,
    head: headHtml(pageHead(path, state, i18n.getFixedT(lang, 'head'), lang)) + fontTags(lang),
    state: `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(serverState)}</script>`,
    modules: pages.map(({ handle }) => handle.module),
    lang: LANGUAGE_INFO[lang].htmlLang,
    catalogues: catalogueModules(lang, [...linked]),
  };
}

function ShellRoutes() {
  return useRoutes([{ element: <RootLayout />, children: [{ path: '*', element: <PageLoader /> }] }]);
}

/**
 * The shell page (`app.html`) for every path without a page of its own (the learner's pages,
 * which depend on the session): the site's frame with the page loading. The browser renders the
 * page over it rather than hydrating it.
 */
export async function renderShell(lang: Language): Promise<RenderedPage> {
  const store = newStore();
  const i18n = await pageI18n(lang);
  const { html, styles } = await renderToHtml(site(store, i18n, localizePath(paths.home, lang), <ShellRoutes />));
  return {
    html,
    styles,
    head: fontTags(lang),
    state: '',
    modules: [],
    lang: LANGUAGE_INFO[lang].htmlLang,
    catalogues: catalogueModules(lang, namespacesInUse(i18n)),
  };
}

/** The public pages to render, from the courses and posts the API lists now. */
export async function pagePaths(): Promise<string[]> {
  const store = newStore();
  const [courses, blogs] = await Promise.all([
    store.dispatch(coursesApi.endpoints.getCourses.initiate(undefined, { subscribe: false })),
    store.dispatch(blogApi.endpoints.getBlogs.initiate(undefined, { subscribe: false })),
  ]);
  done(store);
  if (!courses.data || !blogs.data) throw new Error(`The API at ${env.apiUrl} did not list the courses and posts`);
  const englishPaths = prerenderedPaths({
    courseIds: courses.data.map((course) => course._id),
    blogIds: blogs.data.map((blog) => blog._id),
  });
  return LANGUAGES.flatMap((lang) => englishPaths.map((path) => localizePath(path, lang)));
}

/** The pages of the site's own content that the sitemap lists beside the prerendered ones. */
const listed = listedPaths({
  practiceSetIds: practiceSets().map((set) => set.id),
  toolSlugs: TOOLS.map((tool) => tool.slug),
});

/**
 * The files beside the pages: what tells crawlers what there is (sitemap.xml, robots.txt), and
 * the page lists an nginx server includes (see the README) and the preview server reads.
 */
export const siteFiles = (pagePaths: string[]) => ({
  'sitemap.xml': sitemapXml(
    [...pagePaths, ...LANGUAGES.flatMap((lang) => listed.map((path) => localizePath(path, lang)))],
    env.siteUrl,
  ),
  'robots.txt': robotsTxt(env.siteUrl),
  'pages.nginx.conf': nginxPageLocation(),
  // The preview server's page list (tools/precompress.ts).
  'pages.json': JSON.stringify(pagePatternSources),
});

/**
 * The path the not-found page is rendered at, per language: the servers answer it for any path that
 * is no page, and the browser routes such a path as this one (`routedPath`), so the two agree.
 */
export { notFoundPath };

export { LANGUAGES, LANGUAGE_INFO };

/**
 * The inline `<script>`s every page's head carries, which must run before its first paint: the one
 * taking a returning learner to the language they picked, and the one setting the colour scheme
 * (see src/theme/colorScheme.tsx). tools/prerender.ts puts them into every page's head and the
 * hashes of their texts into the Content-Security-Policy.
 */
export const headScripts = renderToStaticMarkup(
  <>
    <script dangerouslySetInnerHTML={{ __html: languageScript }} />
    <ColorSchemeScript />
  </>,
);

/** No school API is configured: tools/prerender.ts serves the demo API in its own process. */
export const usesDemoApi = env.demoApi;
