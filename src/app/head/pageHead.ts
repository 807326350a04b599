import type { TFunction } from 'i18next';
import { env } from '@/config/env';
import {
  DEFAULT_LANG,
  LANGUAGE_INFO,
  LANGUAGES,
  languageOfPath,
  localizePath,
  type Language,
} from '@/config/languages';
import { paths, pathWithParams } from '@/config/paths';
import { site } from '@/config/site';
import { blogApi } from '@/features/blog/api';
import { blogImage, blogTitle } from '@/features/blog/blogView';
import { coursesApi } from '@/features/courses/api';
import { courseTitle, FALLBACK_THUMBNAIL } from '@/features/courses/courseMedia';
import { lessonPlaceOfParam, LESSON_PARAM } from '@/features/learning/lessonParam';
import { reviewsApi, type CourseFeedback } from '@/features/reviews/api';
import { formatINR } from '@/lib/format';
import { errorStatus } from '@/store/apiError';
import type { Blog, Course } from '@/store/models';
import { sharedApi } from '@/store/sharedEndpoints';
import type { AppDispatch, RootState } from '@/store/store';
import { acceptsRecord } from '../pageDeclaration';
import { declaredPageAt } from '../pages';

/** A JSON-LD object (schema.org), written into the page as it is. */
export type JsonLd = Record<string, unknown>;

/** One `<meta>` of a share card: Open Graph tags use `property`, Twitter's use `name`. */
export interface HeadMeta {
  key: 'name' | 'property';
  name: string;
  content: string;
}

/** The same page in one language, for search engines to offer each searcher the page in theirs. */
export interface HeadAlternate {
  /** `en-IN`, `hi`, or `x-default` for the page to offer anyone else (English). */
  hreflang: string;
  /** Absolute. */
  href: string;
}

/** Everything a page puts in `<head>`: what the tab, search engines and chat apps show of it. */
export interface PageHead {
  /** "Crypto Trading Basics – TradeSchool". */
  title: string;
  description: string;
  /** Absolute, in the page's language; absent where there is no page to point at (not found). */
  canonical?: string;
  /** The page in every language, itself included; public pages only. */
  alternates: HeadAlternate[];
  /** Pages that are not public (the learner's own, account screens, not found) ask not to be indexed. */
  noindex: boolean;
  /** Open Graph and Twitter card tags, in order. */
  meta: HeadMeta[];
  /** Structured data, one script each. */
  jsonLd: JsonLd[];
}

/** What the head of a page is built from: the route, and the API data the cache holds for it. */
export interface HeadSources {
  route: RouteHead;
  /** The `:courseId` or `:blogId` of the path. */
  id?: string;
  course?: Course;
  feedback?: CourseFeedback;
  blog?: Blog;
  /** On the course viewer: the lesson its URL names. */
  lessonTitle?: string;
  /** The API said there is no such course or post. */
  missing: boolean;
}

type RouteKind = 'home' | 'course' | 'blogPost' | 'lesson' | 'page' | 'notFound';

/** A route's words in the page's language. */
interface RouteText {
  /** The page's name; the title adds the brand after it. */
  name: string;
  description: string;
}

/** The head a page declares, read for one path. */
interface RouteHead {
  kind: RouteKind;
  /** Its name and description, from the head's catalogue. */
  text: (t: HeadT) => RouteText;
  /** Public pages are listed in the sitemap and indexed. */
  indexable: boolean;
  /** Its path with the parameters filled in, in the default language. */
  canonicalPath: string;
}

const SEPARATOR = ' – ';
const DEFAULT_IMAGE = '/media/hero.webp';
const LOGO = '/media/brand/logo.webp';
const SCHEMA = 'https://schema.org';
/** Share-card descriptions are cut here: what search results and chat previews show at most. */
const DESCRIPTION_MAX = 160;

/** The `t` of the head's catalogue, in the page's language. */
type HeadT = TFunction<'head'>;

const brand = { brand: site.name };

const NOT_FOUND: Omit<RouteHead, 'canonicalPath'> = {
  kind: 'notFound',
  text: (t) => ({ name: t('pages.notFound.name'), description: t('pages.notFound.description', brand) }),
  indexable: false,
};

/**
 * The head the page at `pathname` declares (src/app/routes/<Name>.route.ts), and the id in its
 * path. A Hindi page is the same page under its prefix. The last path's answer is kept, so a
 * store selector reading it for the same path gets the same object.
 */
function routeOf(pathname: string): { route: RouteHead; id?: string } {
  if (lastRoute?.pathname !== pathname) lastRoute = { pathname, found: readRoute(pathname) };
  return lastRoute.found;
}

let lastRoute: { pathname: string; found: { route: RouteHead; id?: string } } | undefined;

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

const findById = <T extends { _id: string }>(list: readonly T[] | undefined, id: string) =>
  list?.find((item) => item._id === id);

/**
 * What the cache holds for the page at `pathname`: the course (its own query, else its entry in the
 * list), its reviews, or the post. Each piece is the cache's own object, so a caller can compare
 * them by reference to tell whether the head changed.
 */
