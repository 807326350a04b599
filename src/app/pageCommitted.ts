import { createContext } from 'react';

/**
 * Called once the route's page has committed. On a server-rendered page that is when the page
 * itself has hydrated: React hydrates each Suspense boundary in a pass of its own, after the frame
 * around it, so the browser's stored state may enter the store only then (see src/main.tsx).
 */
export const PageCommittedContext = createContext<(() => void) | undefined>(undefined);
