import { useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useGetFeedbackQuery } from '@/features/reviews/api';
import { useLanguage, useTranslation } from '@/i18n';
import { useAppSelector } from '@/store/hooks';
import { HEAD_ATTRIBUTE, headTags, type HeadTag } from './headTags';
import { buildPageHead, headQuery, headSources } from './pageHead';

/** Makes `element`'s attributes exactly `attributes` (plus the marker), touching only what differs. */
function syncAttributes(element: Element, { key, attributes }: HeadTag) {
  const wanted: Record<string, string> = { ...attributes, [HEAD_ATTRIBUTE]: key };
  for (const name of element.getAttributeNames()) if (!(name in wanted)) element.removeAttribute(name);
  for (const [name, value] of Object.entries(wanted))
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/**
 * Brings `<head>` to `tags`: the title through document.title, each other tag found by its marker
 * and updated in place (the server-rendered ones included), new ones added, stale ones removed.
 */
function applyHead(tags: HeadTag[]) {
  const owned = new Map<string, Element>();
  for (const element of document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`)) {
    owned.set(element.getAttribute(HEAD_ATTRIBUTE) ?? '', element);
  }
  for (const tag of tags) {
    if (tag.tag === 'title') {
      if (document.title !== tag.text) document.title = tag.text ?? '';
      owned.delete(tag.key);
      continue;
    }
    let element = owned.get(tag.key);
    owned.delete(tag.key);
    if (element?.localName !== tag.tag) {
      element?.remove();
      element = document.createElement(tag.tag);
      document.head.append(element);
    }
    syncAttributes(element, tag);
    if (tag.text !== undefined && element.textContent !== tag.text) element.textContent = tag.text;
  }
  for (const stale of owned.values()) stale.remove();
}

/**
 * The head kept in step with the route; with `announce`, the page's title as text, for the live
 * region around it to say.
 */
export default function PageHeadSync({ announce }: { announce: boolean }) {
  const { t } = useTranslation('head');
  const lang = useLanguage();
  const { pathname, search } = useLocation();
  // The course's rating comes from its reviews, which /course/{id} does not show: the head asks
  // for them itself (on /viewcourse/{id} the page's own request is shared). The course or post it
  // reads is the page's to fetch, so the page's loading state stays as it is.
  const { courseId = '' } = headQuery(pathname);
  useGetFeedbackQuery(courseId, { skip: courseId === '' });
  const sources = useAppSelector((state) => headSources(pathname, state, search), shallowEqual);
  const head = useMemo(() => buildPageHead(pathname, sources, t, lang), [pathname, sources, t, lang]);

  useEffect(() => {
    applyHead(headTags(head));
  }, [head]);

  return announce ? head.title : null;
}
