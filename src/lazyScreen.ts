// Resource screens and custom pages load on demand, so opening `/` downloads only the layout,
// ra-core and the dashboard. The screens export by name; React.lazy wants a default export.
import { createElement, lazy, type ComponentType } from 'react';

/**
 * `name` of the module `load` imports, fetched the first time it renders (or earlier, once the
 * app is idle: see preloadScreens). The layout's <Suspense> shows progress meanwhile.
 */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  preloaders.push(load);
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * The same, for a screen still drawn with MUI: its theme (layout/mui/MuiScreen) comes in with
 * it, so MUI is downloaded and run only where such a screen is shown.
 */
export function lazyMuiScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  const loadWithTheme = () => Promise.all([load(), import('./layout/mui/MuiScreen')]);
  preloaders.push(loadWithTheme);
  return lazy(async () => {
    const [module, { MuiScreen }] = await loadWithTheme();
    const Screen = module[name];
    return { default: () => createElement(MuiScreen, null, createElement(Screen)) };
  });
}

const preloaders: (() => Promise<unknown>)[] = [];

/** Fetches every screen's code, one after another, so a later click finds it in the cache. */
export async function preloadScreens(): Promise<void> {
  for (const load of preloaders) {
    try {
      await load();
    } catch {
      // Offline or a new deploy: the screen is fetched (and its failure shown) when opened.
    }
  }
}
