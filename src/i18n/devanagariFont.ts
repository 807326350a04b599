import { DEVANAGARI_FONT } from '@/config/languages';

/** The id of the `<style>` that declares the Devanagari font faces, once per document. */
const STYLE_ID = 'devanagari-font';

/**
 * `optional`: a face that has not arrived by the first paint is not swapped in later on that page,
 * which would reflow every Devanagari line (a layout shift); the page keeps the device's own
 * Devanagari face, and the next page has the site's from the cache.
 */
const fontFaces = DEVANAGARI_FONT.files
  .map(
    ({ weight, local, href }) =>
      `@font-face{font-family:"${DEVANAGARI_FONT.family}";font-style:normal;font-weight:${weight};` +
      `font-display:optional;src:${local.map((name) => `local("${name}"),`).join('')}url(${href}) format("woff2");` +
      `unicode-range:${DEVANAGARI_FONT.unicodeRange}}`,
  )
  .join('');

/**
 * The font faces as a tag of their own for a Hindi page's head, outside the styles emotion manages:
 * emotion moves and rewrites its style tags as the page hydrates, and each time the browser makes
 * the font faces anew, setting the text in a fallback face until they load again (a layout shift).
 */
export const devanagariFontStyleTag = `<style id="${STYLE_ID}">${fontFaces}</style>`;

/**
 * Declares the font faces in a document that lacks them (a page that became Hindi in the browser).
 * They stay once declared: the browser fetches a face only for text in its Unicode range.
 */
export function declareDevanagariFont(document: Document): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = fontFaces;
  document.head.appendChild(style);
}
