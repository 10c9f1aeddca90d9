// The aliases stand in for imports inside installed packages (src/loadTime/build.ts:
// BYTE_ALIASES). Each test reads the installed package's real file: when an upgrade moves or
// renames what an alias replaces, a test fails here instead of the bundle silently growing back.
// ra-core's own imports that the build redirects (RA_CORE_SHIMS, the lodash files) are among
// ra-core's reliances, checked in tests/raCoreInternals/reliances.test.tsx.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/** The folder of an installed package (resolved from its package.json or its main file). */
function packageDir(name: string, from?: string): string {
  const resolver = from ? createRequire(path.join(packageDir(from), 'package.json')) : require;
  const main = resolver.resolve(name);
  const marker = `${path.sep}node_modules${path.sep}${name}${path.sep}`;
  return main.slice(0, main.lastIndexOf(marker) + marker.length - 1);
}

describe("node-polyglot's polyfills that the build replaces", () => {
  it('requires object.entries and hasown by the names the aliases match', () => {
    const polyglot = packageDir('node-polyglot', 'ra-i18n-polyglot');
    const source = readFileSync(path.join(polyglot, 'index.js'), 'utf8');
    expect(source).toContain("require('object.entries')");
    expect(source).toContain("require('hasown')");
  });
});
