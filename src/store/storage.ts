import type { Storage as PersistStorage } from 'redux-persist';
import { nextTask } from '@/lib/nextTask';
import { safeStorage, type WebStorageName } from '@/lib/webStorage';

/**
 * A redux-persist storage over the browser's web storage that never throws: private modes,
 * full quotas and blocked storage make the site forget, not crash.
 */
export function safeWebStorage(name: WebStorageName): PersistStorage {
  const storage = safeStorage(name);
  return {
    // Each persisted slice is read, checked and restored in a task of its own: all of them at once
    // were one task of 60-85 ms at boot with the CPU slowed 4x.
    getItem: (key: string) => nextTask().then(() => storage.getItem(key)),
    setItem: (key: string, value: string) => Promise.resolve(storage.setItem(key, value)),
    removeItem: (key: string) => Promise.resolve(storage.removeItem(key)),
  };
}
