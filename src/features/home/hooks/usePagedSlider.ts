import { useState } from 'react';
import { pageCount, wrapPage } from '../slider';
import { usePerPage } from './usePerPage';

/**
 * Pages of `items` sized by the window width. The first card shown is what is remembered, so a
 * resize keeps that card on screen (on whichever page now holds it).
 */
export function usePagedSlider<T>(items: readonly T[]) {
  const perPage = usePerPage();
  const pages = pageCount(items.length, perPage);
  const [firstShown, setFirstShown] = useState(0);
  const page = Math.min(Math.floor(firstShown / perPage), pages - 1);
  const goTo = (target: number) => setFirstShown(wrapPage(target, pages) * perPage);
  return {
    page,
    pages,
    perPage,
    visible: items.slice(page * perPage, page * perPage + perPage),
    previous: () => goTo(page - 1),
    next: () => goTo(page + 1),
    goTo,
  };
}
