/**
 * The browser's stored state (session, progress, promo flag, pending payment) on a page the build
 * rendered: the page hydrates without it, so hydration sees exactly what the server rendered, and
 * it is read in once the page has committed. Until then `useAsServerRendered()` is true and the
 * parts that depend on it keep the server's version. The shell page reads it before its first
 * render instead (src/main.tsx).
 */
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { Persistor } from 'redux-persist';
import { PAGE_INTERACTIVE_MARK } from '@/config/constants';
import { startPersistence, type AppStore } from '@/store/store';

/**
 * Starts the store's persistence held back: nothing is read from storage until `readIn` is
 * called (by the first page's commit, or when hydration gave up and rendered afresh).
 */
export function holdStoredState(store: AppStore, onRestored: () => void) {
  const persistor = startPersistence(store, { manual: true, onRestored });
  let read = false;
  const readIn = () => {
    if (read) return;
    read = true;
    persistor.persist();
  };
  return { persistor, readIn };
}

const alreadyRestored: Pick<Persistor, 'subscribe' | 'getState'> = {
  subscribe: () => () => undefined,
  getState: () => ({ registry: [], bootstrapped: true }),
};

/** Whether the stored state is in the store; without a held-back persistor it always is. */
export function useStoredStateRestored(persistor: Pick<Persistor, 'subscribe' | 'getState'> = alreadyRestored) {
  // While hydrating, React reads the third function: the server had no stored state.
  return useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
    () => false,
  );
}

/**
 * Called once the route's page has committed. On a server-rendered page that is when the page
 * itself has hydrated: React hydrates each Suspense boundary in a pass of its own, after the frame
 * around it, so the stored state may enter the store only then.
 */
export const PageCommittedContext = createContext<(() => void) | undefined>(undefined);

/** Rendered after the route's page, inside its Suspense boundary: says when the page has committed. */
export function PageCommitted() {
  const onCommit = useContext(PageCommittedContext);
  useEffect(() => {
    // The first page only: later route changes are not the page becoming interactive.
    if (!performance.getEntriesByName(PAGE_INTERACTIVE_MARK).length) performance.mark(PAGE_INTERACTIVE_MARK);
    onCommit?.();
  }, [onCommit]);
  return null;
}
