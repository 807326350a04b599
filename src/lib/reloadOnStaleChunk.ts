import { safeStorage } from './webStorage';

/** When the page last reloaded itself for a missing file, kept for the tab's life. */
const RELOADED_AT_KEY = 'tradeschool.staleChunkReloadAt';
/** A second missing file this soon after such a reload is not cured by reloading again. */
export const STALE_RELOAD_GUARD_MS = 60_000;

const session = safeStorage('sessionStorage');

/** The address of the file a failed dynamic import or preload names in its message, if any. */
export function failedFileOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = /(https?:\/\/\S+|\/assets\/\S+)/.exec(message);
  return match?.[1] ?? null;
}

/**
 * Whether `file` is gone from a server that answers: a newer build replaced the one this page
 * came from. No answer at all (offline, server down) is not that.
 */
async function isGone(file: string): Promise<boolean> {
  try {
    const response = await fetch(file, { method: 'HEAD', cache: 'no-store' });
    return !response.ok;
  } catch {
    return false;
  }
}

/** Reloads the page, unless it did so for the same cause a moment ago (a reload loop). */
function reloadOnce(reload: () => void) {
  const now = Date.now();
  const last = Number(session.getItem(RELOADED_AT_KEY) ?? 0);
  if (now - last < STALE_RELOAD_GUARD_MS) return;
  session.setItem(RELOADED_AT_KEY, String(now));
  reload();
}

/**
 * After a redeploy, the code this page was built with may be gone from the server: the next lazy
 * part or page it asks for fails to load. Vite announces that as `vite:preloadError`; when the
 * file is indeed missing from a server that answers, the page reloads once, into the new build.
 * Forms keep their drafts for the tab's life (useDraftForm), so what was typed survives. Offline,
 * nothing reloads: the part that failed says so in place and retries when the connection is back.
 */
export function reloadOnStaleChunk(reload = () => window.location.reload()) {
  const onPreloadError = (event: VitePreloadErrorEvent) => {
    const file = failedFileOf(event.payload);
    if (!file || !navigator.onLine) return;
    void isGone(file).then((gone) => {
      if (gone) reloadOnce(reload);
    });
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
