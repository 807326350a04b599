import { createContext, useContext } from 'react';

/**
 * Whether the page still renders as the server rendered it: on the server, and in the browser
 * while it hydrates a server-rendered page, until the stored state (session, progress, promo flag,
 * pending payment) has been read. Parts that depend on that state keep their server form meanwhile,
 * so hydration matches the page's HTML. Everywhere else (tests, the shell page) it is false.
 */
export const ServerFormContext = createContext(false);

export const useServerForm = (): boolean => useContext(ServerFormContext);
