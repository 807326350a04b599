import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { env } from '@/config/env';
import { api } from './api';
import { loggedOut } from './authSlice';
import { persistedReducers } from './persistence';

export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  ...persistedReducers,
});

export type RootState = ReturnType<typeof rootReducer>;

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
  // Whatever the way a session ends, nothing cached for that user survives it (ruling 6).
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
 * Starts reading and writing browser storage for the persisted slices; `onRestored` runs once the
 * stored state is back in the store.
 */
export const startPersistence = (store: AppStore, onRestored?: () => void) => persistStore(store, undefined, onRestored);

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
