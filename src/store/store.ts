import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { env } from '@/config/env';
import { api } from './api';
import { loggedOut } from './authSlice';
import { persistedReducers } from './persistence';

/**
 * Combined with each store rather than when this module loads: combining calls every reducer to
 * check it, building each slice's for the first time, which at boot then happens in makeStore's
 * task instead of lengthening the store code's evaluation.
 */
const combineRootReducer = () =>
  combineReducers({
    [api.reducerPath]: api.reducer,
    ...persistedReducers,
  });

export type RootState = ReturnType<ReturnType<typeof combineRootReducer>>;

/** Builds a fresh store: one for the app, one per test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: combineRootReducer(),
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
