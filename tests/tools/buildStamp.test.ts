// `npm start` builds only when dist/ is stale: the build writes a digest of its inputs into the
// output directory (the Vite plugin) and a start compares it with the inputs as they are.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAMP_FILE, buildIsFresh, buildStamp, hashBuildInputs } from '../../tools/buildStamp.ts';

let root: string;
let outDir: string;

function write(relative: string, text: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

type Hook = (...args: unknown[]) => unknown;
const hook = (value: unknown): Hook =>
  (typeof value === 'function' ? value : (value as { handler: Hook }).handler) as Hook;

/** Runs the plugin's hooks as `vite build` does; `fail` makes the writing of the files fail. */
function buildWithPlugin({ fail = false } = {}) {
  const plugin = buildStamp();
  hook(plugin.configResolved)({ root, build: { outDir: 'dist' } });
  hook(plugin.buildStart)();
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), '<!doctype html>');
  if (fail) hook(plugin.renderError)(new Error('write failed'));
  hook(plugin.closeBundle)();
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  outDir = path.join(root, 'dist');
  write('src/main.ts', 'console.log(1);\n');
  write('src/ui/button.tsx', 'export const Button = 1;\n');
  write('contract/roles.ts', "export const ROLES = ['owner'];\n");
  write('index.html', '<!doctype html><script type="module" src="/src/main.ts"></script>');
  write('vite.config.ts', 'export default {};\n');
  write('tsconfig.json', '{}\n');
  write('package-lock.json', '{"lockfileVersion":3}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build stamp', () => {
  it('is stale without a build, fresh after one, and the build writes it', () => {
    expect(buildIsFresh(root, outDir)).toBe(false);
    buildWithPlugin();
    expect(readFileSync(path.join(outDir, STAMP_FILE), 'utf8').trim()).toBe(hashBuildInputs(root));
    expect(buildIsFresh(root, outDir)).toBe(true);
  });

  it.each([
    ['a source edited', () => write('src/ui/button.tsx', 'export const Button = 2;\n')],
    ['a source added', () => write('src/ui/new.ts', 'export {};\n')],
    ['a source removed', () => rmSync(path.join(root, 'src/main.ts'))],
    ['a shared contract edited', () => write('contract/roles.ts', 'export const ROLES = [];\n')],
    ['the page edited', () => write('index.html', '<!doctype html>')],
    ['the config edited', () => write('vite.config.ts', 'export default { base: "/" };\n')],
    ['the locked dependencies changed', () => write('package-lock.json', '{}\n')],
    ['a public file added', () => write('public/robots.txt', 'User-agent: *\n')],
    ['the built page removed', () => rmSync(path.join(outDir, 'index.html'))],
  ])('is stale once %s', (_what, change) => {
    buildWithPlugin();
    change();
    expect(buildIsFresh(root, outDir)).toBe(false);
  });

  it('stays fresh when what the build does not read changes', () => {
    buildWithPlugin();
    write('server/server.ts', 'export {};\n');
    write('README.md', '# panel\n');
    write('package.json', '{"scripts":{}}\n');
    expect(buildIsFresh(root, outDir)).toBe(true);
  });

  it('is not written by a build whose files failed to be written', () => {
    buildWithPlugin({ fail: true });
    expect(existsSync(path.join(outDir, STAMP_FILE))).toBe(false);
    expect(buildIsFresh(root, outDir)).toBe(false);
  });

  it('hashes the same inputs alike, whatever their order on disk', () => {
    const first = hashBuildInputs(root);
    rmSync(path.join(root, 'src'), { recursive: true });
    write('src/ui/button.tsx', 'export const Button = 1;\n');
    write('src/main.ts', 'console.log(1);\n');
    expect(hashBuildInputs(root)).toBe(first);
  });
});
