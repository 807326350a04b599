import { matchPath } from 'react-router-dom';
import { env } from '@/config/env';
import { blogDetailPath, coursePath, paths, viewCoursePath } from '@/config/paths';
import { site } from '@/config/site';
import { blogApi } from '@/features/blog/api';
import { blogImage, blogTitle } from '@/features/blog/blogView';
import { coursesApi } from '@/features/courses/api';
import { courseTitle, FALLBACK_THUMBNAIL } from '@/features/courses/courseMedia';
import { reviewsApi, type CourseFeedback } from '@/features/reviews/api';
import { formatINR } from '@/lib/format';
import { errorStatus } from '@/store/apiError';
import type { Blog, Course } from '@/store/models';
import { sharedApi } from '@/store/sharedEndpoints';
import type { AppDispatch, RootState } from '@/store/store';

/** A JSON-LD object (schema.org), written into the page as it is. */
export type JsonLd = Record<string, unknown>;

/** One `<meta>` of a share card: Open Graph tags use `property`, Twitter's use `name`. */
export interface HeadMeta {
  key: 'name' | 'property';
  name: string;
  content: string;
}

/** Everything a page puts in `<head>`: what the tab, search engines and chat apps show of it. */
export interface PageHead {
  /** "Crypto Trading Basics – TradeSchool". */
  title: string;
  description: string;
  /** Absolute; absent where there is no page to point at (not found). */
  canonical?: string;
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
  /** The API said there is no such course or post. */
  missing: boolean;
}

type RouteKind = 'home' | 'course' | 'blogPost' | 'page' | 'notFound';

interface RouteHead {
  pattern: string;
  kind: RouteKind;
  /** The page's name; the title adds the brand after it. */
  name: string;
  description: string;
  /** Public pages are rendered at build time, listed in the sitemap and indexed. */
  indexable: boolean;
  /** Where this path's canonical page lives, when it is a duplicate of another. */
  canonicalPath?: string;
}

const SEPARATOR = ' – ';
const DEFAULT_IMAGE = '/media/hero.webp';
const LOGO = '/media/brand/logo.webp';
const SCHEMA = 'https://schema.org';
/** Share-card descriptions are cut here: what search results and chat previews show at most. */
const DESCRIPTION_MAX = 160;

const SITE_DESCRIPTION =
  'Video courses on crypto, gold, stocks, forex and the Indian stock market, taught by practising mentors. Learn to trade with discipline.';

const COURSES_DESCRIPTION =
  'Learn to trade crypto, gold, stocks, forex and Indian markets with practising mentors. Browse every course and its price.';

const page = (pattern: string, name: string, description: string, indexable = true): RouteHead => ({
  pattern,
  kind: 'page',
  name,
  description,
  indexable,
});

const account = (pattern: string, name: string) => page(pattern, name, `${name} on ${site.name}.`, false);

const NOT_FOUND: RouteHead = {
  pattern: '*',
  kind: 'notFound',
  name: 'Page not found',
  description: 'We could not find the page you asked for. It may have moved, or the link may be mistyped.',
  indexable: false,
};

/** Every route of the site and its head when no API data says more; first match wins. */
const ROUTE_HEADS: RouteHead[] = [
  { pattern: paths.home, kind: 'home', name: site.tagline, description: SITE_DESCRIPTION, indexable: true },
  // The alias differs from /courses only by case, so it is matched exactly, and before the list.
  { ...page(paths.coursesAlias, 'Courses', COURSES_DESCRIPTION), canonicalPath: paths.courses },
  page(paths.courses, 'Courses', COURSES_DESCRIPTION),
  {
    pattern: paths.viewCourse,
    kind: 'course',
    name: 'Course',
    description: `A ${site.name} trading course: what it covers, its price and what learners say.`,
    indexable: true,
  },
  {
    pattern: paths.course,
    kind: 'course',
    name: 'Course',
    description: `A ${site.name} trading course: what it covers and what is included.`,
    indexable: true,
  },
  page(paths.sliderCourses, 'Our Courses', 'Pick a trading course from the slider or browse them all.'),
  page(paths.blog, 'Blog', 'Learn how to do trading by yourself: step-by-step guides from our mentors.'),
  {
    pattern: paths.blogDetail,
    kind: 'blogPost',
    name: 'Blog',
    description: `A trading guide from the ${site.name} blog.`,
    indexable: true,
  },
  page(paths.news, 'Market News', "The week's economic events for the US, UK, Euro area and India, by importance."),
  page(paths.newsDaily, 'Daily Market News', 'Economic releases that move the markets, in a compact daily view.'),
  page(
    paths.about,
    'About Us',
    `Who we are at ${site.name}, how we teach trading, and the mentors behind our courses.`,
  ),
  page(
    paths.contact,
    'Contact Us',
    `Questions about a course or a payment? Write to the ${site.name} team, call us or visit our office in Pune.`,
  ),
  page(
    paths.privacyPolicy,
    'Privacy Policy',
    `What personal information ${site.name} collects, why, and how we look after it.`,
  ),
  page(
    paths.refundPolicy,
    'Cancellation and Refund Policy',
    `When ${site.name} refunds a course purchase, and how to ask.`,
  ),
  page(paths.terms, 'Terms and Conditions', `The terms for everyone who uses the ${site.name} website and courses.`),
  account(paths.login, 'Login'),
  account(paths.signup, 'Sign Up'),
  account(paths.otpVerification, 'Verify your email'),
  account(paths.courseViewer, 'Course Viewer'),
  account(paths.enrolledCourses, 'My Courses'),
  account(paths.certificate, 'Certificate'),
  account(paths.profile, 'Profile'),
  account(paths.changePassword, 'Change Password'),
  account(paths.newPassword, 'Set New Password'),
  account(paths.forgotPassword, 'Forgot Password'),
];

