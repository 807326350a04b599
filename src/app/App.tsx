import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from '@/store/store';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './routes';

/**
 * The declarative router: the site uses no loaders, actions or fetchers, and the data router
 * would add 16 KB gzip to the first load of every page.
 *
 * A route change renders in one go rather than as a transition. A transition is cut into 5 ms
 * slices with frames of the old page in between: on a phone-speed CPU (4x slower) the new page
 * painted about a third later. Holding the old page while new code loads, the transition's other
 * gift, never applied here: each page mounts a Suspense boundary of its own (see RootLayout), so a
 * first visit shows the page loader either way.
 */
export function App({ store }: { store: AppStore }) {
  return (
    <ErrorBoundary>
      <AppProviders store={store}>
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </ErrorBoundary>
  );
}
