import type { EmotionCache } from '@emotion/cache';
import { useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import type { I18n } from '@/i18n';
import type { AppStore } from '@/store/store';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';
import { PageCommittedContext } from './pageCommitted';
import { AppRoutes } from './routes';

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

const alreadyRestored: Pick<Persistor, 'subscribe' | 'getState'> = {
  subscribe: () => () => undefined,
  getState: () => ({ registry: [], bootstrapped: true }),
};

function useStoredStateRestored(persistor: Pick<Persistor, 'subscribe' | 'getState'> = alreadyRestored) {
  // While hydrating, React reads the third function: the server had no stored state.
  return useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
    () => false,
  );
}

/**
 * The site in the browser. The build renders the same tree with a static router
 * (entry-server.tsx), so the two agree when the browser hydrates a page.
 *
 * The declarative router: the site uses no loaders, actions or fetchers, and the data router
 * would add 16 KB gzip to the first load of every page. A route change renders in one go rather
 * than as a transition: each page mounts a Suspense boundary of its own (see RootLayout), so a
 * first visit shows the page loader either way.
 */
export function App({ store, i18n, emotionCache, onPageCommitted, persistor }: AppProps) {
  const serverForm = !useStoredStateRestored(persistor);
  return (
    <ErrorBoundary>
      <AppProviders store={store} i18n={i18n} emotionCache={emotionCache} serverForm={serverForm}>
        <PageCommittedContext value={onPageCommitted}>
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
        </PageCommittedContext>
      </AppProviders>
    </ErrorBoundary>
  );
}
