import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with a `preload` that fetches the code ahead of the first render. Once the code is
 * here (preloaded, or after a render that suspended) the component renders at once: a render never
 * shows the Suspense fallback for code that has already arrived.
 */
export function lazyWithPreload<Module extends { default: ComponentType }>(load: () => Promise<Module>) {
  let Loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  const Component = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(Component, { preload });
}
