// The production path installs the runtime dependencies only (`npm ci --omit=dev` after `npm run
// build`): every package the server and the operators' scripts load must be in "dependencies".
// Walks the import graph of each operator script's file (`node --import tsx <file>`) through the
// repository's own modules (tools/importGraph.ts), the route folders the server finds at run time
// included, and names every package that is not; node: builtins and type-only imports load
// nothing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  OPERATOR_SCRIPTS,
  loadedBy,
  nodeCommandOf,
  packageOf,
  runtimeImports,
} from '../../tools/importGraph.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface PackageJson {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
}
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as PackageJson;

describe('the runtime dependencies', () => {
  it('are found in what a module loads, not in what only its types use', () => {
    const source = [
      "import type { A } from 'types-only';",
      "import { type B } from 'kept-by-verbatim-syntax';",
      "import fp from 'fastify-plugin/dist/x.js';",
      "import { join } from 'node:path';",
      "export { c } from './local.ts';",
      "export type { D } from 'erased';",
      "const lazy = await import('@scope/lazy/sub');",
      "type E = import('only-a-type').E;",
      "declare module 'augmented' { interface F { g: string } }",
    ].join('\n');
    expect(runtimeImports(source).map(packageOf)).toEqual([
      'kept-by-verbatim-syntax',
      'fastify-plugin',
      'node:path',
      '.',
      '@scope/lazy',
    ]);
  });

  it.each(OPERATOR_SCRIPTS)('of npm run %s are all in "dependencies"', (script) => {
    const { loaders, file } = nodeCommandOf(pkg, script);
    const { packages } = loadedBy(path.join(ROOT, file));
    const missing = [
      ...loaders.map((name) => [name, `package.json's scripts.${script}`] as const),
      ...[...packages].map(([name, importer]) => [name, path.relative(ROOT, importer)] as const),
    ]
      .filter(([name]) => !(name in pkg.dependencies))
      .map(([name, importer]) => `${name} (imported by ${importer})`);
    expect(missing, 'move these to "dependencies"').toEqual([]);
  });

  it('reach the route folders the server finds at run time, through their pattern', () => {
    expect(runtimeImports('const m = await import(`./${name}/index.ts`);')).toEqual([
      './*/index.ts',
    ]);
    const { files } = loadedBy(path.join(ROOT, 'server/routes/routeFolders.ts'));
    const folders = readdirSync(path.join(ROOT, 'server/routes'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(ROOT, 'server/routes', entry.name, 'index.ts'));
    expect(folders.length).toBeGreaterThan(10);
    for (const folder of folders) expect(files.has(folder), folder).toBe(true);
  });

  it('are loaded by the server, so the walk reaches its modules', () => {
    const { files, packages } = loadedBy(path.join(ROOT, 'server/server.ts'));
    expect(files.size).toBeGreaterThan(100);
    for (const name of ['fastify', 'better-sqlite3', 'prom-client', 'undici']) {
      expect(packages.has(name), name).toBe(true);
    }
  });
});
