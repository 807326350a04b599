import { headHtml, headTags } from './headTags';
import type { PageHead } from './pageHead';

const hostile: PageHead = {
  title: 'Gold & Silver <b>"2026"</b> – TradeSchool',
  description: 'Quotes " and <tags> & ampersands',
  canonical: 'http://localhost/viewcourse/x"onload="alert(1)',
  alternates: [
    { hreflang: 'en-IN', href: 'http://localhost/viewcourse/x"onload="alert(1)' },
    { hreflang: 'hi', href: 'http://localhost/hi/viewcourse/x"onload="alert(1)' },
    { hreflang: 'x-default', href: 'http://localhost/viewcourse/x"onload="alert(1)' },
  ],
  noindex: true,
  meta: [{ key: 'property', name: 'og:title', content: '"><script>alert(1)</script>' }],
  jsonLd: [{ '@type': 'Course', name: '</script><script>alert(1)</script><!--', note: 'a\u2028b' }],
};

/** Parses the HTML the way a browser parses a page's head. */
function parseHead(html: string) {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
  return doc.head;
}

describe('headHtml', () => {
  it('writes each tag once, marked, in the order of headTags', () => {
    const head = parseHead(headHtml(hostile));
    expect([...head.children].map((element) => element.getAttribute('data-page-head'))).toEqual(
      headTags(hostile).map((tag) => tag.key),
    );
    expect([...head.children].map((element) => element.localName)).toEqual([
      'title',
      'meta',
      'meta',
      'link',
      'link',
      'link',
      'link',
      'meta',
      'script',
    ]);
  });

  it('escapes attribute values and text, so they read back unchanged and add no element', () => {
    const html = headHtml(hostile);
    const head = parseHead(html);
    expect(head.querySelector('title')?.textContent).toBe(hostile.title);
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(hostile.description);
    expect(head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(hostile.canonical);
    expect(head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      '"><script>alert(1)</script>',
    );
    expect(head.querySelectorAll('script')).toHaveLength(1);
    expect(head.querySelector('link')?.attributes).toHaveLength(3);
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('writes JSON-LD as data with < escaped as \\u003c, which parses back to the same object', () => {
    const html = headHtml(hostile);
    const script = parseHead(html).querySelector('script[type="application/ld+json"]');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u003c!--');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(hostile.jsonLd[0]);
  });

  it('links the page in each language with hreflang, after the canonical link', () => {
    const links = [...parseHead(headHtml(hostile)).querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.hreflang, link.getAttribute('href')])).toEqual([
      ['canonical', '', hostile.canonical],
      ...hostile.alternates.map(({ hreflang, href }) => ['alternate', hreflang, href]),
    ]);
    expect(links.map((link) => link.getAttribute('data-page-head'))).toEqual([
      'canonical',
      'alternate-en-IN',
      'alternate-hi',
      'alternate-x-default',
    ]);
  });

  it('leaves out the robots, canonical and alternate tags when a page has none', () => {
    const html = headHtml({ ...hostile, noindex: false, canonical: undefined, alternates: [] });
    expect(html).not.toContain('robots');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('alternate');
  });
});
