import type { Course } from '@/store/models';
import { courseLanguage, courseTitle } from './courseMedia';

/**
 * The catalog's search, filters and sort: pure functions over the course list and the URL's
 * query string (`?q=&market=&lang=&sort=`), so a filtered list can be shared and Back restores it.
 */

/** The sorts, in the order the picker offers them; their names are in the catalogue (`finder.sorts`). */
export const SORTS = ['featured', 'price-asc', 'price-desc', 'rating'] as const;

export type SortKey = (typeof SORTS)[number];

export interface CatalogQuery {
  q: string;
  /** A market's slug ('gold', 'indian-market'); '' for every market. */
  market: string;
  /** A language's slug ('hindi'); '' for every language. */
  lang: string;
  sort: SortKey;
}

export const DEFAULT_QUERY: CatalogQuery = { q: '', market: '', lang: '', sort: 'featured' };

const isSort = (value: string | null): value is SortKey => SORTS.some((sort) => sort === value);

/** Lower case without accents or repeated spaces: "Débutant  Or" → "debutant or". */
export const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** "Indian market" → "indian-market". */
export const slugOf = (label: string): string =>
  fold(label)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

export function readQuery(params: URLSearchParams): CatalogQuery {
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    market: slugOf(params.get('market') ?? ''),
    lang: slugOf(params.get('lang') ?? ''),
    sort: isSort(sort) ? sort : DEFAULT_QUERY.sort,
  };
}

/** The query string of a state: defaults are left out, so the plain list is plain /courses. */
export function writeQuery(query: CatalogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.market) params.set('market', query.market);
  if (query.lang) params.set('lang', query.lang);
  if (query.sort !== DEFAULT_QUERY.sort) params.set('sort', query.sort);
  return params;
}

export const isFiltered = (query: CatalogQuery): boolean =>
  fold(query.q) !== '' || query.market !== '' || query.lang !== '';

export interface Option {
  slug: string;
  label: string;
}

/**
 * The school's markets, in its order; a market it does not name comes after them (and keeps the
 * API's name in every language).
 */
export const MARKETS = ['crypto', 'gold', 'stocks', 'forex', 'indian-market'] as const;

/** 'English/Hindi' is taught in both languages. */
const languagesOf = (course: Course): string[] =>
  courseLanguage(course.language)
    .split(/[/,&]| and /)
    .map((part) => part.trim())
    .filter(Boolean);

function options(labels: string[], order: readonly string[] = []): Option[] {
  const bySlug = new Map<string, string>();
  for (const label of labels) {
    const slug = slugOf(label);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, label.trim());
  }
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length);
  return [...bySlug]
    .map(([slug, label]) => ({ slug, label }))
    .sort((a, b) => rank(a.slug) - rank(b.slug) || a.label.localeCompare(b.label));
}

/** The market chips: none when the API sends no course with a category. */
export const marketOptions = (courses: Course[]): Option[] =>
  options(
    courses.map((course) => course.category ?? ''),
    MARKETS,
  );

export const languageOptions = (courses: Course[]): Option[] => options(courses.flatMap(languagesOf));

/** Whether the course list carries ratings; without them the Rating sort is not offered. */
export const hasRatings = (courses: Course[]): boolean =>
  courses.some((course) => typeof course.averageRating === 'number');

/** Words the page shows for a course besides the API's own: its market and language in the page's language. */
export type ShownWords = (course: Course) => string;

/**
 * What the search box matches: the title and descriptions, and also the market and language, so
 * that typing "gold" or "hindi" (or, on a Hindi page, "गोल्ड") finds what a learner means.
 */
const haystack = (course: Course, shownWords?: ShownWords): string =>
  fold(
    [
      courseTitle(course),
      course.name,
      course.shortDescription,
      course.descriptions,
      course.category ?? '',
      courseLanguage(course.language),
      shownWords?.(course) ?? '',
    ].join(' '),
  );

const byFeatured = (a: Course, b: Course) => Number(Boolean(b.featured)) - Number(Boolean(a.featured));
const price = (course: Course) => (Number.isFinite(course.discountPrice) ? course.discountPrice : 0);
const rating = (course: Course) => (typeof course.averageRating === 'number' ? course.averageRating : -1);

const COMPARE: Record<SortKey, (a: Course, b: Course) => number> = {
  featured: byFeatured,
  'price-asc': (a, b) => price(a) - price(b),
  'price-desc': (a, b) => price(b) - price(a),
  // Unrated courses last; among equal averages, the one more people rated first.
  rating: (a, b) => rating(b) - rating(a) || (b.ratingCount ?? 0) - (a.ratingCount ?? 0),
};

/** The courses the query shows, in its order; ties keep the API's order. */
export function applyQuery(courses: Course[], query: CatalogQuery, shownWords?: ShownWords): Course[] {
  const words = fold(query.q).split(' ').filter(Boolean);
  const shown = courses.filter(
    (course) =>
      (!query.market || slugOf(course.category ?? '') === query.market) &&
      (!query.lang || languagesOf(course).some((language) => slugOf(language) === query.lang)) &&
      words.every((word) => haystack(course, shownWords).includes(word)),
  );
  const sort = query.sort === 'rating' && !hasRatings(courses) ? DEFAULT_QUERY.sort : query.sort;
  // Array.prototype.sort is stable, so equal courses stay in the API's order.
  return shown.sort(COMPARE[sort]);
}
