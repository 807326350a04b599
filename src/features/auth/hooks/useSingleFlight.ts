import { useRef } from 'react';

/**
 * One call at a time: a disabled button stops clicks, but Enter in a field or a fast double
 * submit can still reach the handler before React re-renders. The later ones are dropped.
 */
export function useSingleFlight<Args extends unknown[]>(run: (...args: Args) => Promise<void>) {
  const busy = useRef(false);
  return async (...args: Args) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await run(...args);
    } finally {
      busy.current = false;
    }
  };
}
