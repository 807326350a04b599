/** @jest-environment node */
import type { TFunction } from 'i18next';
import { languageOfPath, LANGUAGES, type Language } from '@/config/languages';
import { blogApi } from '@/features/blog/api';
import { coursesApi } from '@/features/courses/api';
import { reviewsApi } from '@/features/reviews/api';
import { sharedApi } from '@/store/sharedEndpoints';
import { makeStore, type AppStore } from '@/store/store';
import { testI18n } from '@/test/i18n';
import { seedBlogs, seedCourses, REVIEWED_COURSE_ID, UNREVIEWED_COURSE_ID, NO_THUMBNAIL_COURSE_ID } from '@mocks/seed';
import { fetchHeadData, pageHead, type JsonLd, type PageHead } from './pageHead';

/** The demo API's site origin in tests (src/test/env.ts). */
const SITE = 'http://localhost';
const BRAND = 'TradeSchool';
const [firstBlog] = seedBlogs();
const unsafeBlog = seedBlogs().find((blog) => blog.content.includes('<script>'));
const nifty = seedCourses().find((course) => course._id === REVIEWED_COURSE_ID);

const meta = (head: PageHead, name: string) => head.meta.find((tag) => tag.name === name)?.content;
const ofType = (head: PageHead, type: string) =>
  head.jsonLd.find((data) => data['@type'] === type) as JsonLd & Record<string, never>;
/** The structured data as the page carries it: JSON, parsed back. */
const parsed = (head: PageHead) =>
  head.jsonLd.map((data) => JSON.parse(JSON.stringify(data)) as Record<string, unknown>);

let store: AppStore;

/** Fills the store the way the pages do: the list, the course and its reviews, the posts. */
async function loadEverything() {
  const once = { subscribe: false } as const;
  await store.dispatch(coursesApi.endpoints.getCourses.initiate(undefined, once));
  await store.dispatch(blogApi.endpoints.getBlogs.initiate(undefined, once));
  for (const id of [REVIEWED_COURSE_ID, UNREVIEWED_COURSE_ID, NO_THUMBNAIL_COURSE_ID]) {
    await store.dispatch(sharedApi.endpoints.getCourseById.initiate(id, once));
    await store.dispatch(reviewsApi.endpoints.getFeedback.initiate(id, once));
  }
  await store.dispatch(blogApi.endpoints.getBlog.initiate(firstBlog?._id ?? '', once));
}

/** The head's words in each language, as a page holds them once its catalogues have loaded. */
const headT = Object.fromEntries(LANGUAGES.map((lang) => [lang, testI18n(lang).getFixedT(lang, 'head')])) as Record<
  Language,
  TFunction<'head'>
>;

/** The head of the page at `path`, in the language of its path, as the build writes it. */
const headAt = (path: string) => {
  const lang = languageOfPath(path);
  return pageHead(path, store.getState(), headT[lang], lang);
};

beforeEach(() => {
  store = makeStore();
});
// The build lets go of its store the same way: in Node the cache's timers would outlive the file.
afterEach(() => {
  store.dispatch(sharedApi.util.resetApiState());
});

