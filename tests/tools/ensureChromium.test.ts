// tools/ensure-chromium.sh, which `npm test` runs first: it passes when the browser is there and
// otherwise stops at once with one line that names the command to run.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../tools/ensure-chromium.sh', import.meta.url));

function run(env: Record<string, string>) {
  const result = spawnSync('/bin/bash', [SCRIPT], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('ensure-chromium.sh', () => {
  it('passes silently when CHROMIUM_PATH is an executable', () => {
    expect(run({ CHROMIUM_PATH: process.execPath })).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('stops with one line naming the install command when the browser is missing', () => {
    const { status, stdout, stderr } = run({ CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain('CHROMIUM_PATH=/nonexistent/chromium');
    expect(stderr).toContain('apt-get install -y chromium fonts-liberation');
  });
});
