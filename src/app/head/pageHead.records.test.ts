/** @jest-environment node */
import { sharedApi } from '@/store/sharedEndpoints';
import { seedBlogs, seedCourses, REVIEWED_COURSE_ID, UNREVIEWED_COURSE_ID, NO_THUMBNAIL_COURSE_ID } from '@mocks/seed';
import { fetchHeadData, pageHead } from './pageHead';
import {
  BRAND,
  firstBlog,
  headAt,
  headT,
  loadEverything,
  meta,
  nifty,
  ofType,
  parsed,
  SITE,
  store,
} from './pageHead.testSetup';

const unsafeBlog = seedBlogs().find((blog) => blog.content.includes('<script>'));

describe('pageHead for a course', () => {
  beforeEach(loadEverything);

  it('names the course viewer by its lesson and course, and keeps it out of search engines', () => {
    const viewer = `/course-viewer/${REVIEWED_COURSE_ID}`;
    const firstLesson = nifty?.chapters[0]?.videos[1]?.title;
    expect(firstLesson).toBeDefined();
    const head = pageHead(viewer, store.getState(), headT.en, 'en', '?lesson=1-2');
    expect(head.title).toBe(`${firstLesson} · Nifty & Bank Nifty Options Trading – TradeSchool`);
    expect(head.noindex).toBe(true);
    // Before the URL names a lesson (or naming one the course lacks): the course alone.
    expect(headAt(viewer).title).toBe('Nifty & Bank Nifty Options Trading – TradeSchool');
    expect(pageHead(viewer, store.getState(), headT.en, 'en', '?lesson=9-9').title).toBe(
      'Nifty & Bank Nifty Options Trading – TradeSchool',
    );
    // Before the course is in the store: the page's own name.
    expect(headAt('/course-viewer/66c0c0de0000000000000999').title).toBe('Course Viewer – TradeSchool');
  });

  it.each(['viewcourse', 'course'])(
    '/%s/{id} carries the course: title, price, thumbnail, Course with Offer and rating',
    (prefix) => {
      const url = `${SITE}/${prefix}/${REVIEWED_COURSE_ID}`;
      const head = headAt(`/${prefix}/${REVIEWED_COURSE_ID}`);
      expect(nifty).toBeDefined();
      expect(head.title).toBe('Nifty & Bank Nifty Options Trading – TradeSchool');
      expect(head.canonical).toBe(url);
      expect(head.description).toBe(`₹24,999 · ${nifty?.shortDescription}`);
      expect(meta(head, 'og:type')).toBe('product');
      expect(meta(head, 'og:title')).toBe('Nifty & Bank Nifty Options Trading');
      expect(meta(head, 'og:description')).toContain(nifty?.shortDescription);
      expect(meta(head, 'og:image')).toBe(`${SITE}/media/courses/nifty-options.webp`);
      expect(meta(head, 'twitter:image')).toBe(`${SITE}/media/courses/nifty-options.webp`);
      expect(meta(head, 'product:price:amount')).toBe('24999');
      expect(meta(head, 'product:price:currency')).toBe('INR');

      const [course, trail] = parsed(head);
      expect(course).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: 'Nifty & Bank Nifty Options Trading',
        description: nifty?.shortDescription,
        url,
        image: `${SITE}/media/courses/nifty-options.webp`,
        provider: { '@type': 'Organization', name: BRAND },
        offers: { '@type': 'Offer', price: 24999, priceCurrency: 'INR' },
        // Eight seeded reviews: 5, 4, 5, 3, 4, 5, 4, 5.
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.4, ratingCount: 8, bestRating: 5 },
      });
      expect(trail).toEqual({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
          { '@type': 'ListItem', position: 2, name: 'Courses', item: `${SITE}/courses` },
          { '@type': 'ListItem', position: 3, name: 'Nifty & Bank Nifty Options Trading', item: url },
        ],
      });
    },
  );

  it('has no AggregateRating for a course nobody has reviewed', () => {
    const course = ofType(headAt(`/viewcourse/${UNREVIEWED_COURSE_ID}`), 'Course');
    expect(course.name).toBe('Forex Fundamentals');
    expect(course.offers).toMatchObject({ priceCurrency: 'INR' });
    expect(course).not.toHaveProperty('aggregateRating');
  });

  it('shares the fallback image for a course without a thumbnail', () => {
    expect(meta(headAt(`/viewcourse/${NO_THUMBNAIL_COURSE_ID}`), 'og:image')).toBe(
      `${SITE}/media/courses/fallback.webp`,
    );
  });

  it('takes a course from the list while its own query has not answered', () => {
    const [listed] = seedCourses();
    expect(headAt(`/viewcourse/${listed?._id}`).title).toBe('Crypto Trading Basics – TradeSchool');
  });

  it('titles a course the API does not know "Course not found" and asks not to index it', async () => {
    const missing = '000000000000000000000000';
    await store.dispatch(sharedApi.endpoints.getCourseById.initiate(missing, { subscribe: false }));
    expect(headAt(`/viewcourse/${missing}`)).toMatchObject({ title: 'Course not found – TradeSchool', noindex: true });
  });
});

describe('pageHead for a blog post', () => {
  beforeEach(loadEverything);

  it('carries the post: title, excerpt, image, BlogPosting and breadcrumbs', () => {
    const url = `${SITE}/blog/blogs/${firstBlog?._id}`;
    const head = headAt(`/blog/blogs/${firstBlog?._id}`);
    expect(head.title).toBe('Five Habits of Consistent Traders – TradeSchool');
    expect(head.canonical).toBe(url);
    expect(head.description).toMatch(/^Consistency beats brilliance Most traders do not fail for lack of a strategy\./);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(meta(head, 'og:type')).toBe('article');
    expect(meta(head, 'og:image')).toBe(`${SITE}/media/blog/consistent-habits.webp`);
    const [post, trail] = parsed(head);
    expect(post).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Five Habits of Consistent Traders',
      image: `${SITE}/media/blog/consistent-habits.webp`,
      url,
      author: { '@type': 'Organization', name: BRAND },
      publisher: { '@type': 'Organization', name: BRAND },
    });
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home' },
        { name: 'Blog', item: `${SITE}/blog` },
        { name: 'Five Habits of Consistent Traders', item: url },
      ],
    });
  });

  it('describes a post by its text only: no markup, no script content', () => {
    const head = headAt(`/blog/blogs/${unsafeBlog?._id}`);
    expect(head.title).toBe('Forex Trading Sessions Explained – TradeSchool');
    expect(head.description).toMatch(/^The market that never sleeps Forex trades around the clock/);
    expect(head.description).not.toMatch(/alert|<|>/);
  });
});

describe('fetchHeadData', () => {
  it('puts a course and its reviews in the store for the head', async () => {
    await fetchHeadData(`/course/${REVIEWED_COURSE_ID}`, store.dispatch);
    expect(ofType(headAt(`/course/${REVIEWED_COURSE_ID}`), 'Course').aggregateRating).toMatchObject({ ratingCount: 8 });
  });

  it('puts a post in the store for the head', async () => {
    await fetchHeadData(`/blog/blogs/${firstBlog?._id}`, store.dispatch);
    expect(headAt(`/blog/blogs/${firstBlog?._id}`).title).toBe('Five Habits of Consistent Traders – TradeSchool');
  });
});
