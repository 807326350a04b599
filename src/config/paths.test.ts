/** @jest-environment node */
import { pagePathMatcher, routePatternSource } from './paths';

describe('pagePathMatcher', () => {
  const isPage = pagePathMatcher(
    ['/', '/courses', '/viewcourse/:courseId', '/blog/blogs/:blogId'].map(routePatternSource),
  );

  it('matches each page in either language, any letter case, with a trailing slash or none', () => {
    for (const path of [
      '/',
      '/hi',
      '/hi/',
      '/courses',
      '/Courses/',
      '/hi/COURSES',
      '/viewcourse/c1',
      '/blog/blogs/b-1/',
    ])
      expect([path, isPage(path)]).toEqual([path, true]);
  });

  it('matches no other path, nor one that names another host', () => {
    const others = [
      '/no-such-page',
      '/assets/anything-missing.js',
      '/viewcourse',
      '/viewcourse/1/extra',
      '/blog/blogs',
      '/hi/no-such-page',
      '/hi/hi/courses',
      '/hindi',
      '/hi-courses',
      '//',
      '//evil.example/x',
      '/hi//evil.example/x',
      '/\\evil.example',
      'courses',
    ];
    for (const path of others) expect([path, isPage(path)]).toEqual([path, false]);
  });

  it('has no home page unless one is declared', () => {
    expect(pagePathMatcher([routePatternSource('/courses')])('/')).toBe(false);
  });

  it('reads a parameter as one segment and anything else literally', () => {
    expect(routePatternSource('/blog/blogs/:blogId')).toBe('blog/blogs/[^/]+');
    expect(routePatternSource('/a.b(c)/')).toBe('a\\.b\\(c\\)');
  });
});
