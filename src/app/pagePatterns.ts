import { pagePathMatcher, routePatternSource } from '@/config/paths';
import { declaredPages } from './pageFiles';

/**
 * Every declared page's path as an expression's source: the one page list the router, the preview
 * server (through `pages.json`, written by the build) and nginx (`pages.nginx.conf`) answer by. Apart
 * from pages.ts, which the router does not need on every visit.
 */
export const pagePatternSources: readonly string[] = declaredPages
  // An alias differs from its page only in letter case, which every server matches in any case.
  .filter((page) => page.path !== '*')
  .map((page) => routePatternSource(page.path));

/** Whether a path is a declared page, in either language. Any other path is answered with the Not Found page. */
export const isDeclaredPagePath = pagePathMatcher(pagePatternSources);
