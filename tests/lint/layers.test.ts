// The layer rule of .dependency-cruiser.cjs (run by `npm run lint`) holds only for modules that
// sit in a layer: every module of src/ and of server/ must be in exactly one, and every named exception must
// name a module that exists, so a moved file cannot slip out of the rule unnoticed.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser-layers.cjs')) as {
  LAYERS: { name: string; path: string }[];
  SERVER_LAYERS: { name: string; path: string }[];
  EXCEPTIONS: { from: string; to: string; because: string }[];
};

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

describe("src/'s and server/'s layers", () => {
  it('hold every module of src/ in exactly one layer', () => {
    const outside = modules(join(root, 'src')).flatMap((file) => {
      const layers = config.LAYERS.filter((layer) => new RegExp(layer.path).test(file));
      return layers.length === 1 ? [] : [`${file}: ${layers.length} layers`];
    });
    expect(outside).toEqual([]);
  });

  it('hold every module of server/ in exactly one of its layers', () => {
    const outside = modules(join(root, 'server')).flatMap((file) => {
      const layers = config.SERVER_LAYERS.filter((layer) => new RegExp(layer.path).test(file));
      return layers.length === 1 ? [] : [`${file}: ${layers.length} layers`];
    });
    expect(outside).toEqual([]);
  });

  it('name only exceptions between modules that exist, each with its reason', () => {
    for (const exception of config.EXCEPTIONS) {
      for (const pattern of [exception.from, exception.to]) {
        const file = pattern.replace(/^\^|\$$/g, '').replace(/\\\./g, '.');
        expect(existsSync(join(root, file)), file).toBe(true);
      }
      expect(exception.because.length).toBeGreaterThan(20);
    }
  });
});
