// The declared views as React components: each renders once its code has arrived, the layout's
// <Suspense> showing progress meanwhile, and tells the layout when it has rendered
// (ScreenShownContext), which then lets the idle work begin. A view whose code was loaded ahead
// (loadedViews.ts: the start-up does, for the screen a visit opens on) renders at once, without
// suspending: React holds back a revealed fallback's content for up to 300 ms.
import {
  createContext,
  lazy,
  memo,
  useContext,
  useEffect,
  type ComponentType,
  type FunctionComponent,
} from 'react';
import { loadedView, loadView } from './loadedViews';
import type { View } from './types';

/** Called by every screen once it has rendered (after its own effects, so its reads have begun). */
export const ScreenShownContext = createContext<() => void>(() => undefined);

/**
 * A screen's code could not be downloaded. Trying again in the same page is not enough: a
 * browser may keep a failed dynamic import of a module's address for the page's life (Chromium
 * 150 does), and after a deploy the old file is gone anyway. The layout's retry reloads the page
 * at the same address instead (layout/ErrorBoundary.tsx).
 */
export class ScreenCodeUnavailable extends Error {
  override name = 'ScreenCodeUnavailable';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

function shownOnce(Screen: ComponentType): ComponentType {
  // A screen has no props: the layout and the routes around it drawn again (ra-core sets its
  // routes once more right after the first drawing) do not draw it again; only what it reads
  // (its data, the address, the router's context) does.
  const Drawn = memo(Screen);
  function Shown() {
    const shown = useContext(ScreenShownContext);
    useEffect(() => shown(), [shown]);
    return <Drawn />;
  }
  Shown.displayName = `Shown(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return Shown;
}

const components = new Map<View, FunctionComponent>();

/** The component that draws `view` (one per view, so routes keep their state across renders). */
export function lazyView(view: View): FunctionComponent {
  const known = components.get(view);
  if (known) return known;
  let Ready: ComponentType | undefined;
  const ready = () => {
    const Screen = loadedView(view);
    if (!Ready && Screen) Ready = shownOnce(Screen);
    return Ready;
  };
  const Loading = lazy(async () => {
    try {
      await loadView(view);
    } catch (error) {
      throw new ScreenCodeUnavailable(error);
    }
    return { default: ready()! };
  });
  function LazyView() {
    const Screen = ready();
    return Screen ? <Screen /> : <Loading />;
  }
  components.set(view, LazyView);
  return LazyView;
}
