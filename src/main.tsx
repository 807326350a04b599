import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { nextTask } from './lib/nextTask';
import { reloadOnStaleChunk } from './lib/reloadOnStaleChunk';

/**
 * The app's code arrives as stages (tools/bootStages.ts), fetched together and evaluated one task
 * each: on a slow phone one task for the whole shell held the main thread for most of a second.
 */
async function boot(container: HTMLElement) {
  const { appTheme } = await import('./theme/theme');
  // Evaluating the styling code and building the theme are a task each; so are evaluating Redux's
  // libraries and the store's own code (RTK Query's createApi is most of the latter), making the
  // store and restoring its stored state.
  await nextTask();
  appTheme();
  await nextTask();
  await import('@reduxjs/toolkit/query/react');
  await nextTask();
  const { makeStore, startPersistence } = await import('./store/store');
  await nextTask();
  const store = makeStore();
  await nextTask();
  const restored = new Promise<void>((resolve) => {
    startPersistence(store, resolve);
  });
  await nextTask();
  const [{ App }, { preloadRoute }] = await Promise.all([import('./app/App'), import('./app/routes')]);
  await nextTask();
  // The first render is the whole page: stored state is back (so a learner who reloads a guarded
  // page is not bounced to /login) and the page's code (and, for some pages, data) is here. A
  // prerendered page stays on screen until then, instead of giving way to a loading spinner.
  await Promise.all([restored, preloadRoute(window.location.pathname, store.dispatch).catch(() => undefined)]);
  // The page's code or data has just arrived, in a task of its own: the render starts in the next.
  await nextTask();
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (the snapshot is on screen meanwhile).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
}

reloadOnStaleChunk();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void boot(container);
