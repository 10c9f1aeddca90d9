// Some of ra-core's modules take, in the browser build, a lighter stand-in for what they import
// (ra-core's own code is unchanged; only where an import leads). Each costs every signed-in
// screen script that the panel never runs or runs rarely:
// - ra-core's react-router adapter creates a hash data router where the app has none; the
//   panel always has its BrowserRouter (src/lib/shims/reactRouterProvider.ts).
// - ra-core's default CSV exporter imports jsonexport, which every list then downloads; the
//   stand-in fetches it on the first export (src/lib/shims/lazyJsonexport.ts).
// - ra-core asks inflection only for fallback names of resources and fields, which the
//   catalogues always give (src/lib/shims/inflection.ts).
// - ra-core reads and writes the list's address with query-string; URLSearchParams does the
//   same (src/lib/shims/queryString.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = (file: string) => fileURLToPath(new URL(`../src/lib/shims/${file}`, import.meta.url));

/** [importing module of ra-core, what it imports] -> the module that answers instead. */
const SHIMS: { importer: string; source: string; replacement: string }[] = [
  {
    importer: 'ra-core/dist/routing/',
    source: './adapters/reactRouterProvider.js',
    replacement: shim('reactRouterProvider.ts'),
  },
  {
    importer: 'ra-core/dist/export/defaultExporter.js',
    source: 'jsonexport/dist/index.js',
    replacement: shim('lazyJsonexport.ts'),
  },
  { importer: 'ra-core/dist/', source: 'inflection', replacement: shim('inflection.ts') },
  { importer: 'ra-core/dist/', source: 'query-string', replacement: shim('queryString.ts') },
];

export function raCoreShims(): Plugin {
  return {
    name: 'ra-core-shims',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const from = importer.split(path.sep).join('/');
      const found = SHIMS.find((entry) => entry.source === source && from.includes(entry.importer));
      return found?.replacement ?? null;
    },
  };
}