describe('pageHead for the pages without API data', () => {
  it.each([
    ['/courses', 'Courses – TradeSchool', '/courses'],
    ['/Courses', 'Courses – TradeSchool', '/courses'],
    ['/SliderCourses', 'Our Courses – TradeSchool', '/SliderCourses'],
    ['/blog', 'Blog – TradeSchool', '/blog'],
    ['/about', 'About Us – TradeSchool', '/about'],
    ['/news', 'Market News – TradeSchool', '/news'],
    ['/newsDaily', 'Daily Market News – TradeSchool', '/newsDaily'],
    ['/contact', 'Contact Us – TradeSchool', '/contact'],
    ['/privacy-policy', 'Privacy Policy – TradeSchool', '/privacy-policy'],
    ['/cancellation-and-refund', 'Cancellation and Refund Policy – TradeSchool', '/cancellation-and-refund'],
    ['/terms-and-conditions', 'Terms and Conditions – TradeSchool', '/terms-and-conditions'],
  ])('%s is titled "%s", canonical %s, with a share card and no noindex', (path, title, canonical) => {
    const head = headAt(path);
    expect(head.title).toBe(title);
    expect(head.canonical).toBe(`${SITE}${canonical}`);
    expect(head.noindex).toBe(false);
    expect(head.description.length).toBeGreaterThan(40);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(meta(head, 'og:title')).toBe(title);
    expect(meta(head, 'og:description')).toBe(head.description);
    expect(meta(head, 'og:url')).toBe(head.canonical);
    expect(meta(head, 'og:type')).toBe('website');
    expect(meta(head, 'og:image')).toBe(`${SITE}/media/hero.webp`);
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
    expect(meta(head, 'twitter:title')).toBe(title);
    expect(head.jsonLd).toEqual([]);
  });

  it('gives every page a title of its own', () => {
    const pages = [
      '/',
      '/courses',
      '/SliderCourses',
      '/blog',
      '/about',
      '/news',
      '/newsDaily',
      '/contact',
      '/privacy-policy',
      '/cancellation-and-refund',
      '/terms-and-conditions',
      '/login',
      '/signup',
      '/profile',
      '/EnrollCourse',
      '/nowhere',
    ];
    const titles = pages.map((path) => headAt(path).title);
    expect(new Set(titles).size).toBe(pages.length);
  });

  it('describes the school as an Organization on the home page', () => {
    const head = headAt('/');
    expect(head.title).toBe('TradeSchool – Learn to trade with discipline');
    expect(head.canonical).toBe(`${SITE}/`);
    const [organization] = parsed(head);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: BRAND,
      url: `${SITE}/`,
      logo: `${SITE}/media/brand/logo.webp`,
      email: 'support@tradeschool.example',
    });
    expect(organization?.sameAs).toEqual(
      expect.arrayContaining(['https://www.linkedin.com/company/tradeschool-example']),
    );
  });

  it('names a calculator found in any case by its lower-case page', () => {
    const head = headAt('/tools/SIP');
    expect(head.canonical).toBe(`${SITE}/tools/sip`);
    expect(head.alternates.map(({ href }) => href)).toContain(`${SITE}/hi/tools/sip`);
  });

  it.each(['/viewcourse/garbage', '/course/garbage', '/blog/blogs/garbage'])(
    'gives %s, whose id cannot be one, the Not Found head, as its page is',
    (path) => {
      const head = headAt(path);
      expect(head.title).toBe('Page not found – TradeSchool');
      expect(head.noindex).toBe(true);
      expect(head.canonical).toBeUndefined();
    },
  );

  it('titles an unknown path "Page not found", asks not to index it and names no canonical', () => {
    const head = headAt('/no/such/page');
    expect(head.title).toBe('Page not found – TradeSchool');
    expect(head.noindex).toBe(true);
    expect(head.canonical).toBeUndefined();
    expect(meta(head, 'og:url')).toBeUndefined();
  });

  it('asks search engines not to index the account and learner pages', () => {
    for (const path of [
      '/login',
      '/signup',
      '/otp-verification',
      '/profile',
      '/EnrollCourse',
      '/course-viewer/abc',
      '/certificate/abc',
      '/Change-pass',
      '/forgot-pass',
      '/NewPassGenerate',
      '/review',
    ]) {
      expect(headAt(path).noindex).toBe(true);
    }
    expect(headAt('/login').title).toBe('Login – TradeSchool');
    expect(headAt('/review').title).toBe('Review – TradeSchool');
  });

  it('falls back to the route’s own head while a course or post is not in the store', () => {
    expect(headAt(`/viewcourse/${REVIEWED_COURSE_ID}`)).toMatchObject({
      title: 'Course – TradeSchool',
      canonical: `${SITE}/viewcourse/${REVIEWED_COURSE_ID}`,
      noindex: false,
      jsonLd: [],
    });
    expect(headAt(`/blog/blogs/${firstBlog?._id}`).title).toBe('Blog – TradeSchool');
  });
});

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

