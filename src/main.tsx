import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import { makeStore, startPersistence } from './store/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = makeStore();
const restored = new Promise<void>((resolve) => {
  startPersistence(store, resolve);
});

// The first render is the whole page: stored state is back (so a learner who reloads a guarded
// page is not bounced to /login) and the page's code (and, for some pages, data) is here. A
// prerendered page stays on screen until then, instead of giving way to a loading spinner.
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page (the snapshot is on screen meanwhile).
void Promise.all([restored, preloadRoute(window.location.pathname, store.dispatch).catch(() => undefined)]).then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
});
