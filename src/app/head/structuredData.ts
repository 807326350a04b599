import { LANGUAGE_INFO, localizePath, type Language } from '@/config/languages';
import { site } from '@/config/site';
import type { HeadMeta, JsonLd } from './headTypes';

export const SCHEMA = 'https://schema.org';
const LOGO = '/media/brand/logo.webp';

export const absoluteUrl = (path: string, siteUrl: string) => new URL(path, `${siteUrl}/`).href;

export const organization = (siteUrl: string): JsonLd => ({
  '@type': 'Organization',
  name: site.name,
  url: absoluteUrl('/', siteUrl),
  logo: absoluteUrl(LOGO, siteUrl),
});

/** `trail`'s paths are English ones; each crumb links to its page in `lang`. */
export function breadcrumbs(trail: { name: string; path: string }[], lang: Language, siteUrl: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(localizePath(crumb.path, lang), siteUrl),
    })),
  };
}

interface Card {
  type: string;
  lang: Language;
  title: string;
  description: string;
  image: string;
  url?: string;
  extra?: HeadMeta[];
}

export const property = (name: string, content: string): HeadMeta => ({ key: 'property', name, content });
const named = (name: string, content: string): HeadMeta => ({ key: 'name', name, content });

/** Open Graph, then Twitter's card, from one description of the share. */
export function shareCard({ type, lang, title, description, image, url, extra = [] }: Card): HeadMeta[] {
  return [
    property('og:type', type),
    property('og:site_name', site.name),
    property('og:locale', LANGUAGE_INFO[lang].locale.replace('-', '_')),
    property('og:title', title),
    property('og:description', description),
    ...(url ? [property('og:url', url)] : []),
    property('og:image', image),
    ...extra,
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', description),
    named('twitter:image', image),
  ];
}
