// Screens as lazy components: each renders once its code has arrived (boot/screens.ts says when
// that code is fetched), the layout's <Suspense> showing progress meanwhile. A screen that has
// rendered tells the layout (ScreenShownContext), which then lets the idle work begin. The
// screens export by name; React.lazy wants a default export.
import {
  createContext,
  createElement,
  lazy,
  useContext,
  useEffect,
  type ComponentType,
} from 'react';

/** Called by every screen once it has rendered (after its own effects, so its reads have begun). */
export const ScreenShownContext = createContext<() => void>(() => undefined);

function shownOnce(Screen: ComponentType): ComponentType {
  function Shown() {
    const shown = useContext(ScreenShownContext);
    useEffect(() => shown(), [shown]);
    return createElement(Screen);
  }
  Shown.displayName = `Shown(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return Shown;
}

/** `name` of the module `load` imports, as a component that renders once the module is there. */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: shownOnce((await load())[name]) }));
}
