import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from '@/store/store';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './routes';

/**
 * The declarative router: the site uses no loaders, actions or fetchers, and the data router
 * would add 16 KB gzip to the first load of every page.
 */
export function App({ store }: { store: AppStore }) {
  return (
    <ErrorBoundary>
      <AppProviders store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </ErrorBoundary>
  );
}
