import { createContext, useContext } from 'react';

/**
 * Whether the page still renders exactly as the server rendered it: on the server, and in the
 * browser while it hydrates a server-rendered page, until the browser's stored state (session,
 * progress, promo flag, pending payment) has been read in (src/app/storedStateAfterHydration.tsx).
 * Parts that depend on that state, or on what only the browser knows (the URL's query), keep the
 * server's version meanwhile, so hydration matches the page's HTML. Everywhere else (tests, the
 * shell page) it is false.
 */
export const AsServerRenderedContext = createContext(false);

export const useAsServerRendered = (): boolean => useContext(AsServerRenderedContext);
