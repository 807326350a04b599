import { startTransition, useEffect, useState } from 'react';

/**
 * True once `ready` has been true for `ms`: the course list keeps its loading state for about a
 * second after the data arrives (spec section 4), so the page does not flash.
 */
export function useMinimumDelay(ready: boolean, ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!ready) return;
    // A transition: the cards replacing the skeletons render in slices, not in one long task.
    const timer = setTimeout(() => startTransition(() => setElapsed(true)), ms);
    return () => clearTimeout(timer);
  }, [ready, ms]);
  return ready && elapsed;
}
