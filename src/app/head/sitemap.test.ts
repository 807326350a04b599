import { publicPagePaths, robotsTxt, sitemapXml } from './sitemap';

const content = { courseIds: ['c1', 'c2'], blogIds: ['b1'] };

describe('publicPagePaths', () => {
  it('lists every public page, a course twice (both layouts) and each post', () => {
    expect(publicPagePaths(content)).toEqual([
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
    ]);
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml(publicPagePaths(content), 'https://school.example/');
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

  it('lists each public page under its absolute URL, /Courses only as /courses', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(locs).toHaveLength(16);
    expect(locs).toContain('https://school.example/');
    expect(locs).toContain('https://school.example/viewcourse/c1');
    expect(locs).toContain('https://school.example/blog/blogs/b1');
    expect(locs.filter((loc) => loc?.toLowerCase() === 'https://school.example/courses')).toEqual([
      'https://school.example/courses',
    ]);
  });

  it('escapes what XML needs escaped (an id is URL-encoded first, which keeps the apostrophe)', () => {
    expect(sitemapXml(["/viewcourse/it's&more"], 'https://school.example')).toContain(
      '<loc>https://school.example/viewcourse/it&apos;s%26more</loc>',
    );
  });

  it('leaves out paths that are not pages', () => {
    expect(sitemapXml(['/nowhere'], 'https://school.example')).not.toContain('<loc>');
  });
});

describe('robotsTxt', () => {
  it('allows crawling and points to the sitemap', () => {
    expect(robotsTxt('https://school.example')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://school.example/sitemap.xml\n',
    );
  });
});
