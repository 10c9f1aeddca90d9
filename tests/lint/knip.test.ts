// The lint's dependency check (knip, with this project's knip.ts): a module that imports a
// package package.json does not declare fails it, as does a declared package nothing imports.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const KNIP = path.join(ROOT, 'node_modules/knip/bin/knip.js');
let dir = '';

/** A project laid out like this one, with this project's knip.ts, and the given package.json. */
function project(dependencies: Record<string, string>, source: string) {
  dir = mkdtempSync(path.join(tmpdir(), 'knip-check-'));
  copyFileSync(path.join(ROOT, 'knip.ts'), path.join(dir, 'knip.ts'));
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'check', private: true, type: 'module', dependencies }),
  );
  mkdirSync(path.join(dir, 'src'));
  mkdirSync(path.join(dir, 'tests'));
  writeFileSync(path.join(dir, 'src/format.ts'), source);
  writeFileSync(
    path.join(dir, 'tests/format.test.ts'),
    "import { format } from '../src/format';\nexport const shown = format(1);\n",
  );
  // knip.ts's own `import type { KnipConfig } from 'knip'` resolves from the project's packages.
  return spawnSync(process.execPath, [KNIP, '--directory', dir, '--no-progress'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_PATH: path.join(ROOT, 'node_modules') },
  });
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the lint step (knip)', () => {
  it('fails on an import of an undeclared package', () => {
    const result = project(
      {},
      "import { padStart } from 'undeclared-pad';\nexport const format = (n: number) => padStart(String(n), 3);\n",
    );
    expect(result.status).not.toBe(0);
    expect(result.stdout).toMatch(/Unlisted dependencies[\s\S]*undeclared-pad/);
  });

  it('fails on a declared package nothing imports', () => {
    const result = project(
      { 'left-pad': '1.3.0' },
      'export const format = (n: number) => String(n).padStart(3);\n',
    );
    expect(result.status).not.toBe(0);
    expect(result.stdout).toMatch(/Unused dependencies[\s\S]*left-pad/);
  });

  it('passes this layout when every import is declared and used', () => {
    const result = project({}, 'export const format = (n: number) => String(n).padStart(3);\n');
    expect(result.stdout).toBe('');
    expect(result.status).toBe(0);
  });
});
