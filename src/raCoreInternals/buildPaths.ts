// Files inside ra-core's build that the Vite build names (loadTime/build.ts): where ra-core
// imports what the build answers with a lighter module, and where its form code is. Paths of its
// published files, not its public API: a release may move any of them.

/** An import of ra-core's: the importing file (or folder) of its build, and the import's source. */
export interface RaCoreImport {
  importer: string;
  source: string;
}

/** ra-core's imports that the build answers with a module of ours (RA_CORE_SHIMS). */
export const RA_CORE_IMPORTS = {
  /** Its react-router adapter, answered by our copy of it (reactRouterProvider.ts here). */
  routerAdapter: { importer: 'ra-core/dist/routing/', source: './adapters/reactRouterProvider.js' },
  /** Its default CSV exporter's jsonexport. */
  jsonexport: {
    importer: 'ra-core/dist/export/defaultExporter.js',
    source: 'jsonexport/dist/index.js',
  },
  /** inflection, anywhere in ra-core. */
  inflection: { importer: 'ra-core/dist/', source: 'inflection' },
  /** query-string, anywhere in ra-core. */
  queryString: { importer: 'ra-core/dist/', source: 'query-string' },
} satisfies Record<string, RaCoreImport>;

/**
 * ra-core's forms and record editing, and react-hook-form under them: the admin app reaches them
 * only through ra-core's index, which re-exports everything, while only the screens with a form
 * use them (the build's `forms` chunk).
 */
export const FORM_MODULES =
  /\/node_modules\/(react-hook-form\/|ra-core\/dist\/(form|controller\/(edit|create|input))\/)/;
