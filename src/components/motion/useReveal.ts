import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '@/lib/motion';

export interface RevealOptions {
  /** How far (px) the element must be inside the viewport's bottom edge before it appears. */
  offset: number;
  /** Appear once and stay, rather than hiding again when scrolled away. */
  once: boolean;
}

/**
 * Scroll-in reveal (the spec's "AOS" settings): `shown` turns true when the element scrolls
 * `offset` px into view. Under prefers-reduced-motion, or without IntersectionObserver, the
 * content is shown at once and never animated.
 */
export function useReveal<T extends Element>({ offset, once }: RevealOptions) {
  const ref = useRef<T>(null);
  const [reduced] = useState(prefersReducedMotion);
  const [shown, setShown] = useState(() => reduced || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (!element || reduced || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // Content already scrolled past (a jump or a restored scroll) is shown too.
        const visible = entry.isIntersecting || entry.boundingClientRect.bottom < 0;
        setShown((was) => (once && was ? true : visible));
        if (visible && once) observer.disconnect();
      },
      { rootMargin: `0px 0px -${offset}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [offset, once, reduced]);

  return { ref, shown, animated: !reduced };
}
