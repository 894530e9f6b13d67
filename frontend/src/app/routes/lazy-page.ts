import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Load the page's code ahead of rendering (before hydrating the prerendered landing page). */
  preload: () => Promise<void>;
};

/**
 * Load one named export as a lazy page, so every screen is its own chunk. Once preloaded, the
 * page renders without suspending: React.lazy accepts a thenable that resolves synchronously,
 * which lets the browser hydrate prerendered HTML in one pass.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  let loaded: { default: ComponentType } | undefined;
  const loadPage = () =>
    load().then((module) => {
      loaded = { default: module[name] as ComponentType };
      return loaded;
    });
  const page = lazy(() =>
    loaded
      ? // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one resolves synchronously.
        ({ then: (resolve: (value: { default: ComponentType }) => void) => resolve(loaded!) } as Promise<{
          default: ComponentType;
        }>)
      : loadPage(),
  );
  return Object.assign(page, { preload: () => loadPage().then(() => undefined) });
}
