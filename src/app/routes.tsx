import { matchRoutes, useLocation, useParams, useRoutes, type Params, type RouteObject } from 'react-router-dom';
import { LANGUAGE_INFO, languageOfPath, localizePath, type Language } from '@/config/languages';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { hasNamespaces, loadNamespaces, suspendUntilLoaded, useI18n, type I18n, type Namespace } from '@/i18n';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import type { AppDispatch } from '@/store/store';
import { acceptsRecord, type DeclaredPage, type RecordParam } from './pageDeclaration';
import { declaredPages } from './pageFiles';
import { isDeclaredPagePath } from './pagePatterns';
import { RootLayout } from './RootLayout';

interface Page {
  (): React.JSX.Element;
  /** The page's code and its catalogues in `lang`, then what its module's `prefetch` asks for. */
  preload: (dispatch: AppDispatch, params: Params, i18n: I18n, lang: Language) => Promise<void>;
}

/**
 * A declared page, lazily loaded (see lazyWithPreload) with the catalogues its text comes from
 * besides `common` (any other part fetches its own when it renders). Its code and catalogues load
 * side by side; once they are here it renders without suspending.
 */
function lazyPage({ load, namespaces = [] }: DeclaredPage): Page {
  const Lazy = lazyWithPreload(load);
  const Page = () => {
    const i18n = useI18n();
    const lang = i18n.language as Language;
    // Failing here is the page's to show: rendering it will ask again.
    if (!hasNamespaces(i18n, lang, namespaces)) Lazy.preload().catch(() => undefined);
    suspendUntilLoaded(i18n, lang, namespaces);
    return <Lazy />;
  };
  Page.preload = async (dispatch: AppDispatch, params: Params, i18n: I18n, lang: Language) => {
    const [{ prefetch }] = await Promise.all([Lazy.preload(), loadNamespaces(i18n, lang, namespaces)]);
    await prefetch?.(dispatch, params);
  };
  return Page;
}

const notFound = declaredPages.find((page) => page.path === '*');
if (!notFound) throw new Error('The Not Found page must be declared at "*"');
const NotFoundPage = lazyPage(notFound);

/**
 * A page whose path names a record by a parameter: a value that cannot be an id shows the Not
 * Found page, and nothing is fetched for it.
 */
function byRecord(Page: Page, record: RecordParam): Page {
  const valid = (params: Params) => acceptsRecord(record, params);
  const Checked = () => (valid(useParams()) ? <Page /> : <NotFoundPage />);
  Checked.preload = (dispatch: AppDispatch, params: Params, i18n: I18n, lang: Language) =>
    (valid(params) ? Page : NotFoundPage).preload(dispatch, params, i18n, lang);
  return Checked;
}

/** What a route carries besides its element: its page's code and data, its module's name and catalogues. */
export interface PageHandle {
  preload: Page['preload'];
  module: string;
  /** The catalogues `preload` fetches besides `common`: the page waits for them before it renders. */
  namespaces: readonly Namespace[];
}

/** A declared page as a route, at its path in the default language. */
function routeOf(page: DeclaredPage): RouteObject {
  const Lazy = page === notFound ? NotFoundPage : lazyPage(page);
  const Page = page.record ? byRecord(Lazy, page.record) : Lazy;
  const handle: PageHandle = { preload: Page.preload, module: page.module, namespaces: page.namespaces ?? [] };
  const element = page.guard ? (
    <RequireAuth>
      <Page />
    </RequireAuth>
  ) : (
    <Page />
  );
  return { path: page.path, handle, element };
}

const pageRoutes = declaredPages.map(routeOf);

/**
 * The site's route tree: every page in English at its path and in Hindi under `/hi`, one route
 * each (the prefix is an optional segment), so a change of language keeps the page mounted, with
 * whatever the learner typed. Paths are case-insensitive, as react-router matches them.
 */
export const routes: RouteObject[] = [
  {
    path: `${LANGUAGE_INFO.hi.prefix}?`,
    element: <RootLayout />,
    children: pageRoutes.map((route) =>
      route.path === paths.home
        ? { ...route, path: undefined, index: true }
        : { ...route, path: route.path?.replace(/^\//, '') },
    ) as RouteObject[],
  },
];

/** The path the Not Found page is rendered at, in a language: the build writes it as `404.html`. */
export const notFoundPath = (lang: Language) => localizePath('/404', lang);

/** The whole path decoded, as the servers decode it; null where they answer 400 (no valid encoding, a NUL). */
function decodedOnce(pathname: string): string | null {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

const showsNotFound = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path === '*';

/**
 * The path a page is routed by: the path as the servers read it when they choose the file to answer
 * with (tools/precompress.ts, the README's nginx), so the browser renders the page the server sent
 * and hydrates it without a mismatch. The servers decode the whole path once, an encoded slash
 * being a slash, and answer any path that is then no page (`isDeclaredPagePath`) with the Not Found page; the
 * router alone decodes segment by segment and would find a page in some of those (`/hi//` the
 * home page, `/practice/..%2F..%2Fpackage` a practice set). Such a path is routed as the Not Found
 * page's own (`/404`); a path that names a page through an encoded slash, as that page.
 */
export function routedPath(pathname: string): string {
  const decoded = decodedOnce(pathname);
  if (decoded === null || !isDeclaredPagePath(decoded)) {
    return showsNotFound(pathname) ? pathname : notFoundPath(languageOfPath(pathname));
  }
  if (!/%2f/i.test(pathname)) return pathname;
  return decoded
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** The pages a path shows (its route's, at most one), with its parameters. */
export function pagesAt(pathname: string) {
  return (matchRoutes(routes, routedPath(pathname)) ?? []).flatMap(({ route, params }) =>
    route.handle ? [{ handle: route.handle as PageHandle, params }] : [],
  );
}

/**
 * Fetches the code and catalogues of the page at `pathname`, and what its first render needs, so that render is
 * the whole page: at build time before rendering it, and in the browser before hydrating it (the
 * data then comes with the page) or rendering the shell page.
 */
export async function preloadRoute(pathname: string, dispatch: AppDispatch, i18n: I18n) {
  const lang = languageOfPath(pathname);
  await Promise.all([
    loadNamespaces(i18n, lang, ['common']),
    ...pagesAt(pathname).map(({ handle, params }) => handle.preload(dispatch, params, i18n, lang)),
  ]);
}

/** The route tree at the page's path as `routedPath` reads it. */
export function AppRoutes() {
  const { pathname, search, hash } = useLocation();
  const routed = routedPath(pathname);
  return useRoutes(routes, routed === pathname ? undefined : { pathname: routed, search, hash });
}
