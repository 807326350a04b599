export type WebStorageName = 'localStorage' | 'sessionStorage';

/**
 * The browser's web storage, or null where it cannot be reached: reading `window.localStorage`
 * itself throws in some private modes and sandboxed frames.
 */
export function webStorage(name: WebStorageName): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}

/**
 * What a learner has typed and not yet sent, kept for the tab's life (sessionStorage), so that a
 * logout, a reload or a failed request does not lose it. Never throws: without storage a draft
 * simply lives as long as its form.
 */
export const drafts = {
  /** The draft under `key`, when there is one of the expected shape. */
  read<T>(key: string, isDraft: (value: unknown) => value is T): T | null {
    try {
      const stored = webStorage('sessionStorage')?.getItem(key);
      if (!stored) return null;
      const value: unknown = JSON.parse(stored);
      return isDraft(value) ? value : null;
    } catch {
      return null;
    }
  },
  write(key: string, value: unknown): void {
    try {
      webStorage('sessionStorage')?.setItem(key, JSON.stringify(value));
    } catch {
      // Quota or privacy errors: the draft stays in the form only.
    }
  },
  clear(key: string): void {
    try {
      webStorage('sessionStorage')?.removeItem(key);
    } catch {
      // Nothing to clean up if storage is unreachable.
    }
  },
};
