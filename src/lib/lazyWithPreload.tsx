import { lazy, type ComponentType, type JSXElementConstructor } from 'react';

/** The props of a module's default export. */
type PropsOf<Module> = Module extends { default: JSXElementConstructor<infer Props> } ? Props : never;

/**
 * React.lazy with a `preload` that fetches the code ahead of the first render. Once the code is
 * here (preloaded, or after a render that suspended) the component renders at once: a render never
 * shows the Suspense fallback for code that has already arrived.
 */
export function lazyWithPreload<Module extends { default: JSXElementConstructor<never> }>(load: () => Promise<Module>) {
  type Props = PropsOf<Module> & object;
  let Loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((module) => {
      Loaded = module.default as ComponentType<Props>;
      return module;
    });
  const Lazy = lazy(() => preload().then((module) => ({ default: module.default as ComponentType<Props> })));
  const Component = (props: Props) => {
    const Shown = Loaded ?? Lazy;
    return <Shown {...props} />;
  };
  return Object.assign(Component, { preload });
}
