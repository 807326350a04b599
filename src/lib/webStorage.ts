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
    /** Whether it was written: quota or privacy errors leave the value in memory only. */
    setItem(key: string, value: string): boolean {
      try {
        const target = storage();
        target?.setItem(key, value);
        return Boolean(target);
      } catch {
        return false;
      }
    },
    /** Every key it holds; none when it cannot be read. */
    keys(): string[] {
      try {
        const target = storage();
        return target ? Array.from({ length: target.length }, (_, i) => target.key(i) ?? '').filter(Boolean) : [];
      } catch {
        return [];
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