describe('pageHead in two languages', () => {
  /** The hreflang links of a page whose English path is `path`: the same on every language's page. */
  const alternatesOf = (path: string) => [
    { hreflang: 'en-IN', href: `${SITE}${path}` },
    { hreflang: 'hi', href: `${SITE}/hi${path === '/' ? '' : path}` },
    { hreflang: 'x-default', href: `${SITE}${path}` },
  ];

  it.each([
    ['/hi', 'TradeSchool – अनुशासन के साथ ट्रेडिंग सीखें', '/'],
    ['/hi/courses', 'कोर्स – TradeSchool', '/courses'],
    ['/hi/Courses', 'कोर्स – TradeSchool', '/courses'],
    ['/HI/courses', 'कोर्स – TradeSchool', '/courses'],
    ['/hi/SliderCourses', 'हमारे कोर्स – TradeSchool', '/SliderCourses'],
    ['/hi/blog', 'ब्लॉग – TradeSchool', '/blog'],
    ['/hi/about', 'हमारे बारे में – TradeSchool', '/about'],
    ['/hi/news', 'मार्केट न्यूज़ – TradeSchool', '/news'],
    ['/hi/newsDaily', 'डेली मार्केट न्यूज़ – TradeSchool', '/newsDaily'],
    ['/hi/contact', 'संपर्क करें – TradeSchool', '/contact'],
    ['/hi/privacy-policy', 'प्राइवेसी पॉलिसी – TradeSchool', '/privacy-policy'],
    ['/hi/cancellation-and-refund', 'कैंसिलेशन और रिफ़ंड पॉलिसी – TradeSchool', '/cancellation-and-refund'],
    ['/hi/terms-and-conditions', 'नियम और शर्तें – TradeSchool', '/terms-and-conditions'],
  ])('%s is titled "%s" in Hindi, its own /hi canonical, and names both languages', (path, title, englishPath) => {
    const head = headAt(path);
    const canonical = alternatesOf(englishPath)[1]?.href;
    expect(head.title).toBe(title);
    expect(head.canonical).toBe(canonical);
    expect(head.noindex).toBe(false);
    expect(head.alternates).toEqual(alternatesOf(englishPath));
    expect(head.description).toMatch(/[\u0900-\u097F]/);
    expect(head.description.length).toBeGreaterThan(40);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(meta(head, 'og:title')).toBe(title);
    expect(meta(head, 'og:url')).toBe(canonical);
    expect(meta(head, 'og:locale')).toBe('hi_IN');
    expect(meta(head, 'twitter:title')).toBe(title);
  });

  it('links an English page to its Hindi page and back, with English as the default', () => {
    const english = headAt('/privacy-policy');
    const hindi = headAt('/hi/privacy-policy');
    expect(english.alternates).toEqual(alternatesOf('/privacy-policy'));
    expect(hindi.alternates).toEqual(english.alternates);
    expect(english.canonical).toBe(`${SITE}/privacy-policy`);
    expect(hindi.canonical).toBe(`${SITE}/hi/privacy-policy`);
    expect(meta(english, 'og:locale')).toBe('en_IN');
    expect(headAt('/Courses').alternates).toEqual(alternatesOf('/courses'));
  });

  it('gives every Hindi page a title of its own', () => {
    const pages = ['/', '/courses', '/SliderCourses', '/blog', '/about', '/news', '/newsDaily', '/contact']
      .concat(['/privacy-policy', '/cancellation-and-refund', '/terms-and-conditions'])
      .concat(['/login', '/signup', '/profile', '/EnrollCourse', '/nowhere']);
    const titles = pages.map((path) => headAt(`/hi${path === '/' ? '' : path}`).title);
    expect(new Set(titles).size).toBe(pages.length);
  });

  it('titles the account pages and an unknown path in Hindi, noindex and without alternates', () => {
    const login = headAt('/hi/login');
    expect(login).toMatchObject({ title: 'लॉग इन – TradeSchool', noindex: true, alternates: [] });
    expect(login.description).toBe('TradeSchool पर लॉग इन।');
    expect(headAt('/hi/EnrollCourse').title).toBe('एनरोल किए गए कोर्स – TradeSchool');
    expect(headAt('/login').alternates).toEqual([]);

    const missing = headAt('/hi/no/such/page');
    expect(missing).toMatchObject({ title: 'पेज नहीं मिला – TradeSchool', noindex: true, alternates: [] });
    expect(missing.canonical).toBeUndefined();
  });

  it('describes the school in Hindi on the Hindi home page', () => {
    const [organization] = parsed(headAt('/hi'));
    expect(organization).toMatchObject({ '@type': 'Organization', name: BRAND, url: `${SITE}/` });
    expect(organization?.description).toBe(headAt('/hi').description);
    expect(organization?.description).toMatch(/^क्रिप्टो, गोल्ड/);
  });

  describe('with the API data', () => {
    beforeEach(loadEverything);

    it('carries a course on its Hindi page: own canonical, Hindi breadcrumbs to Hindi pages', () => {
      const url = `${SITE}/hi/viewcourse/${REVIEWED_COURSE_ID}`;
      const head = headAt(`/hi/viewcourse/${REVIEWED_COURSE_ID}`);
      // The course's own words come from the API as they are.
      expect(head.title).toBe('Nifty & Bank Nifty Options Trading – TradeSchool');
      expect(head.canonical).toBe(url);
      expect(head.description).toBe(`₹24,999 · ${nifty?.shortDescription}`);
      expect(head.alternates).toEqual(alternatesOf(`/viewcourse/${REVIEWED_COURSE_ID}`));
      expect(headAt(`/viewcourse/${REVIEWED_COURSE_ID}`).alternates).toEqual(head.alternates);
      expect(meta(head, 'og:locale')).toBe('hi_IN');
      const [course, trail] = parsed(head);
      expect(course).toMatchObject({ '@type': 'Course', url, offers: { url } });
      expect(trail).toMatchObject({
        itemListElement: [
          { name: 'होम', item: `${SITE}/hi` },
          { name: 'कोर्स', item: `${SITE}/hi/courses` },
          { name: 'Nifty & Bank Nifty Options Trading', item: url },
        ],
      });
    });

    it('carries a post on its Hindi page with Hindi breadcrumbs', () => {
      const url = `${SITE}/hi/blog/blogs/${firstBlog?._id}`;
      const head = headAt(`/hi/blog/blogs/${firstBlog?._id}`);
      expect(head.title).toBe('Five Habits of Consistent Traders – TradeSchool');
      expect(head.canonical).toBe(url);
      expect(ofType(head, 'BlogPosting')).toMatchObject({ url, mainEntityOfPage: url });
      expect(ofType(head, 'BreadcrumbList')).toMatchObject({
        itemListElement: [
          { name: 'होम', item: `${SITE}/hi` },
          { name: 'ब्लॉग', item: `${SITE}/hi/blog` },
          { name: 'Five Habits of Consistent Traders', item: url },
        ],
      });
    });

    it('titles a course or post the API does not know in the page’s language', async () => {
      const missing = '000000000000000000000000';
      const once = { subscribe: false } as const;
      await store.dispatch(sharedApi.endpoints.getCourseById.initiate(missing, once));
      await store.dispatch(blogApi.endpoints.getBlog.initiate(missing, once));
      expect(headAt(`/hi/viewcourse/${missing}`)).toMatchObject({
        title: 'कोर्स नहीं मिला – TradeSchool',
        noindex: true,
        alternates: [],
      });
      expect(headAt(`/blog/blogs/${missing}`)).toMatchObject({ title: 'Blog not found – TradeSchool', noindex: true });
      expect(headAt(`/hi/blog/blogs/${missing}`)).toMatchObject({ title: 'ब्लॉग नहीं मिला – TradeSchool' });
    });
  });

  it('fetches what a Hindi course page’s head reads', async () => {
    await fetchHeadData(`/hi/course/${REVIEWED_COURSE_ID}`, store.dispatch);
    expect(ofType(headAt(`/hi/course/${REVIEWED_COURSE_ID}`), 'Course').aggregateRating).toMatchObject({
      ratingCount: 8,
    });
  });
});
