import { startTransition, useEffect, useState } from 'react';

/**
 * True once `ready` has been true for `ms`: the course list keeps its loading state for about a
 * second after the data arrives (COURSE_LIST.minLoadingMs), so the page does not flash. Data that is here
 * when the list mounts (it came with the page's HTML, or from an earlier visit) is shown at once:
 * there is no loading to see.
 */
export function useMinimumDelay(ready: boolean, ms: number): boolean {
  const [elapsed, setElapsed] = useState(ready);
  useEffect(() => {
    if (!ready) return;
    // A transition: the cards replacing the skeletons render in slices, not in one long task.
    const timer = setTimeout(() => startTransition(() => setElapsed(true)), ms);
    return () => clearTimeout(timer);
  }, [ready, ms]);
  return ready && elapsed;
}
