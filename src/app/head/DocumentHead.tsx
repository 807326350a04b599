import { Suspense, useSyncExternalStore } from 'react';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { lazyWithPreload } from '@/lib/lazyWithPreload';

// Its code (the heads of every route) is fetched after hydration, like its words: the server wrote
// the first page's head, so a first visit does not wait for it.
const PageHeadSync = lazyWithPreload(() => import('./PageHeadSync'));

/**
 * Keeps the document's title, description, canonical URL, translations, share card and structured
 * data in step with the route, the language and the API data as it arrives. After a client-side
 * route change it says the new page's title in a polite live region: a screen reader is told where
 * they are on every page, including those whose heading is not on screen yet while they load.
 *
 * Its words are a catalogue of their own, fetched after hydration: meanwhile the head stays as the
 * server wrote it, and if the catalogue cannot be fetched the frame around the page carries on
 * without it until the browser is back online.
 */
export function DocumentHead() {
  // The server wrote the page's head into its HTML, so the browser takes it over only once the
  // page has hydrated: a first visit does not wait for the head's catalogue before it answers.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <LoadBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <PageHeadSync />
      </Suspense>
    </LoadBoundary>
  );
}

const noSubscription = () => () => undefined;
