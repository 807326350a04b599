import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { makeStore, startPersistence } from '@/store/store';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './routes';

/**
 * The declarative router: the site uses no loaders, actions or fetchers, and the data router
 * would add 16 KB gzip to the first load of every page.
 */
export function App() {
  const [{ store, persistor }] = useState(() => {
    const store = makeStore();
    return { store, persistor: startPersistence(store) };
  });
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
