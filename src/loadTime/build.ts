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
} from '../../contract/pageContract';
import { FORM_MODULES, RA_CORE_IMPORTS } from '../raCoreInternals/buildPaths';
import { SCREEN_DECLARATION } from './screenImports';

// Each stand-in named by its own literal path, which the lint's unused-file check follows.
const shim = (url: URL) => fileURLToPath(url);

/**
 * [importing module of ra-core, what it imports] -> the module that answers instead. The paths
 * inside ra-core are its build's (raCoreInternals/buildPaths.ts, checked against the installed
 * ra-core by tests/raCoreInternals/reliances.test.tsx).
 */
export const RA_CORE_SHIMS: { importer: string; source: string; replacement: string }[] = [
  // Its react-router adapter without the hash data router the panel never creates.
  {
    ...RA_CORE_IMPORTS.routerAdapter,
    replacement: shim(new URL('../raCoreInternals/reactRouterProvider.ts', import.meta.url)),
  },
  // Its default CSV exporter's jsonexport, fetched on the first export.
  {
    ...RA_CORE_IMPORTS.jsonexport,
    replacement: shim(new URL('./shims/lazyJsonexport.ts', import.meta.url)),
  },
  // inflection, asked only for fallback names the catalogues always give.
  {
    ...RA_CORE_IMPORTS.inflection,
    replacement: shim(new URL('./shims/inflection.ts', import.meta.url)),
  },
  // query-string, whose parse and stringify of the list's address URLSearchParams does.
  {
    ...RA_CORE_IMPORTS.queryString,
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

export const BYTE_ALIASES: Alias[] = [
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

/** The chunk of ra-core's forms and react-hook-form (FORM_MODULES, raCoreInternals/). */
const FORMS_CHUNK_NAME = 'forms';

/**
 * The design system's form inputs and the password rules: they take ra-core's `useInput` and
 * validators from its index, so only their place, not their imports, says that they need the
 * form code.
 */
const FORM_PARTS = /\/src\/ui\/form\/|\/src\/auth\/passwordRules\.ts$/;

/** Rollup merges a chunk smaller than this into another (`chunkOutput`). */
const MIN_CHUNK_SIZE = 8_000;

type ModuleGraph = Pick<Rollup.ManualChunkMeta, 'getModuleIds' | 'getModuleInfo'>;

/** Every module `root` imports statically, itself included, less what `stop` says to leave. */
function staticGraph(
  roots: string[],
  { getModuleInfo }: ModuleGraph,
  stop: (id: string) => boolean,
): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || stop(id)) return;
    seen.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

/** The views of each screen, by the declaration that imports them lazily. */
function screenViews({ getModuleIds, getModuleInfo }: ModuleGraph): string[][] {
  const byScreen = new Map<string, string[]>();
  for (const id of getModuleIds()) {
    for (const importer of getModuleInfo(id)?.dynamicImporters ?? []) {
      if (SCREEN_DECLARATION.test(importer))
        byScreen.set(importer, [...(byScreen.get(importer) ?? []), id]);
    }
  }
  return [...byScreen.values()];
}

/**
 * What a screen shares with a lazy part (a dialog, the calendar, the Telegram bridge) that the
 * screen's own code does not import, where Rollup would make a chunk too small to keep of it:
 * it merges such a chunk into another, and that can be the lazy part's own, which the screen
 * would then download whole (screenImports.ts stops such a build). Grouped as Rollup groups
 * them, by who imports them; a group that makes a chunk of its size is left to Rollup.
 */
function sharedWithLazyParts(
  graph: ModuleGraph,
  screens: Set<string>[],
  inApp: (id: string) => boolean,
): Set<string> {
  const views = new Set(screenViews(graph).flat());
  const users = new Map<string, string[]>();
  for (const id of graph.getModuleIds()) {
    const importers = graph.getModuleInfo(id)?.dynamicImporters ?? [];
    if (importers.length === 0 || views.has(id) || inApp(id)) continue;
    const lazyPart = staticGraph([id], graph, inApp);
    screens.forEach((screen, index) => {
      if (importers.some((importer) => screen.has(importer))) return;
      for (const module of lazyPart) {
        if (screen.has(module)) users.set(module, [...(users.get(module) ?? []), `${index}`, id]);
      }
    });
  }
  const groups = new Map<string, string[]>();
  for (const [module, of] of users) {
    const key = [...new Set(of)].sort().join('|');
    groups.set(key, [...(groups.get(key) ?? []), module]);
  }
  const size = (id: string) => graph.getModuleInfo(id)?.code?.length ?? 0;
  return new Set(
    [...groups.values()]
      .filter((modules) => modules.reduce((sum, id) => sum + size(id), 0) < MIN_CHUNK_SIZE)
      .flat(),
  );
}

interface ChunkPlan {
  start: Set<string>;
  admin: Set<string>;
  /** Screens' code that more than one screen imports, and whether it leads to form code. */
  shared: Map<string, 'admin' | 'forms'>;
}

function planChunks(graph: ModuleGraph): ChunkPlan {
  const ids = [...graph.getModuleIds()];
  const isForm = (id: string) => FORM_MODULES.test(id);
  const graphOf = (source: string) => {
    const root = ids.find((module) => module.endsWith(`/${source}`));
    return root ? staticGraph([root], graph, isForm) : new Set<string>();
  };
  const start = graphOf(MAIN_ENTRY_SOURCE);
  const admin = graphOf(ADMIN_ENTRY_SOURCE);
  const inApp = (id: string) => isForm(id) || start.has(id) || admin.has(id);
  const screens = new Map<string, number>();
  const graphs = screenViews(graph).map((views) => staticGraph(views, graph, inApp));
  for (const screen of graphs) {
    for (const id of screen) screens.set(id, (screens.get(id) ?? 0) + 1);
  }
  const withLazyParts = sharedWithLazyParts(graph, graphs, inApp);
  const leadsToForms = new Map<string, boolean>();
  const formsReached = (id: string): boolean => {
    if (leadsToForms.has(id)) return leadsToForms.get(id)!;
    leadsToForms.set(id, false);
    const reached =
      FORM_PARTS.test(id) ||
      (graph.getModuleInfo(id)?.importedIds ?? []).some(
        (imported) => isForm(imported) || (!inApp(imported) && formsReached(imported)),
      );
    leadsToForms.set(id, reached);
    return reached;
  };
  const shared = new Map<string, 'admin' | 'forms'>();
  for (const [id, count] of screens) {
    if (count > 1 || withLazyParts.has(id)) shared.set(id, formsReached(id) ? 'forms' : 'admin');
  }
  return { start, admin, shared };
}

/**
 * Three chunks by what loads them: everything the start-up (main.ts) imports; the admin app's
 * whole static graph less that, with the screens' code that more than one screen imports (the
 * design system's tables, cards, dialogs, pagination...) or shares in small amounts with a lazy
 * part it does not import (sharedWithLazyParts); and the forms (FORM_MODULES, with the shared
 * screen code that leads to them). A screen's first visit is then the start-up, the admin
 * app, the screen's own chunk and, for a screen with a form, the forms: each file a request that
 * costs the browser and the server work while the first screen waits, and on a slow network a
 * round trip and one of the browser's six connections. The screens are imported from the
 * start-up's registry, so Rollup cannot know that the admin app is always there before a screen;
 * left to itself it cuts the code they share into a dozen small chunks. (A module of none of
 * these stays where Rollup puts it: a screen's own, and the lazy parts'.)
 */
export function screenChunks(): Rollup.GetManualChunk {
  let plan: ChunkPlan | undefined;
  return (id, graph) => {
    plan ??= planChunks(graph);
    if (FORM_MODULES.test(id) || plan.shared.get(id) === 'forms') return FORMS_CHUNK_NAME;
    if (plan.start.has(id)) return START_CHUNK_NAME;
    if (plan.admin.has(id) || plan.shared.get(id) === 'admin') return ADMIN_CHUNK_NAME;
    return null;
  };
}

/** Rollup's output options: fewer chunks. */
export const chunkOutput = () => ({
  manualChunks: screenChunks(),
  // Chunks under 8 kB (before compression) are merged into another chunk, which whoever needs
  // either then downloads (sharedWithLazyParts keeps a lazy part's out of a screen's): on a slow
  // network each file is another round trip and one of the browser's six connections.
  experimentalMinChunkSize: MIN_CHUNK_SIZE,
});
