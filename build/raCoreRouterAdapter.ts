// Puts the panel's react-router adapter (src/lib/shims/reactRouterProvider.ts) in the place of
// ra-core's own, which carries a data router the panel never creates (see that file).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ADAPTER = fileURLToPath(new URL('../src/lib/shims/reactRouterProvider.ts', import.meta.url));

export function raCoreRouterAdapter(): Plugin {
  return {
    name: 'ra-core-router-adapter',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromRaCoreRouting = importer?.replaceAll('\\', '/').includes('/ra-core/dist/routing/');
      return fromRaCoreRouting && source === './adapters/reactRouterProvider.js' ? ADAPTER : null;
    },
  };
}
