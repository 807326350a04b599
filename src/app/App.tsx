import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { makeStore, startPersistence } from '@/store/store';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';
import { routes } from './routes';

export function App() {
  const [{ store, persistor, router }] = useState(() => {
    const store = makeStore();
    return { store, persistor: startPersistence(store), router: createBrowserRouter(routes) };
  });
  return (
    <ErrorBoundary>
      <AppProviders store={store} persistor={persistor}>
        <RouterProvider router={router} />
      </AppProviders>
    </ErrorBoundary>
  );
}
