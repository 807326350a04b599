/** @jest-environment node */
import { blogApi } from '@/features/blog/api';
import { sharedApi } from '@/store/sharedEndpoints';
import { REVIEWED_COURSE_ID } from '@mocks/seed';
import { fetchHeadData } from './pageHead';
import {
  BRAND,
  firstBlog,
  headAt,
  loadEverything,
  meta,
  nifty,
  ofType,
  parsed,
  SITE,
  store,
} from './pageHead.testSetup';

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
