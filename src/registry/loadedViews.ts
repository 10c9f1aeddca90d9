// The declared views whose code has been downloaded and run, by their loader. Plain (no React),
// so that the start-up can begin loading the first screen's view before the app has arrived.
import type { ComponentType } from 'react';
import type { View } from './types';

const loaded = new Map<View, ComponentType>();

/** Downloads and runs a view's code ahead of its first drawing (once; a failure may be retried). */
export async function loadView(view: View): Promise<void> {
  if (!loaded.has(view)) loaded.set(view, await view());
}

/** The view's component, when its code is already in hand. */
export const loadedView = (view: View): ComponentType | undefined => loaded.get(view);
