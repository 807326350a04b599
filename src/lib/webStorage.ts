export type WebStorageName = 'localStorage' | 'sessionStorage';

/**
 * The browser's web storage that never throws: private modes, full quotas and blocked storage
 * (reading `window.localStorage` itself throws in some) make the site forget, not crash.
 */
export function safeStorage(name: WebStorageName) {
  const storage = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window[name];
    } catch {
      return null;
    }
  };
  return {
    getItem(key: string): string | null {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key: string, value: string): void {
      try {
        storage()?.setItem(key, value);
      } catch {
        // Quota or privacy errors: the value lives in memory only.
      }
    },
    removeItem(key: string): void {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing to clean up if storage is unreachable.
      }
    },
  };
}

const session = safeStorage('sessionStorage');

/**
 * What a learner has typed and not yet sent, kept for the tab's life (sessionStorage), so that a
 * logout, a reload or a failed request does not lose it. Without storage a draft simply lives as
 * long as its form.
 */
export const drafts = {
  /** The draft under `key`, when there is one of the expected shape. */
  read<T>(key: string, isDraft: (value: unknown) => value is T): T | null {
    const stored = session.getItem(key);
    if (!stored) return null;
    try {
      const value: unknown = JSON.parse(stored);
      return isDraft(value) ? value : null;
    } catch {
      return null;
    }
  },
  write: (key: string, value: unknown) => session.setItem(key, JSON.stringify(value)),
  clear: (key: string) => session.removeItem(key),
};
