import { LANGUAGE_INFO, type Language } from '@/config/languages';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { blogImage, blogTitle } from '@/features/blog/blogView';
import { courseTitle, FALLBACK_THUMBNAIL } from '@/features/courses/courseMedia';
import { courseRating } from '@/features/reviews/rating';
import { formatINR } from '@/lib/format';
import { htmlToText, shortSummary } from '@/lib/htmlText';
import type { Blog, Course } from '@/store/models';
import { brand, type HeadT } from './headRoute';
import type { HeadSources } from './headSources';
import type { HeadAlternate, JsonLd, PageHead } from './headTypes';
import { absoluteUrl, breadcrumbs, organization, property, SCHEMA, shareCard } from './structuredData';

/** Share-card descriptions are cut here: what search results and chat previews show at most. */
export const DESCRIPTION_MAX = 160;
const SEPARATOR = ' – ';

/** A page's title: its name, then the site's. */
export const titled = (name: string) => `${name}${SEPARATOR}${site.name}`;

/** The home page's title: the site's name first. */
export const homeTitled = (name: string) => `${site.name}${SEPARATOR}${name}`;

/** What every head of a page is built with besides its data. */
export interface HeadContext {
  t: HeadT;
  /** The language of the words and numbers (the page's, or the one it is switching from). */
  lang: Language;
  /** The language of the page's URLs: its path's. */
  pathLang: Language;
  canonical: string;
  alternates: HeadAlternate[];
  siteUrl: string;
}

export function courseHead(sources: HeadSources, course: Course, context: HeadContext): PageHead {
  const { t, lang, pathLang, canonical, alternates, siteUrl } = context;
  const name = courseTitle(course);
  const about = shortSummary(
    course.shortDescription || course.introDescription || course.descriptions || sources.route.text(t).description,
    DESCRIPTION_MAX,
  );
  const price =
    Number.isFinite(course.discountPrice) && course.discountPrice >= 0 ? course.discountPrice : course.actualPrice;
  const image = absoluteUrl(course.thumbnail?.trim() || FALLBACK_THUMBNAIL, siteUrl);
  const description = `${formatINR(price, LANGUAGE_INFO[lang].locale)} · ${about}`;
  const rating = courseRating(sources.feedback);
  const courseLd: JsonLd = {
    '@context': SCHEMA,
    '@type': 'Course',
    name,
    description: about,
    url: canonical,
    image,
    provider: organization(siteUrl),
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: 'INR',
      category: 'Paid',
      availability: `${SCHEMA}/InStock`,
      url: canonical,
    },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
    ...(rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: rating.value,
        ratingCount: rating.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
  return {
    title: titled(name),
    description,
    canonical,
    alternates,
    noindex: false,
    meta: shareCard({
      type: 'product',
      lang,
      title: name,
      description,
      image,
      url: canonical,
      extra: [property('product:price:amount', String(price)), property('product:price:currency', 'INR')],
    }),
    jsonLd: [
      courseLd,
      breadcrumbs(
        [
          { name: t('breadcrumbs.home'), path: paths.home },
          { name: t('breadcrumbs.courses'), path: paths.courses },
          { name, path: canonical },
        ],
        pathLang,
        siteUrl,
      ),
    ],
  };
}

export function blogHead(blog: Blog, context: HeadContext): PageHead {
  const { t, lang, pathLang, canonical, alternates, siteUrl } = context;
  const headline = blogTitle(blog);
  const description =
    shortSummary(htmlToText(typeof blog.content === 'string' ? blog.content : ''), DESCRIPTION_MAX) ||
    t('blogPost.fallbackDescription', { headline, ...brand });
  const image = absoluteUrl(blogImage(blog), siteUrl);
  return {
    title: titled(headline),
    description,
    canonical,
    alternates,
    noindex: false,
    meta: shareCard({ type: 'article', lang, title: headline, description, image, url: canonical }),
    jsonLd: [
      {
        '@context': SCHEMA,
        '@type': 'BlogPosting',
        headline,
        description,
        image,
        url: canonical,
        mainEntityOfPage: canonical,
        author: organization(siteUrl),
        publisher: organization(siteUrl),
      },
      breadcrumbs(
        [
          { name: t('breadcrumbs.home'), path: paths.home },
          { name: t('breadcrumbs.blog'), path: paths.blog },
          { name: headline, path: canonical },
        ],
        pathLang,
        siteUrl,
      ),
    ],
  };
}
