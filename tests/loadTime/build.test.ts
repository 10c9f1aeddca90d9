// ra-core's own imports of the replaced libraries lead to the stand-ins; nobody else's do.
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { raCoreShims, screenChunks } from '../../src/loadTime/build';

const resolve = (source: string, importer: string) =>
  (raCoreShims().resolveId as (source: string, importer?: string) => string | null)(
    source,
    importer,
  );

describe('raCoreShims', () => {
  it.each([
    ['inflection', '/app/node_modules/ra-core/dist/core/useGetResourceLabel.js', 'inflection.ts'],
    [
      'query-string',
      '/app/node_modules/ra-core/dist/controller/list/useListParams.js',
      'queryString.ts',
    ],
    [
      'query-string',
      '/app/node_modules/ra-core/dist/form/useRecordFromLocation.js',
      'queryString.ts',
    ],
    [
      'jsonexport/dist/index.js',
      '/app/node_modules/ra-core/dist/export/defaultExporter.js',
      'lazyJsonexport.ts',
    ],
  ])("gives ra-core's import of %s the stand-in", (source, importer, shim) => {
    expect(resolve(source, importer)).toMatch(new RegExp(`src/loadTime/shims/${shim}$`));
  });

  it("leaves another package's import of the same library alone", () => {
    expect(resolve('query-string', '/app/node_modules/other/index.js')).toBeNull();
    expect(resolve('inflection', '/app/src/anything.ts')).toBeNull();
  });
});

describe('screenChunks', () => {
  // A small app as Rollup sees it: module -> its static imports, and its lazy ones.
  const graph: Record<string, { imports?: string[]; lazy?: string[]; size?: number }> = {
    '/app/src/boot/main.ts': { imports: ['/app/src/providers/http.ts'] },
    '/app/src/providers/http.ts': {},
    '/app/src/boot/adminEntry.tsx': {
      imports: [
        '/app/node_modules/ra-core/dist/index.js',
        '/app/src/providers/http.ts',
        '/app/src/lib/money.ts',
      ],
      lazy: ['/app/src/telegram/Bridge.tsx'],
    },
    // A lazy part of the app, not of a screen.
    '/app/src/telegram/Bridge.tsx': {
      imports: ['/app/src/lib/copy.ts', '/app/src/lib/big.ts', '/app/src/telegram/own.ts'],
    },
    '/app/src/lib/copy.ts': {},
    '/app/src/lib/big.ts': { size: 9_000 },
    '/app/src/telegram/own.ts': {},
    '/app/node_modules/ra-core/dist/index.js': {
      imports: ['/app/node_modules/ra-core/dist/form/Form.js'],
    },
    '/app/node_modules/ra-core/dist/form/Form.js': {},
    '/app/src/lib/money.ts': {},
    '/app/src/resources/a/index.ts': { lazy: ['/app/src/resources/a/AList.tsx'] },
    '/app/src/resources/b/index.ts': {
      lazy: ['/app/src/resources/b/BList.tsx', '/app/src/resources/b/BEdit.tsx'],
    },
    '/app/src/pages/c/index.ts': { lazy: ['/app/src/pages/c/CPage.tsx'] },
    '/app/src/resources/a/AList.tsx': {
      imports: [
        '/app/src/ui/Table.tsx',
        '/app/src/resources/a/own.ts',
        '/app/src/ui/admin/FormDialog.tsx',
        '/app/src/lib/money.ts',
        '/app/src/lib/copy.ts',
      ],
      lazy: ['/app/src/resources/a/ADialog.tsx'],
    },
    // A lazy part of screen a.
    '/app/src/resources/a/ADialog.tsx': { imports: ['/app/src/resources/a/own.ts'] },
    '/app/src/resources/b/BList.tsx': {
      imports: ['/app/src/ui/Table.tsx', '/app/src/resources/b/shared.ts'],
    },
    '/app/src/resources/b/BEdit.tsx': {
      imports: ['/app/src/ui/form/TextInput.tsx', '/app/src/resources/b/shared.ts'],
    },
    '/app/src/pages/c/CPage.tsx': {
      imports: [
        '/app/src/lib/big.ts',
        '/app/src/ui/form/TextInput.tsx',
        '/app/src/ui/admin/FormDialog.tsx',
        '/app/src/lib/money.ts',
      ],
    },
    '/app/src/ui/Table.tsx': {},
    '/app/src/ui/form/TextInput.tsx': { imports: ['/app/node_modules/ra-core/dist/index.js'] },
    '/app/src/ui/admin/FormDialog.tsx': { imports: ['/app/src/ui/form/TextInput.tsx'] },
    '/app/src/resources/a/own.ts': {},
    '/app/src/resources/b/shared.ts': {},
  };
  const meta = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({
      importedIds: graph[id]?.imports ?? [],
      code: 'x'.repeat(graph[id]?.size ?? 100),
      dynamicImporters: Object.keys(graph).filter((module) => graph[module].lazy?.includes(id)),
    }),
  } as unknown as Rollup.ManualChunkMeta;
  const chunkOf = (id: string) => screenChunks()(id, meta);

  it("gives the start-up's graph its chunk, and the admin app's the rest of its own", () => {
    expect(chunkOf('/app/src/boot/main.ts')).toBe('start');
    expect(chunkOf('/app/src/providers/http.ts')).toBe('start');
    expect(chunkOf('/app/src/boot/adminEntry.tsx')).toBe('adminEntry');
    expect(chunkOf('/app/node_modules/ra-core/dist/index.js')).toBe('adminEntry');
    expect(chunkOf('/app/src/lib/money.ts')).toBe('adminEntry');
    expect(chunkOf('/app/node_modules/ra-core/dist/form/Form.js')).toBe('forms');
  });

  it("puts what two screens' code imports with the admin app, or with the forms it leads to", () => {
    expect(chunkOf('/app/src/ui/Table.tsx')).toBe('adminEntry');
    expect(chunkOf('/app/src/ui/form/TextInput.tsx')).toBe('forms');
    expect(chunkOf('/app/src/ui/admin/FormDialog.tsx')).toBe('forms');
  });

  it('puts what a screen shares with a lazy part of the app with the admin app', () => {
    // Left to Rollup, the small chunk of it may be merged into the lazy part's, and the screen
    // would download that.
    expect(chunkOf('/app/src/lib/copy.ts')).toBe('adminEntry');
    expect(chunkOf('/app/src/telegram/own.ts')).toBeNull();
    // Enough for a chunk of its own, which Rollup keeps.
    expect(chunkOf('/app/src/lib/big.ts')).toBeNull();
  });

  it("leaves a screen's own code, and what only one screen's views share, to Rollup", () => {
    // Its own lazy part's too.
    expect(chunkOf('/app/src/resources/a/own.ts')).toBeNull();
    expect(chunkOf('/app/src/resources/b/shared.ts')).toBeNull();
    expect(chunkOf('/app/src/resources/a/AList.tsx')).toBeNull();
    expect(chunkOf('/app/src/pages/c/CPage.tsx')).toBeNull();
  });
});
