import { PARTNER_PAGES } from '@/config/constants';

/** Cards per page for a window width: 4 from 1024 px, 3 from 768, 2 from 576, else 1. */
export const perPageForWidth = (width: number): number =>
  PARTNER_PAGES.find((step) => width >= step.minWidth)?.perPage ?? 1;

export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

/** Previous and next wrap around: before the first page is the last, after the last the first. */
export const wrapPage = (page: number, pages: number): number => ((page % pages) + pages) % pages;
