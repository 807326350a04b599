import type { EmotionCache } from '@emotion/cache';
import { BrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import type { I18n } from '@/i18n';
import type { AppStore } from '@/store/store';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './routes';
import { PageCommittedContext, useStoredStateRestored } from './storedStateAfterHydration';

interface AppProps {
  store: AppStore;
  i18n: I18n;
  emotionCache: EmotionCache;
  /** Called when a page has committed: hydrated, on a server-rendered page. */
  onPageCommitted?: () => void;
  /**
   * Where a page that hydrates server HTML reads its stored state: until it has, the page keeps its
   * server form. Without it, the stored state is in before the first render.
   */
  persistor?: Persistor;
}

/**
 * The site in the browser. The build renders the same tree with a static router
 * (entry-server.tsx), so the two agree when the browser hydrates a page.
 *
 * The declarative router: the site uses no loaders, actions or fetchers, and the data router
 * would add their code to the first load of every page. A route change renders in one go rather
 * than as a transition: each page mounts a Suspense boundary of its own (see RootLayout), so a
 * first visit shows the page loader either way.
 */
export function App({ store, i18n, emotionCache, onPageCommitted, persistor }: AppProps) {
  const asServerRendered = !useStoredStateRestored(persistor);
  return (
    <ErrorBoundary>
      <AppProviders store={store} i18n={i18n} emotionCache={emotionCache} asServerRendered={asServerRendered}>
        <PageCommittedContext value={onPageCommitted}>
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
        </PageCommittedContext>
      </AppProviders>
    </ErrorBoundary>
  );
}
