import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the media `query` matches, kept current. `null` where it cannot be known: on the server,
 * and while the browser hydrates a server-rendered page (which must render what the server did);
 * the caller then lets CSS decide, and the browser's answer follows right after hydration.
 */
export function useMediaMatch(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | null>(
    subscribe,
    () => window.matchMedia(query).matches,
    () => null,
  );
}
