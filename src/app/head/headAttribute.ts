/**
 * The attribute that marks the tags a page's head owns. The server writes it on each tag; the
 * client finds the tags by it and updates them in place, so a tag is never written twice. A module
 * of its own: the first visit's code looks for it without carrying the head's builder.
 */
export const HEAD_ATTRIBUTE = 'data-page-head';
