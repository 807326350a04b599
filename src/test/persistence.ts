import { waitFor } from '@testing-library/react';
import type { Persistor } from 'redux-persist';
import { makeStore, startPersistence, type AppStore } from '@/store/store';

const running = new Set<Persistor>();

/**
 * Persists a test's store to the (jsdom) browser storage. redux-persist writes on a timer and our
 * storage reads a task later, so a store left running can write over the storage the next test
 * has just prepared, before that test's store reads it. Each one is drained and stopped after its
 * test (the hook below applies to every test file that imports this one).
 */
export function startTestPersistence(store: AppStore, { manual = false }: { manual?: boolean } = {}) {
  const persistor = startPersistence(store, { manual });
  running.add(persistor);
  return persistor;
}

/** A new store with what the browser storage holds restored into it, as after a page load. */
export async function restoredTestStore() {
  const store = makeStore();
  const persistor = startTestPersistence(store);
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return { store, persistor };
}

afterEach(async () => {
  for (const persistor of running) {
    await persistor.flush();
    persistor.pause();
  }
  running.clear();
});
