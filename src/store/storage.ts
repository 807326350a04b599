import type { Storage as PersistStorage } from 'redux-persist';
import { safeStorage, type WebStorageName } from '@/lib/webStorage';

/**
 * A redux-persist storage over the browser's web storage that never throws: private modes,
 * full quotas and blocked storage make the site forget, not crash. A write resolves to whether it
 * was stored.
 */
export function safeWebStorage(name: WebStorageName): PersistStorage {
  const storage = safeStorage(name);
  return {
    getItem: (key: string) => Promise.resolve(storage.getItem(key)),
    setItem: (key: string, value: string) => Promise.resolve(storage.setItem(key, value)),
    removeItem: (key: string) => Promise.resolve(storage.removeItem(key)),
  };
}
