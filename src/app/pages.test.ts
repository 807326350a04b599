/** @jest-environment node */
import { languageOfPath } from '@/config/languages';
import { pathWithParams } from '@/config/paths';
import { listedPaths, nginxPageLocation, prerenderedPaths } from './buildPageLists';
import { declaredPageAt, declaredPages, isDeclaredPagePath } from './pages';

describe('prerenderedPaths', () => {
  it('lists every public page, a course twice (both layouts) and each post', () => {
    const content = { courseIds: ['c1', 'c2'], blogIds: ['b1'] };
    expect(prerenderedPaths(content).sort()).toEqual(
      [
        '/',
        '/courses',
        '/Courses',
        '/viewcourse/c1',
        '/course/c1',
        '/viewcourse/c2',
        '/course/c2',
        '/blog',
        '/blog/blogs/b1',
        '/about',
        '/news',
        '/newsDaily',
        '/contact',
        '/privacy-policy',
        '/cancellation-and-refund',
        '/terms-and-conditions',
        '/SliderCourses',
      ].sort(),
    );
  });
});

describe('listedPaths', () => {
  it('lists the practice index, each set, the calculators, each calculator and the trading terms', () => {
    expect(listedPaths({ practiceSetIds: ['gold-1', 'nifty-2'], toolSlugs: ['sip'] }).sort()).toEqual(
      ['/practice', '/practice/gold-1', '/practice/nifty-2', '/tools', '/tools/sip', '/trading-terms'].sort(),
    );
  });

  it('lists no page that is prerendered, nor one that is not public', () => {
    const listed = listedPaths({ practiceSetIds: ['gold-1'], toolSlugs: ['sip'] });
    const prerendered = prerenderedPaths({ courseIds: ['c1'], blogIds: ['b1'] });
    expect(listed.filter((path) => prerendered.includes(path))).toEqual([]);
    for (const path of listed) expect([path, declaredPageAt(path).page.guard]).toEqual([path, undefined]);
  });
});

describe('aliases', () => {
  it('differ from their page only in letter case, which is all the router and nginx match them by', () => {
    for (const page of declaredPages)
      for (const alias of page.aliases ?? []) expect(alias.toLowerCase()).toBe(page.path.toLowerCase());
  });
});

describe('declaredPageAt', () => {
  it.each([
    ['/', 'src/app/routes/HomePage.tsx', {}],
    ['/hi', 'src/app/routes/HomePage.tsx', {}],
    ['/Courses', 'src/app/routes/CoursesPage.tsx', {}],
    ['/hi/viewcourse/c1/', 'src/app/routes/ViewCoursePage.tsx', { courseId: 'c1' }],
    ['/certificate/verify/TS-1', 'src/app/routes/CertificateVerifyPage.tsx', { number: 'TS-1' }],
    ['/no/such/page', 'src/app/routes/NotFoundPage.tsx', { '*': 'no/such/page' }],
  ])('finds the page at %s as the router does, with its parameters', (path, module, params) => {
    const { page, params: found } = declaredPageAt(path);
    expect(page.module).toBe(module);
    expect(found).toEqual(params);
  });
});

describe('pathWithParams', () => {
  it('fills each parameter, URL-encoded', () => {
    expect(pathWithParams('/blog/blogs/:blogId', { blogId: "it's a/b" })).toBe("/blog/blogs/it's%20a%2Fb");
  });
});

describe("the servers' page lists", () => {
  /** Each declared page with its parameters filled in, in the spellings the router accepts. */
  const pages = declaredPages
    .flatMap((page) => [page.path, ...(page.aliases ?? [])])
    .filter((path) => path !== '*')
    .flatMap((path) => {
      const filled = path.replace(/:\w+/g, '66c0c0de0000000000000001');
      const hindi = `/hi${filled === '/' ? '' : filled}`;
      return [filled, `${filled}/`.replace('//', '/'), filled.toUpperCase(), hindi, `${hindi}/`, hindi.toUpperCase()];
    });
  const notPages = [
    '/no-such-page',
    '/viewcourse',
    '/viewcourse/1/extra',
    '/blog/blogs',
    '/hi/hi/courses',
    '/hindi',
    '/hi-courses',
    '/hi/no-such-page',
    '/assets/anything-missing.js',
    '//',
    '//evil.example/x',
    '/hi//evil.example/x',
  ];

  it('nginx (the generated pages.nginx.conf) serves every declared page in both languages, and nothing else', () => {
    const [hindi, english] = [...nginxPageLocation().matchAll(/location ~\* (\^\S+\$) \{/g)].map(
      ([, pattern]) => new RegExp(pattern ?? '$never', 'i'),
    );
    // The first location a path matches is the one nginx uses: a Hindi page gets the Hindi shell page.
    const location = (path: string) => (hindi?.test(path) ? 'hi' : english?.test(path) ? 'en' : 'none');
    for (const path of pages) expect([path, location(path)]).toEqual([path, languageOfPath(path)]);
    for (const path of notPages) expect([path, location(path)]).toEqual([path, 'none']);
  });

  it('the router and the preview server (isDeclaredPagePath, pages.json) serve the same pages', () => {
    for (const path of pages) expect([path, isDeclaredPagePath(path)]).toEqual([path, true]);
    for (const path of notPages) expect([path, isDeclaredPagePath(path)]).toEqual([path, false]);
  });
});
