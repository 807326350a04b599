import DOMPurify from 'dompurify';

/**
 * Blog content arrives as HTML authored elsewhere; it is rendered only after this pass.
 * DOMPurify drops scripts, event handlers and javascript:/data: script URLs; on top of its
 * defaults we forbid every element that can embed another document or submit data, and inline
 * styles (old engines ran `expression()` in them, and they can overlay the page).
 */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'base',
  'link',
  'meta',
  'noscript',
  'template',
];
const FORBID_ATTR = ['style', 'srcdoc', 'formaction', 'action', 'xlink:href'];
/** What DOMPurify puts before every `id` and `name` it keeps. */
const NAMED_PROPS_PREFIX = 'user-content-';

type Purifier = ReturnType<typeof DOMPurify>;
/** A DOM to parse with: the page's window, or one the build's renderer provides (it has none). */
type Dom = Parameters<typeof DOMPurify>[0] & {
  HTMLAnchorElement: typeof HTMLAnchorElement;
  HTMLImageElement: typeof HTMLImageElement;
};

let purifier: Purifier | undefined;

function createPurifier(dom: Dom): Purifier {
  const created = DOMPurify(dom);
  created.addHook('afterSanitizeAttributes', (node) => {
    // Ids and names carry a prefix (SANITIZE_NAMED_PROPS below); a link within the post follows it.
    const href = node.getAttribute('href');
    if (href?.startsWith('#') && href.length > 1 && !href.startsWith(`#${NAMED_PROPS_PREFIX}`)) {
      node.setAttribute('href', `#${NAMED_PROPS_PREFIX}${href.slice(1)}`);
    }
    // A link that opens a new tab must not hand that tab a reference back to this page.
    if (node instanceof dom.HTMLAnchorElement && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // Images inside an article are below the fold: fetch them only when the reader gets there.
    if (node instanceof dom.HTMLImageElement) {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return created;
}

/**
 * Where there is no browser window (pages rendered at build time), the DOM to sanitise with. The
 * same rules apply, so the page's HTML and the browser's first render agree.
 */
export function setSanitizerDom(dom: Dom) {
  purifier = createPurifier(dom);
}

export function sanitizeHtml(html: string): string {
  // Made on first use, not when the module loads: on the server there is no window to make it with.
  purifier ??= createPurifier(window);
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    // `target` is dropped by default; we keep it and add rel above.
    ADD_ATTR: ['target', 'loading'],
    // An id or name from a post could stand in for one of the page's elements (the server state)
    // or shadow a document method (`<img name="getElementById">`): both get a prefix.
    SANITIZE_NAMED_PROPS: true,
  });
}
