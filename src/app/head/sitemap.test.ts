import { LANGUAGES, localizePath } from '@/config/languages';
import { prerenderedPaths } from '../buildPageLists';
import { robotsTxt, sitemapXml } from './sitemap';

const [c1, c2, b1] = ['c0ffee00000000000000c001', 'c0ffee00000000000000c002', 'b10900000000000000000b01'];
const content = { courseIds: [c1, c2], blogIds: [b1] };

describe('sitemapXml', () => {
  const xml = sitemapXml(prerenderedPaths(content), 'https://school.example/');
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

  it('lists each public page under its absolute URL, /Courses only as /courses', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(locs).toHaveLength(16);
    expect(locs).toContain('https://school.example/');
    expect(locs).toContain(`https://school.example/viewcourse/${c1}`);
    expect(locs).toContain(`https://school.example/blog/blogs/${b1}`);
    expect(locs.filter((loc) => loc?.toLowerCase() === 'https://school.example/courses')).toEqual([
      'https://school.example/courses',
    ]);
  });

  it('leaves out paths that are not pages, and ids that cannot be records', () => {
    expect(sitemapXml(['/nowhere'], 'https://school.example')).not.toContain('<loc>');
    expect(sitemapXml(['/hi/nowhere'], 'https://school.example')).not.toContain('<loc>');
    expect(sitemapXml(["/viewcourse/it's&more"], 'https://school.example')).not.toContain('<loc>');
  });
});

describe('sitemapXml in two languages', () => {
  const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
  const XHTML = 'http://www.w3.org/1999/xhtml';
  // What the build passes: every public page in English, then in Hindi.
  const pagePaths = LANGUAGES.flatMap((lang) => prerenderedPaths(content).map((path) => localizePath(path, lang)));
  const xml = sitemapXml(pagePaths, 'https://school.example');
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const entries = [...doc.getElementsByTagNameNS(SITEMAP, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent,
    links: [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => ({
      rel: link.getAttribute('rel'),
      hreflang: link.getAttribute('hreflang'),
      href: link.getAttribute('href'),
    })),
  }));
  const entry = (loc: string) => entries.find((candidate) => candidate.loc === loc);

  it('is well-formed XML with the xhtml namespace declared', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP);
  });

  it('lists each page in English and in Hindi, /hi/Courses only as /hi/courses', () => {
    const locs = entries.map(({ loc }) => loc);
    expect(locs).toHaveLength(32);
    expect(new Set(locs).size).toBe(32);
    expect(locs).toContain('https://school.example/hi');
    expect(locs).toContain('https://school.example/hi/courses');
    expect(locs).toContain(`https://school.example/hi/viewcourse/${c1}`);
    expect(locs).toContain(`https://school.example/hi/blog/blogs/${b1}`);
    expect(locs).toContain('https://school.example/hi/privacy-policy');
    expect(locs).not.toContain('https://school.example/hi/Courses');
  });

  it('links every page to itself and its translation with hreflang, English as x-default', () => {
    const links = [
      { rel: 'alternate', hreflang: 'en-IN', href: 'https://school.example/terms-and-conditions' },
      { rel: 'alternate', hreflang: 'hi', href: 'https://school.example/hi/terms-and-conditions' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://school.example/terms-and-conditions' },
    ];
    expect(entry('https://school.example/terms-and-conditions')?.links).toEqual(links);
    expect(entry('https://school.example/hi/terms-and-conditions')?.links).toEqual(links);
    expect(entry('https://school.example/hi')?.links.map(({ href }) => href)).toEqual([
      'https://school.example/',
      'https://school.example/hi',
      'https://school.example/',
    ]);
    for (const { loc, links: own } of entries) {
      expect(own.map(({ hreflang }) => hreflang)).toEqual(['en-IN', 'hi', 'x-default']);
      expect(own.map(({ href }) => href)).toContain(loc);
    }
  });
});

describe('robotsTxt', () => {
  it('allows crawling and points to the sitemap', () => {
    expect(robotsTxt('https://school.example')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://school.example/sitemap.xml\n',
    );
  });
});
