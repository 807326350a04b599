import { pathWithParams } from '@/config/paths';
import type { DeclaredPage } from './pageDeclaration';
import { declaredPages, pagePatternSources } from './pages';

/*
 * The page lists only the build writes (src/app/entry-server.tsx): the pages it renders, the others the
 * sitemap names, and nginx's. Apart from pages.ts, so that no visit's code carries them.
 */

/** The ids of what the API lists at build time: a page each. */
export interface PublicContent {
  courseIds: readonly string[];
  blogIds: readonly string[];
}

/** The ids of what the site itself holds, each a page the browser draws. */
export interface SiteContent {
  practiceSetIds: readonly string[];
  toolSlugs: readonly string[];
}

/** The paths (default language) of the pages in the sitemap that are not prerendered (those are listed too). */
export function listedPaths(content: SiteContent): string[] {
  const each = (page: DeclaredPage, ids: readonly string[]) =>
    ids.map((id) => pathWithParams(page.path, { [pathParam(page.path)]: id }));
  return declaredPages.flatMap((page) => {
    switch (page.sitemap) {
      case 'perPracticeSet':
        return each(page, content.practiceSetIds);
      case 'perTool':
        return each(page, content.toolSlugs);
      default:
        return isPublicWithoutParams(page) ? [page.path] : [];
    }
  });
}

/** A page anyone may see and search engines index, at one path, that the build does not write. */
const isPublicWithoutParams = (page: DeclaredPage) =>
  !page.prerender && !page.guard && 'page' in page.head && !page.path.includes(':') && page.path !== '*';

/** The one parameter of a page's path (`/practice/:setId` → `setId`). */
const pathParam = (path: string) => /:(\w+)/.exec(path)?.[1] ?? '';

/** The paths (default language) of the pages with the same content for every visitor: written at build time. */
export function prerenderedPaths({ courseIds, blogIds }: PublicContent): string[] {
  const each = (page: DeclaredPage, ids: readonly string[]) =>
    ids.map((id) => pathWithParams(page.path, { [page.record?.param ?? '']: id }));
  return declaredPages.flatMap((page) => {
    switch (page.prerender) {
      case 'once':
        return [page.path, ...(page.aliases ?? [])];
      case 'perCourse':
        return each(page, courseIds);
      case 'perPost':
        return each(page, blogIds);
      default:
        return [];
    }
  });
}

/**
 * The server's page list, written by the build as `pages.nginx.conf` for the README's nginx
 * snippet to include: every declared page, in English and under /hi in Hindi, answered with its
 * prerendered file or else the shell page in the path's language. Any other path is not a page.
 */
export function nginxPageLocation(): string {
  // nginx matches `~*` case-insensitively, as the router does: /Courses is /courses.
  const list = pagePatternSources.filter(Boolean).join('|');
  // Two locations, as `/HI/courses` must reach the Hindi shell page too: nginx matches the
  // pattern in any case, but its files are named in lower case.
  return [
    `location ~* ^/hi(/(${list}))?/?$ {`,
    '  try_files $uri/index.html /hi/app.html;',
    '}',
    `location ~* ^(/(${list}))?/?$ {`,
    '  try_files $uri/index.html /app.html;',
    '}',
    '',
  ].join('\n');
}
