import type { Storage as PersistStorage } from 'redux-persist';
import { webStorage, type WebStorageName } from '@/lib/webStorage';

/**
 * A redux-persist storage over the browser's web storage that never throws: private modes,
 * full quotas and blocked storage make the site forget, not crash.
 */
export function safeWebStorage(name: WebStorageName): PersistStorage {
  const storage = () => webStorage(name);
  return {
    getItem: (key: string) => {
      try {
        return Promise.resolve(storage()?.getItem(key) ?? null);
      } catch {
        return Promise.resolve(null);
      }
    },
    setItem: (key: string, value: string) => {
      try {
        storage()?.setItem(key, value);
      } catch {
        // Quota or privacy errors: keep the state in memory only.
      }
      return Promise.resolve();
    },
    removeItem: (key: string) => {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing to clean up if storage is unreachable.
      }
      return Promise.resolve();
    },
  };
}
