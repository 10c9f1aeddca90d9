// The declared views whose code has been downloaded and run, by their loader. Plain (no React),
// so that the start-up can begin loading the first screen's view before the app has arrived.
import type { ComponentType } from 'react';
import type { View } from './types';

const loaded = new Map<View, ComponentType>();
const loading = new Map<View, Promise<void>>();
const failed = new Set<View>();

/**
 * Downloads and runs a view's code ahead of its first drawing: once, one download at a time for
 * every caller; a failure may be retried.
 */
export function loadView(view: View): Promise<void> {
  if (loaded.has(view)) return Promise.resolve();
  let pending = loading.get(view);
  if (!pending) {
    pending = view()
      .then(
        (component) => {
          loaded.set(view, component);
          failed.delete(view);
        },
        (error: unknown) => {
          failed.add(view);
          throw error;
        },
      )
      .finally(() => loading.delete(view));
    loading.set(view, pending);
  }
  return pending;
}

/**
 * The same ahead of need (a pointer or the focus on its menu entry, the idle work), never failing;
 * a view whose last download failed is left to its screen, which asks again and says why.
 */
export function prefetchView(view: View): Promise<void> {
  return failed.has(view) ? Promise.resolve() : loadView(view).catch(() => undefined);
}

/** The view's component, when its code is already in hand. */
export const loadedView = (view: View): ComponentType | undefined => loaded.get(view);
