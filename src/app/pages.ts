import { matchRoutes, type Params } from 'react-router-dom';
import { pathWithoutLanguage } from '@/config/languages';
import { pagePathMatcher, routePatternSource } from '@/config/paths';
import type { DeclaredPage } from './pageDeclaration';
import { declaredPages } from './pageFiles';

export { declaredPages };

const pageRoutes = declaredPages.map((page) => ({ path: page.path, page }));

/**
 * The page a path shows, in either language, and its parameters: matched as the router matches
 * it (case-insensitive, a trailing slash allowed), so the head and the build read the same ids.
 */
export function declaredPageAt(pathname: string): { page: DeclaredPage; params: Params } {
  const [match] = matchRoutes(pageRoutes, pathWithoutLanguage(pathname)) ?? [];
  if (!match) throw new Error('No page claims a path: the Not Found page must be declared at "*"');
  return { page: match.route.page, params: match.params };
}

/**
 * Every declared page's path (and alias) as an expression's source, once in any letter case: the
 * one page list the router, the preview server (through `pages.json`, written by the build) and
 * nginx (`pages.nginx.conf`) answer by.
 */
export const pagePatternSources: readonly string[] = declaredPages
  .flatMap((page) => [page.path, ...(page.aliases ?? [])])
  .filter((path) => path !== '*')
  .map(routePatternSource)
  .filter((source, i, all) => all.findIndex((other) => other.toLowerCase() === source.toLowerCase()) === i);

/** Whether a path is a declared page, in either language. Any other path is answered with the Not Found page. */
export const isDeclaredPagePath = pagePathMatcher(pagePatternSources);
