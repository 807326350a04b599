import { canonicalPath, languageAlternates } from './pageHead';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

const siteRoot = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/`;

/**
 * sitemap.xml for `pagePaths` (English and Hindi): each page under its canonical URL, once (a
 * duplicate such as /Courses is listed as the page it duplicates, which is listed already), with
 * links to the page in every language, itself included, as search engines read hreflang from it.
 */
export function sitemapXml(pagePaths: readonly string[], siteUrl: string): string {
  const url = (path: string) => escapeXml(new URL(path, siteRoot(siteUrl)).href);
  const pages = [...new Set(pagePaths.map((path) => canonicalPath(path)).filter((path) => path !== undefined))];
  const entry = (path: string) =>
    [
      '  <url>',
      `    <loc>${url(path)}</loc>`,
      ...languageAlternates(path).map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${url(alternate.path)}"/>`,
      ),
      '  </url>',
    ].join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.map(entry),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: every page may be crawled (private ones say noindex themselves); here is the sitemap. */
export const robotsTxt = (siteUrl: string): string =>
  ['User-agent: *', 'Allow: /', '', `Sitemap: ${new URL('sitemap.xml', siteRoot(siteUrl)).href}`, ''].join('\n');
