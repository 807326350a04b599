import type { TFunction } from 'i18next';
import { DEFAULT_LANG, LANGUAGE_INFO, LANGUAGES, languageOfPath, localizePath } from '@/config/languages';
import { pathWithParams } from '@/config/paths';
import { site } from '@/config/site';
import { acceptsRecord } from '../pageDeclaration';
import { declaredPageAt } from '../pages';

/** The `t` of the head's catalogue, in the page's language. */
export type HeadT = TFunction<'head'>;

/** The site's name, for the catalogue's `{{brand}}`. */
export const brand = { brand: site.name };

export type RouteKind = 'home' | 'course' | 'blogPost' | 'lesson' | 'page' | 'notFound';

/** A route's words in the page's language. */
export interface RouteText {
  /** The page's name; the title adds the brand after it. */
  name: string;
  description: string;
}

/** The head a page declares, read for one path. */
export interface RouteHead {
  kind: RouteKind;
  /** Its name and description, from the head's catalogue. */
  text: (t: HeadT) => RouteText;
  /** Public pages are listed in the sitemap and indexed. */
  indexable: boolean;
  /** Its path with the parameters filled in, in the default language. */
  canonicalPath: string;
}

const NOT_FOUND: Omit<RouteHead, 'canonicalPath'> = {
  kind: 'notFound',
  text: (t) => ({ name: t('pages.notFound.name'), description: t('pages.notFound.description', brand) }),
  indexable: false,
};

/**
 * The head the page at `pathname` declares (src/app/routes/<Name>.route.ts), and the id in its
 * path. A Hindi page is the same page under its prefix.
 */
function readRoute(pathname: string): { route: RouteHead; id?: string } {
  const { page, params } = declaredPageAt(pathname);
  const { head, record } = page;
  const canonicalPath = pathWithParams(page.path, page.canonical?.(params) ?? params);
  // A value that cannot be an id shows the Not Found page, and its head asks for nothing.
  if (record && !acceptsRecord(record, params)) return { route: { ...NOT_FOUND, canonicalPath } };
  const id = record ? (params[record.param] ?? '') : undefined;
  if ('page' in head) {
    const pageId = typeof head.page === 'function' ? head.page(params) : head.page;
    if (pageId === undefined) return { route: { ...NOT_FOUND, canonicalPath } };
    const text = (t: HeadT): RouteText => ({
      name: t(`pages.${pageId}.name`),
      description: t(`pages.${pageId}.description`, brand),
    });
    return { route: { kind: head.kind ?? 'page', text, indexable: true, canonicalPath }, id };
  }
  if ('account' in head) {
    const text = (t: HeadT): RouteText => {
      const name = t(`account.${head.account}`);
      return { name, description: t('account.description', { page: name, ...brand }) };
    };
    return { route: { kind: head.kind ?? 'page', text, indexable: false, canonicalPath }, id };
  }
  return { route: { ...NOT_FOUND, canonicalPath } };
}

/** The last path read and its head: see `routeOf`. */
let lastRoute: { pathname: string; found: { route: RouteHead; id?: string } } | undefined;

/**
 * `readRoute`, remembering the last path's answer: the store's head selector asks again for the same
 * path on every change to the store, and gets the same object, so its result compares equal.
 */
export function routeOf(pathname: string): { route: RouteHead; id?: string } {
  if (lastRoute?.pathname !== pathname) lastRoute = { pathname, found: readRoute(pathname) };
  return lastRoute.found;
}

/**
 * The path a page's canonical URL names: its own, or the page it duplicates, in the page's own
 * language (`/hi/Courses` → `/hi/courses`).
 */
export function canonicalPath(pathname: string): string | undefined {
  const { route } = routeOf(pathname);
  if (route.kind === 'notFound') return undefined;
  return localizePath(route.canonicalPath, languageOfPath(pathname));
}

/**
 * The page at the canonical path `path` in every language, then `x-default` (English, for anyone
 * whose language the site does not have). A page and its translations all list the same set, as
 * search engines require of hreflang links.
 */
export function languageAlternates(path: string): { hreflang: string; path: string }[] {
  return [
    ...LANGUAGES.map((lang) => ({ hreflang: LANGUAGE_INFO[lang].htmlLang, path: localizePath(path, lang) })),
    { hreflang: 'x-default', path: localizePath(path, DEFAULT_LANG) },
  ];
}

/** The course or post whose API data the head of the page at `pathname` reads, if any. */
export function headQuery(pathname: string): { courseId?: string; blogId?: string } {
  const { route, id } = routeOf(pathname);
  if (!id) return {};
  if (route.kind === 'course') return { courseId: id };
  if (route.kind === 'blogPost') return { blogId: id };
  return {};
}
