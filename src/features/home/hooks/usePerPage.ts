import { useSyncExternalStore } from 'react';
import { PARTNER_PAGES } from '@/config/constants';

// Media queries, not window.innerWidth: reading innerWidth after the sections mount forces the
// browser to lay out the whole page there and then, a long task on a phone.
let steps: { perPage: number; query: MediaQueryList }[] | undefined;
const mediaSteps = () =>
  (steps ??= PARTNER_PAGES.map((step) => ({
    perPage: step.perPage,
    query: window.matchMedia(`(min-width: ${step.minWidth}px)`),
  })));

const subscribe = (onChange: () => void) => {
  for (const { query } of mediaSteps()) query.addEventListener('change', onChange);
  return () => {
    for (const { query } of mediaSteps()) query.removeEventListener('change', onChange);
  };
};

const currentPerPage = () => mediaSteps().find((step) => step.query.matches)?.perPage ?? 1;

/** The server's answer, and the browser's while it hydrates: one card, as on the narrowest phone. */
const serverPerPage = () => 1;

/** Partner cards per page for the window's width (PARTNER_PAGES), kept current on resize. */
export function usePerPage(): number {
  return useSyncExternalStore(subscribe, currentPerPage, serverPerPage);
}
