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
