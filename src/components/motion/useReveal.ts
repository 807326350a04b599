import { useEffect, useRef, useState } from 'react';
import { REDUCED_MOTION_QUERY } from '@/lib/motion';
import { useMediaMatch } from '@/lib/useMediaMatch';

export interface RevealOptions {
  /** How far (px) the element must be inside the viewport's bottom edge before it appears. */
  offset: number;
  /** Appear once and stay, rather than hiding again when scrolled away. */
  once: boolean;
}

/**
 * Scroll-in reveal, as the AOS library does it: content that starts below the viewport is hidden
 * (while out of sight) and appears when it scrolls `offset` px into view. Content already in view
 * when the page opens is never hidden: hiding it would make the page, server-rendered or not,
 * flash. Under prefers-reduced-motion, or without IntersectionObserver, nothing is
 * hidden or animated.
 */
export function useReveal<T extends Element>({ offset, once }: RevealOptions) {
  const ref = useRef<T>(null);
  // Not known on the server nor while hydrating: the page renders as if motion were allowed (nothing
  // hidden yet), then follows the learner's setting.
  const reduced = useMediaMatch(REDUCED_MOTION_QUERY) ?? false;
  const [shown, setShown] = useState(true);

  useEffect(() => {
    const element = ref.current;
    if (!element || reduced || typeof IntersectionObserver === 'undefined') return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // Content already scrolled past (a jump or a restored scroll) counts as seen.
        const visible = entry.isIntersecting || entry.boundingClientRect.bottom < 0;
        if (first) {
          first = false;
          if (!visible) setShown(false);
        } else {
          setShown((was) => (once && was ? true : visible));
        }
        if (visible && once) observer.disconnect();
      },
      { rootMargin: `0px 0px -${offset}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [offset, once, reduced]);

  return { ref, shown, animated: !reduced };
}
