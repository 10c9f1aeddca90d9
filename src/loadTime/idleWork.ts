// Work that must not compete with the first screen for the network or the CPU: the other
// screens' code and the service worker (whose install downloads every file of the app). It
// begins once a screen has been drawn and its reads have settled, when the browser is idle; on a
// slow phone the screen the admin opened comes first, everything else after.
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { prefetchView } from '../registry/loadedViews';
import type { ScreenDeclaration, View } from '../registry/types';
import { preloadLazyParts } from '../ui/lazyParts';

// Should the browser never be idle (a busy page), the work still begins.
const IDLE_TIMEOUT_MS = 3000;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 500);
  return () => window.clearTimeout(timer);
}

/**
 * `screenShown` is for the screens to call once they have rendered; `idle` turns true, once,
 * after that, when no read is in flight and the browser is idle.
 */
export function useIdleWork(): { screenShown: () => void; idle: boolean } {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const [idle, setIdle] = useState(false);
  const screenShown = useCallback(() => setShown(true), []);

  useEffect(() => {
    if (!shown || idle) return;
    let cancelIdle: (() => void) | undefined;
    const settled = () => {
      if (cancelIdle || queryClient.isFetching() > 0) return;
      cancelIdle = whenIdle(() => setIdle(true));
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(settled);
    settled();
    return () => {
      unsubscribe();
      cancelIdle?.();
    };
  }, [shown, idle, queryClient]);

  return { screenShown, idle };
}

/** Every view of `screen`, as declared. */
function viewsOf(screen: ScreenDeclaration): View[] {
  if (screen.kind === 'page') return [screen.view];
  return [screen.list, screen.edit, ...Object.values(screen.routes ?? {})].filter(
    (view): view is View => view !== undefined,
  );
}

/**
 * Once idle: the dialogs' and menus' code, then every screen's, one after another, so that a
 * click finds them there.
 */
export async function preloadTheRest(screens: readonly ScreenDeclaration[]): Promise<void> {
  await preloadLazyParts();
  for (const view of screens.flatMap(viewsOf)) await prefetchView(view);
}
