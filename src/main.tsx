import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createEmotionCache } from './app/createEmotionCache';
import { preloadRoute } from './app/routes';
import { serverStateText, type ServerState } from './app/serverState';
import { holdStoredState } from './app/storedStateAfterHydration';
import { SESSION_ASK_MS } from './config/constants';
import { languageOfPath } from './config/languages';
import { createI18n, loadNamespaces } from './i18n';
import { reloadOnStaleChunk } from './lib/reloadOnStaleChunk';
import { serverStateLoaded } from './store/api';
import { makeStore, startPersistence } from './store/store';
import { connectTabSession } from './store/tabSession';

async function boot(container: HTMLElement) {
  const emotionCache = createEmotionCache();
  const serverState = serverStateText(document);
  const { pathname } = window.location;
  const lang = languageOfPath(pathname);
  const i18n = createI18n(lang);

  if (serverState) {
    // A page rendered at build time: the store starts from the API answers it was rendered with,
    // and the browser's stored state (session, progress, promo flag) is read only once the page
    // has hydrated, so that hydration sees what the server rendered. The page's code comes first,
    // so hydration does not stop at a page that is still loading.
    // The catalogues it was rendered with come first too, so it hydrates in the same words.
    const store = makeStore();
    const { namespaces = [], ...cache } = JSON.parse(serverState) as ServerState;
    store.dispatch(serverStateLoaded(cache));
    // Once this tab's own session is read, the other open tabs share theirs if it has none.
    const { persistor, readIn } = holdStoredState(store, () => void connectTabSession(store).answered(SESSION_ASK_MS));
    await Promise.all([preloadRoute(pathname, store.dispatch, i18n), loadNamespaces(i18n, lang, namespaces)]).catch(
      () => undefined,
    );
    // In a transition, hydration yields to the browser: the server's HTML paints at once and
    // input is handled while the page's components attach, instead of behind one long task.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App store={store} i18n={i18n} emotionCache={emotionCache} onPageCommitted={readIn} persistor={persistor} />
        </StrictMode>,
        {
          // Reported as React does by default; the page was rendered afresh where its HTML did not
          // match, so the stored state can come in now.
          onRecoverableError: (error) => {
            reportError(error);
            readIn();
          },
        },
      );
    });
    return;
  }

  // The shell page (a learner's pages): the session decides what the page shows, so it is read
  // before the first render (this tab's own, else one an open tab shares), and the page's code and
  // catalogues with it.
  const store = makeStore();
  await new Promise<void>((resolve) => {
    startPersistence(store, { onRestored: resolve });
  });
  await connectTabSession(store).answered(SESSION_ASK_MS);
  await preloadRoute(pathname, store.dispatch, i18n).catch(() => undefined);
  createRoot(container).render(
    <StrictMode>
      <App store={store} i18n={i18n} emotionCache={emotionCache} />
    </StrictMode>,
  );
}

reloadOnStaleChunk();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void boot(container);
