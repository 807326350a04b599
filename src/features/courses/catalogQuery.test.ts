/** @jest-environment node */
import type { Course } from '@/store/models';
import { seedCourses } from '@mocks/seed';
import {
  applyQuery,
  DEFAULT_QUERY,
  fold,
  hasRatings,
  languageOptions,
  marketOptions,
  readQuery,
  writeQuery,
  type CatalogQuery,
} from './catalogQuery';
import { courseTitle } from './courseMedia';

const courses = seedCourses();
const titles = (query: Partial<CatalogQuery>, list: Course[] = courses) =>
  applyQuery(list, { ...DEFAULT_QUERY, ...query }).map(courseTitle);

describe('catalog query', () => {
  it('folds case and accents', () => {
    expect(fold('  Débutant   ÖR ')).toBe('debutant or');
  });

  it('searches titles and descriptions whatever the case and accents, every word', () => {
    expect(titles({ q: 'GOLD' })).toContain('Gold Trading Masterclass');
    expect(titles({ q: 'mästerclass' })).toEqual(['Gold Trading Masterclass']);
    // "Bank Nifty" is only in the options course's description.
    expect(titles({ q: 'bank   nifty' })).toEqual(['Nifty & Bank Nifty Options Trading']);
    expect(titles({ q: 'wallet halving' })).toEqual([]);
  });

  it('filters by market and by language, where English/Hindi counts as both', () => {
    expect(titles({ market: 'gold' })).toEqual(['Gold Trading Masterclass']);
    expect(titles({ market: 'indian-market' })).toEqual([
      'Nifty & Bank Nifty Options Trading',
      'Annual Trading Package',
    ]);
    const hindi = titles({ lang: 'hindi' });
    expect(hindi).toEqual(expect.arrayContaining(['Gold Trading Masterclass', 'Crypto Trading Basics']));
    expect(hindi).not.toContain('Forex Fundamentals');
    expect(titles({ market: 'crypto', lang: 'hindi' })).toEqual(['Crypto Trading Basics']);
  });

  it('sorts featured first, by price either way, and by rating with unrated courses last', () => {
    const featured = applyQuery(courses, DEFAULT_QUERY);
    const firstPlain = featured.findIndex((course) => !course.featured);
    expect(featured.slice(firstPlain).some((course) => course.featured)).toBe(false);
    expect(featured.map(courseTitle).slice(0, 3)).toEqual([
      'Crypto Trading Basics',
      'Nifty & Bank Nifty Options Trading',
      'Annual Trading Package',
    ]);

    const up = applyQuery(courses, { ...DEFAULT_QUERY, sort: 'price-asc' }).map((course) => course.discountPrice);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = applyQuery(courses, { ...DEFAULT_QUERY, sort: 'price-desc' }).map((course) => course.discountPrice);
    expect(down).toEqual([...up].reverse());

    const rated: Course[] = courses.map((course, i) =>
      i < 3 ? { ...course, averageRating: [4.5, 4.5, 5][i], ratingCount: [2, 9, 1][i] } : course,
    );
    expect(titles({ sort: 'rating' }, rated).slice(0, 3)).toEqual([
      'Gold Trading Masterclass',
      'Bitcoin Swing Trading',
      'Crypto Trading Basics',
    ]);
    // Without ratings in the list, Rating falls back to featured first.
    expect(titles({ sort: 'rating' })).toEqual(titles({}));
  });

  it("offers the markets in the school's order, and none when no course has a category", () => {
    expect(marketOptions(courses).map((option) => option.label)).toEqual([
      'Crypto',
      'Gold',
      'Stocks',
      'Forex',
      'Indian market',
    ]);
    expect(marketOptions(courses.map(({ category: _category, ...course }) => course))).toEqual([]);
    expect(languageOptions(courses).map((option) => option.slug)).toEqual(['english', 'hindi']);
    expect(hasRatings(courses)).toBe(false);
  });

  it('round-trips the URL, leaving defaults out and ignoring what it does not know', () => {
    const query: CatalogQuery = { q: 'gold plan', market: 'gold', lang: 'hindi', sort: 'price-desc' };
    expect(readQuery(new URLSearchParams(writeQuery(query).toString()))).toEqual(query);
    expect(writeQuery(DEFAULT_QUERY).toString()).toBe('');
    expect(readQuery(new URLSearchParams('sort=cheapest&market=Indian%20Market'))).toEqual({
      ...DEFAULT_QUERY,
      market: 'indian-market',
    });
  });
});
