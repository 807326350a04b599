import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE, type PersistorOptions } from 'redux-persist';
import { env } from '@/config/env';
import { api } from './api';
import { loggedOut } from './authSlice';
import { rootReducer, type RootState } from './rootReducer';

export type { RootState };

/** Builds a fresh store: one for the app, one per test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's actions carry functions by design.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware)
        .concat(api.middleware),
    devTools: env.isDev,
  });
  // Whatever the way a session ends, nothing cached for that user survives it: the next person
  // on this browser must not see it.
  listener.startListening({
    actionCreator: loggedOut,
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });
  setupListeners(store.dispatch);
  return store;
}

/**
 * Reads and writes browser storage for the persisted slices; once the stored state is back in the
 * store, `onRestored` runs and the persistor reports itself bootstrapped. With `manual`, nothing is read
 * until `persistor.persist()`: a page that hydrates server HTML calls it after its first commit,
 * so that commit renders what the server rendered. Storage is read once, for the reducers the store
 * has then: a feature's persisted slice must be injected before (the app imports them all first).
 */
export function startPersistence(
  store: AppStore,
  { manual = false, onRestored }: { manual?: boolean; onRestored?: () => void } = {},
) {
  // redux-persist 6 reads `manualPersist`, though its types do not list it.
  const options = { manualPersist: manual } as PersistorOptions;
  return persistStore(store, options, onRestored);
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
