import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Persistor } from 'redux-persist';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import { makeStore, startPersistence } from './store/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = makeStore();
const persistor = startPersistence(store);

const restored = (persistor: Persistor) =>
  new Promise<void>((resolve) => {
    const done = () => persistor.getState().bootstrapped;
    if (done()) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve();
    });
  });

// The first render is the whole page: stored state is back and the page's code is here. A
// prerendered page stays on screen until then, instead of giving way to a loading spinner.
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page (the snapshot is on screen meanwhile).
void Promise.all([restored(persistor), preloadRoute(window.location.pathname).catch(() => undefined)]).then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} persistor={persistor} />
      </StrictMode>,
    );
  });
});
