import { type ComponentType, createElement, lazy } from 'react';

/** A page whose code loads on demand, and can be loaded ahead of rendering. */
export type LazyPage = ComponentType & { preload(): Promise<void> };

/**
 * Like React.lazy, but `preload()` resolves the module first so the page then renders without suspending.
 * The browser preloads the current page before hydrating: a lazy page that suspended during hydration would
 * leave the server's form inputs inert for a moment, and whatever a visitor typed then would be lost.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let chosen: ComponentType | undefined;
  const Lazy = lazy(load);
  // Chosen once, at first render: switching from Lazy to the module later would remount the page and lose its state.
  const render = () => createElement((chosen ??= loaded ?? Lazy));
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  return Object.assign(render, { preload });
}
