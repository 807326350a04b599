import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every new path starts at the top of the page. The page a visit opens on is left
 * where the browser put it: scrolling there would undo the browser's own scroll restoring on a
 * reload, and would make the app's first commit lay out the whole page at once (scrollTo does).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
