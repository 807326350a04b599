import { HEAD_ATTRIBUTE } from '@/app/head/headAttribute';

/**
 * Takes the page's own tags (title, description, links, share card, structured data) out of
 * jsdom's `<head>`, leaving MUI's style elements: the document as the app's shell has it before
 * the template's tags, which jsdom would otherwise keep between a file's tests.
 */
export function clearPageHead() {
  for (const element of document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}], title`)) element.remove();
}
