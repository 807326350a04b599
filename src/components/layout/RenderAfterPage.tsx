import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The deferred parts waiting for their pass: each renders once the one before it has committed,
 * so two parts a page defers (the course outline and the reviews) are two short tasks, not one
 * commit as long as both.
 */
let previousPass: Promise<void> = Promise.resolve();

interface RenderAfterPageProps {
  children: ReactNode;
  /** Holds the place (and its size) until the children render. */
  fallback?: ReactNode;
}

/**
 * Renders `fallback` with the page, then its children in a render of their own, scheduled once
 * the page has committed: a heavy part below the first screen becomes a task of its own instead
 * of lengthening the one that shows the page. Parts deferred together render in mount order.
 */
export function RenderAfterPage({ children, fallback = null }: RenderAfterPageProps) {
  const [ready, setReady] = useState(false);
  const passDone = useRef<() => void>(undefined);

  useEffect(() => {
    let mounted = true;
    previousPass = previousPass.then(
      () =>
        new Promise<void>((done) => {
          passDone.current = done;
          // Gone before its turn: the next part goes at once.
          if (!mounted) done();
          else startTransition(() => setReady(true));
        }),
    );
    return () => {
      mounted = false;
      passDone.current?.();
    };
  }, []);

  // This part has committed: the next one may render.
  useEffect(() => {
    if (ready) passDone.current?.();
  }, [ready]);

  return ready ? children : fallback;
}
