// Resource screens and custom pages load on demand, so opening `/` downloads only the layout,
// react-admin and the dashboard. The screens export by name; React.lazy wants a default export.
import { lazy, type ComponentType } from 'react';

/**
 * `name` of the module `load` imports, fetched the first time it renders. It needs no
 * <Suspense> of its own: react-admin's <Layout> (our AppLayout) wraps every route in one whose
 * fallback is its translated <Loading/>, and keeps the menu and app bar on screen meanwhile.
 */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
