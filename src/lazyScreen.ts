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
  type FunctionComponent,
} from 'react';

/** Called by every screen once it has rendered (after its own effects, so its reads have begun). */
export const ScreenShownContext = createContext<() => void>(() => undefined);

/**
 * How many times the admin has asked to try again (the layout's error boundary counts). React
 * keeps a lazy component's failure for good, so a screen whose code failed to download is made
 * anew once this count has grown since the failure, and only then: never in a loop of its own.
 */
export const RetryCountContext = createContext(0);

function shownOnce(Screen: ComponentType): ComponentType {
  function Shown() {
    const shown = useContext(ScreenShownContext);
    useEffect(() => shown(), [shown]);
    return createElement(Screen);
  }
  Shown.displayName = `Shown(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return Shown;
}

type ScreenModule = Record<string, ComponentType>;

/** The screen modules already downloaded and run, by their loader. */
const loadedModules = new Map<() => Promise<unknown>, ScreenModule>();

/**
 * Downloads and runs a screen's module ahead of its first render (the start-up does, for the
 * screen a visit opens on), so that the screen then renders at once instead of suspending.
 */
export async function loadScreenModule(load: () => Promise<unknown>): Promise<void> {
  loadedModules.set(load, (await load()) as ScreenModule);
}

/** `name` of the module `load` imports, as a component that renders once the module is there. */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): FunctionComponent {
  let Ready: ComponentType | undefined;
  const ready = () => {
    const module = loadedModules.get(load);
    if (!Ready && module) Ready = shownOnce(module[name]);
    return Ready;
  };
  const attempt = (retries: number) => {
    const state = { retries, failed: false, Screen: undefined as unknown as ComponentType };
    state.Screen = lazy(async () => {
      try {
        await loadScreenModule(load);
        return { default: ready()! };
      } catch (error) {
        state.failed = true;
        throw error;
      }
    });
    return state;
  };
  let current = attempt(0);
  function LazyScreen() {
    const retries = useContext(RetryCountContext);
    const Screen = ready();
    if (Screen) return createElement(Screen);
    if (current.failed && retries > current.retries) current = attempt(retries);
    return createElement(current.Screen);
  }
  LazyScreen.displayName = `LazyScreen(${name})`;
  return LazyScreen;
}
