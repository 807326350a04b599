import Box from '@mui/material/Box';
import { Suspense, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { visuallyHiddenSx } from '@/components/a11y/VisuallyHidden';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { HEAD_ATTRIBUTE } from './headAttribute';

// Its code (the heads of every route) and its words are fetched when a page needs them: a page
// whose head the server wrote does not until the learner moves to another.
const PageHeadSync = lazyWithPreload(() => import('./PageHeadSync'));

/**
 * Keeps the document's title, description, canonical URL, translations, share card and structured
 * data in step with the route, the language and the API data as it arrives. After a client-side
 * route change it says the new page's title in a polite live region: a screen reader is told where
 * they are on every page, including those whose heading is not on screen yet while they load.
 *
 * A page the build rendered arrives with its head written, so the head's code and words load only
 * with the first route change (a language switch is one); the app's shell and a page rendered in
 * the browser alone have no head yet, so they load at once. Meanwhile the head stays as the server
 * wrote it, and if the code or words cannot be fetched the frame around the page carries on without
 * them until the browser is back online.
 */
export function DocumentHead() {
  // The server wrote the page's head into its HTML, so the browser takes it over only once the
  // page has hydrated: a first visit does not wait for the head before it answers.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? <HeadAfterHydration /> : null;
}

function HeadAfterHydration() {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  const [serverWroteHead] = useState(() => document.head.querySelector(`[${HEAD_ATTRIBUTE}]`) !== null);
  // The page a visit opens on is announced by the browser itself (its title); later ones are not.
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== firstPath) setNavigated(true);
  return (
    // In the page before anything is said in it, so that screen readers listen to it.
    <Box aria-live="polite" aria-atomic="true" data-testid="route-announcer" sx={visuallyHiddenSx}>
      {(navigated || !serverWroteHead) && (
        <LoadBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <PageHeadSync announce={navigated} />
          </Suspense>
        </LoadBoundary>
      )}
    </Box>
  );
}

const noSubscription = () => () => undefined;
