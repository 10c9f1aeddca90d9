// What the Vite build does only for load time (vite.config.ts spreads these in): lighter modules
// in the place of some of ra-core's and node-polyglot's imports, and how the chunks are cut and
// named. ra-core's own code is unchanged; only where an import leads. See README.md here for what
// each one buys and how to remove it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin, Rollup } from 'vite';
import {
  ADMIN_CHUNK_NAME,
  ADMIN_ENTRY_SOURCE,
  MAIN_ENTRY_SOURCE,
  START_CHUNK_NAME,
} from './pageContract';

// Each stand-in named by its own literal path, which the lint's unused-file check follows.
const shim = (url: URL) => fileURLToPath(url);

/** [importing module of ra-core, what it imports] -> the module that answers instead. */
export const RA_CORE_SHIMS: { importer: string; source: string; replacement: string }[] = [
  // Its react-router adapter without the hash data router the panel never creates.
  {
    importer: 'ra-core/dist/routing/',
    source: './adapters/reactRouterProvider.js',
    replacement: shim(new URL('./shims/reactRouterProvider.ts', import.meta.url)),
  },
  // Its default CSV exporter's jsonexport, fetched on the first export.
  {
    importer: 'ra-core/dist/export/defaultExporter.js',
    source: 'jsonexport/dist/index.js',
    replacement: shim(new URL('./shims/lazyJsonexport.ts', import.meta.url)),
  },
  // inflection, asked only for fallback names the catalogues always give.
  {
    importer: 'ra-core/dist/',
    source: 'inflection',
    replacement: shim(new URL('./shims/inflection.ts', import.meta.url)),
  },
  // query-string, whose parse and stringify of the list's address URLSearchParams does.
  {
    importer: 'ra-core/dist/',
    source: 'query-string',
    replacement: shim(new URL('./shims/queryString.ts', import.meta.url)),
  },
];

export function raCoreShims(): Plugin {
  return {
    name: 'ra-core-shims',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const from = importer.split(path.sep).join('/');
      const found = RA_CORE_SHIMS.find(
        (entry) => entry.source === source && from.includes(entry.importer),
      );
      return found?.replacement ?? null;
    },
  };
}

export const SPEED_ALIASES: Alias[] = [
  // node-polyglot's polyfill of what every supported browser has.
  {
    find: 'object.entries',
    replacement: shim(new URL('./shims/objectEntries.ts', import.meta.url)),
  },
  // node-polyglot's own-property check, without its function-bind polyfill.
  { find: /^hasown$/, replacement: shim(new URL('./shims/hasown.ts', import.meta.url)) },
  // ra-core's deep comparisons, as dequal.
  {
    find: /^lodash\/isEqual(\.js)?$/,
    replacement: shim(new URL('./shims/isEqual.ts', import.meta.url)),
  },
  // ra-core requires lodash's CommonJS files one by one; lodash-es is the same code as ES
  // modules, without a CommonJS wrapper around each.
  { find: /^lodash\/(.*?)(\.js)?$/, replacement: 'lodash-es/$1.js' },
];

/**
 * ra-core's forms and record editing, and react-hook-form under them: the admin app reaches them
 * only through ra-core's index, which re-exports everything, while only the screens with a form
 * use them. A manual chunk takes in every module its modules import, so they are given a chunk
 * of their own, which only those screens load.
 */
const FORM_MODULES =
  /\/node_modules\/(react-hook-form\/|ra-core\/dist\/(form|controller\/(edit|create|input))\/)/;
const FORMS_CHUNK_NAME = 'forms';

/** Every module `root` imports statically, itself included, less the forms' (FORM_MODULES). */
function staticGraph(root: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || FORM_MODULES.test(id)) return;
    seen.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(root);
  return seen;
}

/**
 * Two chunks by what loads them: everything the start-up (main.ts) imports, and the admin app's
 * whole static graph less that. The screens are imported from the start-up's registry, so Rollup
 * cannot know that the admin app is always there before a screen; left to itself it cuts the code
 * they share into a dozen small chunks, each a request that holds one of the browser's six
 * connections while the first screen's data waits for one. (A module of neither stays where
 * Rollup puts it: the screens' own and the lazy parts'.)
 */
function startAndAdminChunks(): Rollup.GetManualChunk {
  let graphs: { start: Set<string>; admin: Set<string> } | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!graphs) {
      const ids = [...getModuleIds()];
      const graphOf = (source: string) => {
        const root = ids.find((module) => module.endsWith(`/${source}`));
        return root ? staticGraph(root, getModuleInfo) : new Set<string>();
      };
      graphs = { start: graphOf(MAIN_ENTRY_SOURCE), admin: graphOf(ADMIN_ENTRY_SOURCE) };
    }
    if (FORM_MODULES.test(id)) return FORMS_CHUNK_NAME;
    if (graphs.start.has(id)) return START_CHUNK_NAME;
    return graphs.admin.has(id) ? ADMIN_CHUNK_NAME : null;
  };
}

/** Rollup's output options: fewer chunks. */
export const speedOutput = () => ({
  manualChunks: startAndAdminChunks(),
  // Chunks under 8 kB (before compression) are merged into a chunk always loaded with them: on
  // a slow network each file is another round trip and one of the browser's six connections.
  experimentalMinChunkSize: 8_000,
});
