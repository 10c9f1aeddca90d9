// The shims stand in for imports inside installed packages (src/speed/build.ts: RA_CORE_SHIMS and
// SPEED_ALIASES). Each test reads the installed package's real file: when an upgrade
// moves or renames what a shim replaces, a test fails here instead of the bundle silently growing
// back, and when it asks a shim for more than the shim offers, the build would break.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as inflectionShim from '../../src/speed/shims/inflection';
import * as queryStringShim from '../../src/speed/shims/queryString';
import { reactRouterProvider as shimProvider } from '../../src/speed/shims/reactRouterProvider';

const require = createRequire(import.meta.url);

/** The folder of an installed package (resolved from its package.json or its main file). */
function packageDir(name: string, from?: string): string {
  const resolver = from ? createRequire(path.join(packageDir(from), 'package.json')) : require;
  const main = resolver.resolve(name);
  const marker = `${path.sep}node_modules${path.sep}${name}${path.sep}`;
  return main.slice(0, main.lastIndexOf(marker) + marker.length - 1);
}

const RA_CORE = packageDir('ra-core');
const raCoreFile = (file: string) => readFileSync(path.join(RA_CORE, file), 'utf8');

/** Every JavaScript file of ra-core's build, with its text. */
function raCoreSources(): { file: string; text: string }[] {
  const dist = path.join(RA_CORE, 'dist');
  return (readdirSync(dist, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(path.join(dist, file), 'utf8') }));
}

/** The names ra-core imports from `source` across its build (`import { a, b } from 'x'`). */
function namesImportedFrom(source: string): Set<string> {
  const names = new Set<string>();
  const pattern = new RegExp(`import \\{([^}]*)\\} from '${source}'`, 'g');
  for (const { text } of raCoreSources()) {
    for (const match of text.matchAll(pattern)) {
      for (const name of match[1].split(',')) names.add(name.trim().split(/\s+as\s+/)[0]);
    }
  }
  names.delete('');
  return names;
}

describe("ra-core's imports that the build redirects", () => {
  it('imports its react-router adapter from the file the shim replaces', async () => {
    expect(raCoreFile('dist/routing/RouterProviderContext.js')).toContain(
      'from "./adapters/reactRouterProvider.js"',
    );
    const original = (await import(
      path.join(RA_CORE, 'dist/routing/adapters/reactRouterProvider.js')
    )) as { reactRouterProvider: Record<string, unknown> };
    // The stand-in offers everything ra-core's own adapter offers.
    expect(Object.keys(shimProvider).sort()).toEqual(
      Object.keys(original.reactRouterProvider).sort(),
    );
  });

  it('imports jsonexport, in its default exporter only, by the path the shim replaces', () => {
    expect(raCoreFile('dist/export/defaultExporter.js')).toContain(
      "from 'jsonexport/dist/index.js'",
    );
    const others = raCoreSources().filter(
      ({ file, text }) => /from 'jsonexport/.test(text) && !file.endsWith('defaultExporter.js'),
    );
    expect(others.map(({ file }) => file)).toEqual([]);
  });

  it.each([
    ['inflection', inflectionShim],
    ['query-string', queryStringShim],
  ])('asks %s only for what the shim exports', (source, shim) => {
    const asked = namesImportedFrom(source);
    expect(asked.size).toBeGreaterThan(0);
    for (const name of asked) expect(shim, `${source}.${name}`).toHaveProperty(name);
  });

  it('imports lodash by the file names the alias maps to lodash-es', () => {
    const files = new Set(
      raCoreSources().flatMap(({ text }) =>
        [...text.matchAll(/from 'lodash\/(\w+)\.js'/g)].map((match) => match[1]),
      ),
    );
    expect(files).toContain('isEqual');
    const lodashEs = packageDir('lodash-es');
    for (const name of files) {
      expect(() => readFileSync(path.join(lodashEs, `${name}.js`)), name).not.toThrow();
    }
  });
});

describe("node-polyglot's polyfills that the build replaces", () => {
  it('requires object.entries and hasown by the names the aliases match', () => {
    const polyglot = packageDir('node-polyglot', 'ra-i18n-polyglot');
    const source = readFileSync(path.join(polyglot, 'index.js'), 'utf8');
    expect(source).toContain("require('object.entries')");
    expect(source).toContain("require('hasown')");
  });
});
