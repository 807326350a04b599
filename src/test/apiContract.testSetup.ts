/**
 * What the API contract tests (apiContract.*.test.ts) share: a fresh store for each test, and a
 * way to run one endpoint of the school's API (docs/api.md) against the demo API.
 */
import type { ApiError } from '@/store/apiError';
import { makeStore, type AppStore } from '@/store/store';

type Outcome<T> = { data?: T; error?: unknown };

/** Runs an endpoint and returns `{ data }` or `{ error }` as a screen would see them. */
export async function run<T>(store: AppStore, thunk: unknown): Promise<{ data?: T; error?: ApiError }> {
  const action = store.dispatch(thunk as Parameters<AppStore['dispatch']>[0]) as unknown as Promise<Outcome<T>> & {
    unsubscribe?: () => void;
  };
  const result = await action;
  action.unsubscribe?.();
  return { data: result.data, error: result.error as ApiError | undefined };
}

export let store: AppStore;
beforeEach(() => {
  store = makeStore();
});