export function headSources(pathname: string, state: RootState, search = ''): HeadSources {
  const { route, id = '' } = routeOf(pathname);
  if (route.kind === 'lesson') {
    const course = sharedApi.endpoints.getCourseById.select(id)(state).data;
    const place = lessonPlaceOfParam(new URLSearchParams(search).get(LESSON_PARAM));
    const lesson = place && course?.chapters[place.chapterIndex]?.videos[place.videoIndex];
    const lessonTitle = lesson?.title?.trim() || undefined;
    return { route, id, course, lessonTitle, missing: false };
  }
  if (route.kind === 'course') {
    const own = sharedApi.endpoints.getCourseById.select(id)(state);
    const course = own.data ?? findById(coursesApi.endpoints.getCourses.select()(state).data, id);
    const feedback = reviewsApi.endpoints.getFeedback.select(id)(state).data;
    return { route, id, course, feedback, missing: !course && errorStatus(own.error) === 404 };
  }
  if (route.kind === 'blogPost') {
    const own = blogApi.endpoints.getBlog.select(id)(state);
    const blog = own.data ?? findById(blogApi.endpoints.getBlogs.select()(state).data, id);
    return { route, id, blog, missing: !blog && errorStatus(own.error) === 404 };
  }
  return { route, id, missing: false };
}

/**
 * Fetches what the head of the page at `pathname` reads from the API (the course and its reviews,
 * or the post) into the store; resolves once each has arrived or failed. For the build's renderer,
 * which renders once: on the client DocumentHead subscribes to the same queries.
 */
export async function fetchHeadData(pathname: string, dispatch: AppDispatch): Promise<void> {
  const { courseId, blogId } = headQuery(pathname);
  const once = { subscribe: false } as const;
  if (courseId !== undefined) {
    await Promise.all([
      dispatch(sharedApi.endpoints.getCourseById.initiate(courseId, once)),
      dispatch(reviewsApi.endpoints.getFeedback.initiate(courseId, once)),
    ]);
  }
  if (blogId !== undefined) await dispatch(blogApi.endpoints.getBlog.initiate(blogId, once));
}

// ---- Building the head ----------------------------------------------------------------------

const absoluteUrl = (path: string, siteUrl: string) => new URL(path, `${siteUrl}/`).href;

const titled = (name: string) => `${name}${SEPARATOR}${site.name}`;

/** Whitespace folded, and cut at a word to at most DESCRIPTION_MAX characters. */
function summary(text: string): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= DESCRIPTION_MAX) return folded;
  const cut = folded.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,.;:–-]+$/, '')}…`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The readable text of authored HTML (the post's body): tags, scripts and styles gone. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|h\d|li|ul|ol|br|div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? entity;
      const point = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    })
    .replace(/\s+([.,;:!?])/g, '$1');
}

const organization = (siteUrl: string): JsonLd => ({
  '@type': 'Organization',
  name: site.name,
  url: absoluteUrl('/', siteUrl),
  logo: absoluteUrl(LOGO, siteUrl),
});

/** `trail`'s paths are English ones; each crumb links to its page in `lang`. */
function breadcrumbs(trail: { name: string; path: string }[], lang: Language, siteUrl: string): JsonLd {
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

/** The rating of a course's reviews: the server's average and count, else worked out from the list. */
function ratingOf(feedback: CourseFeedback | undefined): { value: number; count: number } | null {
  const reviews = feedback?.reviews ?? [];
  const count = feedback?.ratings.totalRatings || reviews.length;
  if (!feedback || count <= 0) return null;
  const average =
    feedback.ratings.averageRating ?? reviews.reduce((sum, review) => sum + review.rating, 0) / (reviews.length || 1);
  if (!(average > 0)) return null;
  return { value: Math.round(average * 10) / 10, count };
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

const property = (name: string, content: string): HeadMeta => ({ key: 'property', name, content });
const named = (name: string, content: string): HeadMeta => ({ key: 'name', name, content });

/** Open Graph, then Twitter's card, from one description of the share. */
function shareCard({ type, lang, title, description, image, url, extra = [] }: Card): HeadMeta[] {
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

/** What every head of a page is built with besides its data. */
interface HeadContext {
  t: HeadT;
  /** The language of the words and numbers (the page's, or the one it is switching from). */
  lang: Language;
  /** The language of the page's URLs: its path's. */
  pathLang: Language;
  canonical: string;
  alternates: HeadAlternate[];
  siteUrl: string;
}

function courseHead(sources: HeadSources, course: Course, context: HeadContext): PageHead {
  const { t, lang, pathLang, canonical, alternates, siteUrl } = context;
  const name = courseTitle(course);
  const about = summary(
    course.shortDescription || course.introDescription || course.descriptions || sources.route.text(t).description,
  );
  const price =
    Number.isFinite(course.discountPrice) && course.discountPrice >= 0 ? course.discountPrice : course.actualPrice;
  const image = absoluteUrl(course.thumbnail?.trim() || FALLBACK_THUMBNAIL, siteUrl);
  const description = `${formatINR(price, LANGUAGE_INFO[lang].locale)} · ${about}`;
  const rating = ratingOf(sources.feedback);
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

function blogHead(blog: Blog, context: HeadContext): PageHead {
  const { t, lang, pathLang, canonical, alternates, siteUrl } = context;
  const headline = blogTitle(blog);
  const description =
    summary(textOf(typeof blog.content === 'string' ? blog.content : '')) ||
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
  const title = missingItem
    ? titled(missingItem)
    : route.kind === 'home'
      ? `${site.name}${SEPARATOR}${text.name}`
      : titled(text.name);
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
