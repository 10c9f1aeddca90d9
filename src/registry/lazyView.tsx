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
 * How many times the admin has asked to try again (the layout's error boundary counts). React
 * keeps a lazy component's failure for good, so a view whose code failed to download is made
 * anew once this count has grown since the failure, and only then: never in a loop of its own.
 */
export const RetryCountContext = createContext(0);

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
  const attempt = (retries: number) => {
    const state = { retries, failed: false, Screen: undefined as unknown as ComponentType };
    state.Screen = lazy(async () => {
      try {
        await loadView(view);
        return { default: ready()! };
      } catch (error) {
        state.failed = true;
        throw error;
      }
    });
    return state;
  };
  let current = attempt(0);
  function LazyView() {
    const retries = useContext(RetryCountContext);
    const Screen = ready();
    if (Screen) return <Screen />;
    if (current.failed && retries > current.retries) current = attempt(retries);
    return <current.Screen />;
  }
  components.set(view, LazyView);
  return LazyView;
}
