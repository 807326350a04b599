import { useSyncExternalStore } from 'react';
import type { Storage as PersistStorage } from 'redux-persist';

/*
 * Whether the learner's records reached this browser's storage. When storage is full or blocked
 * they live on in the store (memory) for the page's life, and the screens where the learner works
 * say so; the next write that succeeds clears the warning.
 */

let saved = true;
const listeners = new Set<() => void>();

function setSaved(next: boolean) {
  if (next === saved) return;
  saved = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** False while the learner's latest changes could not be stored in this browser. */
export function useLearnerDataStored(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => saved,
    () => true,
  );
}

let afterStored: (() => void) | undefined;

/** Something to do once the records are next stored (the old places removed, once read). */
export function onceStored(task: () => void) {
  afterStored = task;
}

/**
 * The learner records' storage: `storage` itself, telling whether each write was stored, and
 * removing the places an earlier version of the site kept them in once the records are stored in
 * their one home (so nothing is read from two places again).
 */
export function learnerStorage(storage: PersistStorage): PersistStorage {
  return {
    getItem: (key) => storage.getItem(key),
    async setItem(key, value) {
      const written = (await storage.setItem(key, value)) !== false;
      setSaved(written);
      if (written) {
        afterStored?.();
        afterStored = undefined;
      }
    },
    removeItem: (key) => storage.removeItem(key),
  };
}
