import Box from '@mui/material/Box';
import { Suspense, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { visuallyHiddenSx } from '@/components/a11y/VisuallyHidden';
import { LoadBoundary } from '@/components/feedback/LoadBoundary';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { HEAD_ATTRIBUTE } from './headAttribute';

// Its code (the heads of every route) and its words are fetched when a page needs them: a page
// whose head the build wrote does not until the learner moves to another.
const PageHeadSync = lazyWithPreload(() => import('./PageHeadSync'));

/**
 * Keeps the document's title, description, canonical URL, translations, share card and structured
 * data in step with the route, the language and the API data as it arrives. After a client-side
 * route change it says the new page's title in a polite live region: a screen reader is told where
 * they are on every page, including those whose heading is not on screen yet while they load.
 *
 * A page the build rendered arrives with its head written, so the head's code and words load only
 * with the first route change (a language switch is one). The app's shell and the dev server's
 * page carry only the template's title and description, so there they load as the page first
 * renders. Meanwhile the head stays as it came, and if the code or words cannot be fetched the
 * frame around the page carries on without them until the browser is back online.
 */
export function DocumentHead() {
  // Where the visit opened: read in the first render (on the server too), so a tap that comes
  // before the hydrated head below has mounted still counts as a route change.
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  // The server wrote the page's head into its HTML, so nothing of the head's is rendered until
  // the page has hydrated.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? <HeadInBrowser firstPath={firstPath} pathname={pathname} /> : null;
}

function HeadInBrowser({ firstPath, pathname }: { firstPath: string; pathname: string }) {
  // Only the build marks the title it writes; the template's title has no mark.
  const [builtHead] = useState(() => document.head.querySelector(`title[${HEAD_ATTRIBUTE}]`) !== null);
  // The browser reads out the title of the page a visit opens on; every later page is said here,
  // a redirect on arrival (to the login page, say) included.
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== firstPath) setNavigated(true);
  return (
    // In the page before anything is said in it, so that screen readers listen to it.
    <Box aria-live="polite" aria-atomic="true" data-testid="route-announcer" sx={visuallyHiddenSx}>
      {(navigated || !builtHead) && (
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
