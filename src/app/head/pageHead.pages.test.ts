/** @jest-environment node */
import { REVIEWED_COURSE_ID } from '@mocks/seed';
import { declaredPages } from '../pages';
import { BRAND, firstBlog, headAt, meta, parsed, SITE } from './pageHead.testSetup';

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
    // Every declared page that needs no record, and a path that is none.
    const pages = [
      ...declaredPages.filter((page) => !page.path.includes(':') && page.path !== '*').map((page) => page.path),
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
