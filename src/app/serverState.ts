import type { Namespace } from '@/i18n';

/** The id of the `<script type="application/json">` that carries a server-rendered page's state. */
export const SERVER_STATE_ID = 'server-state';

/** What a server-rendered page carries for the browser to start from. */
export interface ServerState {
  /** The API cache the page was rendered from. */
  api?: unknown;
  /** The catalogues its text came from, in the page's language. */
  namespaces?: Namespace[];
}

/**
 * The text of the page's server state, read from its exact element: content on the page (a blog
 * post) cannot stand in for it by carrying the same id.
 */
export const serverStateText = (doc: Document): string | undefined =>
  doc.querySelector(`script[type="application/json"][id="${SERVER_STATE_ID}"]`)?.textContent ?? undefined;
