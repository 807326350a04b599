import { useSyncExternalStore, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

/**
 * Renders the app once stored state is back (a microtask or two), so a learner who reloads a
 * guarded page is not bounced to /login before their session is read.
 */
export function PersistGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const bootstrapped = useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
    () => true,
  );
  return bootstrapped ? children : null;
}
