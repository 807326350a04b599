import { matchRoutes, type Params } from 'react-router-dom';
import { pathWithoutLanguage } from '@/config/languages';
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

export { isDeclaredPagePath, pagePatternSources } from './pagePatterns';
