import { sanitizeHtml } from './sanitizeHtml';

/** Parses the sanitised output so assertions look at the DOM a browser would build. */
function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

const hasEventHandler = (root: HTMLElement) =>
  [root, ...root.querySelectorAll('*')].some((el) => [...el.attributes].some((attr) => /^on/i.test(attr.name)));

const hasScriptUrl = (root: HTMLElement) =>
  [...root.querySelectorAll('*')].some((el) =>
    [...el.attributes].some((attr) =>
      /^\s*(javascript|vbscript|data:text\/html)/i.test(
        [...attr.value].filter((char) => char.charCodeAt(0) > 0x20).join(''),
      ),
    ),
  );

const DANGEROUS_TAGS =
  'script, iframe, frame, object, embed, form, input, button, style, link, meta, base, svg, math, template';

/** Classic XSS payloads, each with a harmless marker the sanitiser should keep where it can. */
const PAYLOADS: [name: string, html: string][] = [
  ['script tag', '<p>safe</p><script>alert(1)</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script><p>safe</p>'],
  ['img onerror', '<img src="x" onerror="alert(1)" alt="a"><p>safe</p>'],
  ['svg onload', '<svg onload="alert(1)"><circle r="1"></circle></svg><p>safe</p>'],
  ['javascript: href', '<a href="javascript:alert(1)">safe</a>'],
  ['javascript: href with entities and case', '<a href="JaVaScRiPt&#58;alert(1)">safe</a>'],
  ['javascript: href split by a tab', '<a href="jav&#x09;ascript:alert(1)">safe</a>'],
  ['data: URL with a script', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">safe</a>'],
  ['object with data: URL', '<object data="data:text/html,<script>alert(1)</script>"></object><p>safe</p>'],
  ['style with expression', '<p style="width: expression(alert(1))">safe</p>'],
  ['style element', '<style>body{background:url("javascript:alert(1)")}</style><p>safe</p>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>safe</p>'],
  ['iframe javascript: src', '<iframe src="javascript:alert(1)"></iframe><p>safe</p>'],
  ['embed', '<embed src="https://evil.example/x.swf"><p>safe</p>'],
  [
    'form with formaction',
    '<form action="https://evil.example"><button formaction="javascript:alert(1)">go</button></form><p>safe</p>',
  ],
  ['body onload', '<body onload="alert(1)"><p>safe</p></body>'],
  ['details ontoggle', '<details open ontoggle="alert(1)"><summary>safe</summary></details>'],
  ['mXSS: noscript title', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">safe</p></noscript>'],
  ['mXSS: svg style', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  ['mXSS: math mtext', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['mXSS: form in form', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
  ['mXSS: backtick attribute', '<img src="x` `<script>alert(1)</script>"` `>'],
  ['base tag hijack', '<base href="javascript:/"><a href="/x">safe</a>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>safe</p>'],
  ['template smuggling', '<template><img src=x onerror=alert(1)></template><p>safe</p>'],
];

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('neutralises %s', (_name, payload) => {
    const root = parse(payload);
    expect(root.querySelector(DANGEROUS_TAGS)).toBeNull();
    expect(hasEventHandler(root)).toBe(false);
    expect(hasScriptUrl(root)).toBe(false);
    expect(root.innerHTML).not.toMatch(/<script|onerror|onload|javascript:|expression\(/i);
  });

  it('keeps ordinary article markup', () => {
    const html =
      '<h2>Title</h2><p>A <strong>bold</strong> and <em>calm</em> <a href="https://example.com/x">link</a>.</p><ul><li>One</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps images and makes them load lazily', () => {
    const image = parse('<img src="/media/blog/1.webp" alt="Chart" width="600" height="315">').querySelector('img');
    expect(image).toHaveAttribute('src', '/media/blog/1.webp');
    expect(image).toHaveAttribute('alt', 'Chart');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    const link = parse('<a href="https://investor.sebi.gov.in/" target="_blank">SEBI</a>').querySelector('a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('href', 'https://investor.sebi.gov.in/');
  });

  it('replaces a weaker rel on new-tab links and leaves same-tab links alone', () => {
    const root = parse(
      '<a href="https://a.example" target="_blank" rel="opener">A</a><a href="https://b.example">B</a>',
    );
    const [a, b] = root.querySelectorAll('a');
    expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    expect(b).not.toHaveAttribute('rel');
    expect(b).not.toHaveAttribute('target');
  });

  it("gives ids and names a prefix, so no post stands in for the page's elements or the document's methods", () => {
    const root = parse(
      '<a id="server-state" href="#steps">Jump</a><img name="getElementById" src="/x.webp" alt=""><h3 id="steps">Steps</h3>',
    );
    document.body.append(root);
    try {
      expect(root.querySelector('a')).toHaveAttribute('id', 'user-content-server-state');
      expect(document.getElementById('server-state')).toBeNull();
      expect(typeof document.getElementById).toBe('function');
      expect(root.querySelector('img')).toHaveAttribute('name', 'user-content-getElementById');
      // A link within the post still leads to its target.
      expect(root.querySelector('a')).toHaveAttribute('href', '#user-content-steps');
      expect(root.querySelector('h3')).toHaveAttribute('id', 'user-content-steps');
    } finally {
      root.remove();
    }
  });
});
