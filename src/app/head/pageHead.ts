import { env } from '@/config/env';
import { languageOfPath, type Language } from '@/config/languages';
import { site } from '@/config/site';
import { courseTitle } from '@/features/courses/courseMedia';
import type { RootState } from '@/store/store';
import { canonicalPath, languageAlternates, type HeadT } from './headRoute';
import { headSources, type HeadSources } from './headSources';
import type { JsonLd, PageHead } from './headTypes';
import { blogHead, courseHead, homeTitled, titled } from './recordHeads';
import { absoluteUrl, organization, SCHEMA, shareCard } from './structuredData';

export { canonicalPath, headQuery, languageAlternates } from './headRoute';
export { fetchHeadData, headSources, type HeadSources } from './headSources';
export type { HeadAlternate, HeadMeta, JsonLd, PageHead } from './headTypes';

const DEFAULT_IMAGE = '/media/hero.webp';

/**
 * The head of the page at `pathname` from what `sources` holds, its words from `t` in `lang`
 * (the page's language); `siteUrl` without a trailing slash.
 */
export function buildPageHead(
  pathname: string,
  sources: HeadSources,
  t: HeadT,
  lang: Language,
  siteUrl: string = env.siteUrl,
): PageHead {
  const { route } = sources;
  const path = canonicalPath(pathname);
  const canonical = path === undefined ? undefined : absoluteUrl(path, siteUrl);
  const noindex = !route.indexable || sources.missing;
  // Only a page search engines may index names its translations.
  const alternates =
    path === undefined || noindex
      ? []
      : languageAlternates(path).map(({ hreflang, path: href }) => ({ hreflang, href: absoluteUrl(href, siteUrl) }));
  const pathLang = languageOfPath(pathname);

  if (route.kind === 'course' && sources.course && canonical)
    return courseHead(sources, sources.course, { t, lang, pathLang, canonical, alternates, siteUrl });
  if (route.kind === 'blogPost' && sources.blog && canonical)
    return blogHead(sources.blog, { t, lang, pathLang, canonical, alternates, siteUrl });

  const text = route.text(t);
  const viewed = route.kind === 'lesson' && sources.course ? courseTitle(sources.course) : undefined;
  if (viewed) text.name = sources.lessonTitle ? `${sources.lessonTitle} · ${viewed}` : viewed;
  const missingItem = sources.missing ? (route.kind === 'course' ? t('missing.course') : t('missing.blog')) : undefined;
  const title = missingItem ? titled(missingItem) : route.kind === 'home' ? homeTitled(text.name) : titled(text.name);
  const siteDescription = t('pages.home.description');
  const description = text.description || siteDescription;
  const image = absoluteUrl(DEFAULT_IMAGE, siteUrl);
  const jsonLd: JsonLd[] =
    route.kind === 'home'
      ? [
          {
            '@context': SCHEMA,
            ...organization(siteUrl),
            description: siteDescription,
            email: site.email,
            telephone: site.phone,
            address: site.address,
            sameAs: site.social.map((link) => link.href),
          },
        ]
      : [];
  return {
    title,
    description,
    canonical: route.kind === 'notFound' ? undefined : canonical,
    alternates,
    noindex,
    meta: shareCard({
      type: 'website',
      lang,
      title,
      description,
      image,
      url: route.kind === 'notFound' ? undefined : canonical,
    }),
    jsonLd,
  };
}

/**
 * The head of the page at `pathname`: its title, description, canonical URL, translations, share
 * card and structured data, from the route and the API data in the store, in words from `t` in
 * `lang`. A course or post that is not in the store yet gives its route's generic head.
 */
export const pageHead = (pathname: string, state: RootState, t: HeadT, lang: Language, search = ''): PageHead =>
  buildPageHead(pathname, headSources(pathname, state, search), t, lang);
