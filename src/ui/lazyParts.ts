// Parts of the design system that only an interaction shows (dialogs, menus, the range field's
// calendar): their code, mostly radix-ui's, is fetched the first time one is needed, or before
// that once the app is idle (layout/AppLayout.tsx calls preloadLazyParts), so that a click
// rarely waits for it. The screens' first drawing does not wait for any of it.
import { lazy, useState, type ComponentType } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

/** A component whose module is fetched on first render (a default export). */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  loaders.push(load);
  return lazy(load);
}

/** Fetches every lazy part, one after another; a failure waits for the part's first use. */
export async function preloadLazyParts(): Promise<void> {
  for (const load of loaders) await load().catch(() => undefined);
}

/** True from the first render with `open` on: the part is then mounted for good. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
