import { lazy, type ComponentType, type JSXElementConstructor } from 'react';

/** The props of a module's default export. */
type PropsOf<Module> = Module extends { default: JSXElementConstructor<infer Props> } ? Props : never;

/**
 * A lazily loaded module that could not be fetched: the learner is offline, the server is gone,
 * or a redeploy removed the file. Only the part that needed it fails (see LoadBoundary).
 */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the site could not be loaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * Runs a dynamic import, unless the browser knows it has no connection (a server has no navigator):
 * then it rejects without a fetch. A browser keeps a module that failed to load failed for the
 * page's life, and every module that imports it, so a try offline would spoil the retry once the
 * connection is back.
 */
export function importUnlessOffline<Module>(load: () => Promise<Module>): Promise<Module> {
  return globalThis.navigator?.onLine === false ? Promise.reject(new Error('The browser is offline.')) : load();
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

/**
 * Lazy components whose code failed to load. React.lazy keeps a failed load forever, so each of
 * them gets a fresh lazy component when a retry is asked for (and not before: rendering again
 * on its own after a failure would retry in a loop while offline).
 */
const failed = new Set<() => void>();

/**
 * Keeps a failed load failed until a retry is asked for, then runs `renew` (for loads other than
 * lazy components' own, such as a catalogue's).
 */
export function renewOnRetry(renew: () => void) {
  failed.add(renew);
}

/** Lets every lazy component whose code failed try again the next time it renders. */
export function retryFailedLoads() {
  const renewals = [...failed];
  failed.clear();
  renewals.forEach((renew) => renew());
}

/**
 * React.lazy with a `preload` that fetches the code ahead of the first render. Once the code is
 * here (preloaded, or after a render that suspended) the component renders at once: a render never
 * shows the Suspense fallback for code that has already arrived. A failed load rejects with a
 * ChunkLoadError, and loads again after `retryFailedLoads`.
 */
export function lazyWithPreload<Module extends { default: JSXElementConstructor<never> }>(load: () => Promise<Module>) {
  type Props = PropsOf<Module> & object;
  let Loaded: ComponentType<Props> | undefined;
  const preload = () =>
    importUnlessOffline(load).then(
      (module) => {
        Loaded = module.default as ComponentType<Props>;
        return module;
      },
      (error: unknown) => {
        throw new ChunkLoadError(error);
      },
    );
  const renew = () => {
    Lazy = makeLazy();
  };
  const makeLazy = () =>
    lazy(() =>
      preload().then(
        (module) => ({ default: module.default as ComponentType<Props> }),
        (error: unknown) => {
          failed.add(renew);
          throw error;
        },
      ),
    );
  let Lazy = makeLazy();
  const Component = (props: Props) => {
    const Shown = Loaded ?? Lazy;
    return <Shown {...props} />;
  };
  return Object.assign(Component, { preload });
}
