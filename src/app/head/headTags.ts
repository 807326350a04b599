import { HEAD_ATTRIBUTE } from './headAttribute';
import type { PageHead } from './pageHead';

export { HEAD_ATTRIBUTE };

/** One element of the head: `key` (the attribute's value) names it across renders. */
export interface HeadTag {
  key: string;
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** Text content (title, JSON-LD). */
  text?: string;
}

/** The page head as elements, in document order; the server and the client write the same list. */
export function headTags(head: PageHead): HeadTag[] {
  return [
    { key: 'title', tag: 'title', attributes: {}, text: head.title },
    { key: 'description', tag: 'meta', attributes: { name: 'description', content: head.description } },
    ...(head.noindex
      ? [{ key: 'robots', tag: 'meta' as const, attributes: { name: 'robots', content: 'noindex' } }]
      : []),
    ...(head.canonical
      ? [{ key: 'canonical', tag: 'link' as const, attributes: { rel: 'canonical', href: head.canonical } }]
      : []),
    ...head.alternates.map(({ hreflang, href }) => ({
      key: `alternate-${hreflang}`,
      tag: 'link' as const,
      attributes: { rel: 'alternate', hreflang, href },
    })),
    ...head.meta.map((meta) => ({
      key: meta.name,
      tag: 'meta' as const,
      attributes: { [meta.key]: meta.name, content: meta.content },
    })),
    ...head.jsonLd.map((data, index) => ({
      key: `ld-${index}`,
      tag: 'script' as const,
      attributes: { type: 'application/ld+json' },
      text: JSON.stringify(data),
    })),
  ];
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);
const escapeText = (value: string) => value.replace(/[&<>]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);

/**
 * JSON inside a script element: `<` is written as \u003c so no text in it can close the element
 * (`</script>`) or open a comment; U+2028/9 likewise, for old parsers. JSON.parse reads it unchanged.
 */
const escapeJsonForScript = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function tagHtml({ key, tag, attributes, text }: HeadTag): string {
  const attributeHtml = Object.entries({ ...attributes, [HEAD_ATTRIBUTE]: key })
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  if (tag === 'meta' || tag === 'link') return `<${tag}${attributeHtml}>`;
  const body = tag === 'script' ? escapeJsonForScript(text ?? '') : escapeText(text ?? '');
  return `<${tag}${attributeHtml}>${body}</${tag}>`;
}

/**
 * The head as HTML, one tag a line, for the build's renderer to put in `<head>` in place of the
 * template's title and description. The JSON-LD scripts are data, not code: the CSP does not
 * block them and the browser does not run them.
 */
export const headHtml = (head: PageHead): string => headTags(head).map(tagHtml).join('\n');
