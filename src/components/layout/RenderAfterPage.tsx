import { startTransition, useEffect, useState, type ReactNode } from 'react';

interface RenderAfterPageProps {
  children: ReactNode;
  /** Holds the place (and its size) until the children render. */
  fallback?: ReactNode;
}

/**
 * Renders `fallback` with the page, then its children in a render of their own, scheduled once
 * the page has committed: a heavy part below the first screen becomes a task of its own instead
 * of lengthening the one that shows the page.
 */
export function RenderAfterPage({ children, fallback = null }: RenderAfterPageProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : fallback;
}