/** The route of a path and its parameter (case-insensitive, like the router). */
function routeOf(pathname: string): { route: RouteHead; id?: string } {
  for (const route of ROUTE_HEADS) {
    const match = matchPath({ path: route.pattern, caseSensitive: route.canonicalPath !== undefined }, pathname);
    if (match) return { route, id: match.params.courseId ?? match.params.blogId };
  }
  return { route: NOT_FOUND };
}

/** The path a page's canonical URL names: its own, or the page it duplicates. */
export function canonicalPath(pathname: string): string | undefined {
  const { route, id } = routeOf(pathname);
  if (route.kind === 'notFound') return undefined;
  if (route.canonicalPath) return route.canonicalPath;
  if (id === undefined) return route.pattern;
  if (route.pattern === paths.viewCourse) return viewCoursePath(id);
  if (route.pattern === paths.course) return coursePath(id);
  if (route.pattern === paths.blogDetail) return blogDetailPath(id);
  return pathname;
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
export function headSources(pathname: string, state: RootState): HeadSources {
  const { route, id = '' } = routeOf(pathname);
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

function breadcrumbs(trail: { name: string; path: string }[], siteUrl: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
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
  title: string;
  description: string;
  image: string;
  url?: string;
  extra?: HeadMeta[];
}

const property = (name: string, content: string): HeadMeta => ({ key: 'property', name, content });
const named = (name: string, content: string): HeadMeta => ({ key: 'name', name, content });

/** Open Graph, then Twitter's card, from one description of the share. */
function shareCard({ type, title, description, image, url, extra = [] }: Card): HeadMeta[] {
  return [
    property('og:type', type),
    property('og:site_name', site.name),
    property('og:locale', 'en_IN'),
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

function courseHead(sources: HeadSources, course: Course, canonical: string, siteUrl: string): PageHead {
  const name = courseTitle(course);
  const about = summary(
    course.shortDescription || course.introDescription || course.descriptions || sources.route.description,
  );
  const price =
    Number.isFinite(course.discountPrice) && course.discountPrice >= 0 ? course.discountPrice : course.actualPrice;
  const image = absoluteUrl(course.thumbnail?.trim() || FALLBACK_THUMBNAIL, siteUrl);
  const description = `${formatINR(price)} · ${about}`;
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
    noindex: false,
    meta: shareCard({
      type: 'product',
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
          { name: 'Home', path: paths.home },
          { name: 'Courses', path: paths.courses },
          { name, path: canonical },
        ],
        siteUrl,
      ),
    ],
  };
}

function blogHead(blog: Blog, canonical: string, siteUrl: string): PageHead {
  const headline = blogTitle(blog);
  const description =
    summary(textOf(typeof blog.content === 'string' ? blog.content : '')) ||
    `${headline}: a trading guide from the ${site.name} blog.`;
  const image = absoluteUrl(blogImage(blog), siteUrl);
  return {
    title: titled(headline),
    description,
    canonical,
    noindex: false,
    meta: shareCard({ type: 'article', title: headline, description, image, url: canonical }),
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
          { name: 'Home', path: paths.home },
          { name: 'Blog', path: paths.blog },
          { name: headline, path: blogDetailPath(blog._id) },
        ],
        siteUrl,
      ),
    ],
  };
}

/** The head of the page at `pathname` from what `sources` holds; `siteUrl` without a trailing slash. */
export function buildPageHead(pathname: string, sources: HeadSources, siteUrl: string = env.siteUrl): PageHead {
  const { route } = sources;
  const path = canonicalPath(pathname);
  const canonical = path === undefined ? undefined : absoluteUrl(path, siteUrl);

  if (route.kind === 'course' && sources.course && canonical)
    return courseHead(sources, sources.course, canonical, siteUrl);
  if (route.kind === 'blogPost' && sources.blog && canonical) return blogHead(sources.blog, canonical, siteUrl);

  const missingItem = sources.missing ? (route.kind === 'course' ? 'Course not found' : 'Blog not found') : undefined;
  const title = missingItem
    ? titled(missingItem)
    : route.kind === 'home'
      ? `${site.name}${SEPARATOR}${route.name}`
      : titled(route.name);
  const description = route.description || SITE_DESCRIPTION;
  const noindex = !route.indexable || sources.missing;
  const image = absoluteUrl(DEFAULT_IMAGE, siteUrl);
  const jsonLd: JsonLd[] =
    route.kind === 'home'
      ? [
          {
            '@context': SCHEMA,
            ...organization(siteUrl),
            description: SITE_DESCRIPTION,
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
    noindex,
    meta: shareCard({
      type: 'website',
      title,
      description,
      image,
      url: route.kind === 'notFound' ? undefined : canonical,
    }),
    jsonLd,
  };
}

/**
 * The head of the page at `pathname`: its title, description, canonical URL, share card and
 * structured data, from the route and the API data in the store. A course or post that is not in
 * the store yet gives its route's generic head.
 */
export const pageHead = (pathname: string, state: RootState): PageHead =>
  buildPageHead(pathname, headSources(pathname, state));

/** Whether the page at `pathname` is public: rendered at build time, in the sitemap, indexed. */
export const isPublicPath = (pathname: string): boolean => routeOf(pathname).route.indexable;
