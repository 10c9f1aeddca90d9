// tools/node24.sh, which `npm test` runs after the unit tests: it runs them again on Node 24 LTS.
// These checks keep it wired in and pinned to a 24.x, and keep package.json's engines and the
// README naming the Node versions a new machine gets (22 and 24 LTS; 20.19 still works).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};
const SCRIPT = fileURLToPath(new URL('../../tools/node24.sh', import.meta.url));
const script = readFileSync(SCRIPT, 'utf8');

describe('the Node 24 step (tools/node24.sh)', () => {
  it('runs in npm test, right after the unit tests', () => {
    expect(pkg.scripts['test:node24']).toBe('bash tools/node24.sh');
    const steps = pkg.scripts.test!.split(' && ');
    expect(steps[steps.indexOf('npm run test:unit') + 1]).toBe('npm run test:node24');
  });

  it('pins one Node 24 version, in one place', () => {
    const pins = [...script.matchAll(/^NODE24_VERSION=(.*)$/gm)].map((match) => match[1]);
    expect(pins).toHaveLength(1);
    expect(pins[0]).toMatch(/^24\.\d+\.\d+$/);
    // No other version of Node is written into the script.
    expect(script.match(/\b24\.\d+\.\d+\b/g)).toEqual([pins[0]]);
  });

  it('runs the unit project, with set -euo pipefail', () => {
    expect(script).toContain('set -euo pipefail');
    expect(script).toMatch(/vitest\.mjs run --project unit "\$@"/);
    const syntax = spawnSync('/bin/bash', ['-n', SCRIPT], { encoding: 'utf8' });
    expect(syntax.stderr).toBe('');
    expect(syntax.status).toBe(0);
  });
});

describe('the Node versions named', () => {
  it("package.json's engines takes 20.19, 22 and 24", () => {
    expect(pkg.engines.node).toBe('^20.19.0 || ^22.12.0 || ^24.0.0');
  });

  it('the README asks for Node 22 or 24 LTS', () => {
    expect(read('README.md')).toMatch(/Node 22 or 24 LTS/);
  });
});
