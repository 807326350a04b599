import { BrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import type { AppStore } from '@/store/store';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './routes';

/**
 * The declarative router: the site uses no loaders, actions or fetchers, and the data router
 * would add 16 KB gzip to the first load of every page.
 */
export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <ErrorBoundary>
      <AppProviders store={store} persistor={persistor}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </ErrorBoundary>
  );
}
