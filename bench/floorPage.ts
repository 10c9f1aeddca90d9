// The floor page (bench/floor): built next to the panel in the bench's scratch dist/, so that the
// same server serves it, from the same origin as the API the panel reads.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Where the server answers it: a file under the panel's dist/ (not a client route). */
export const FLOOR_PATH = '/floor/index.html';

export function buildFloorPage(distDir: string): void {
  const args = [
    'vite',
    'build',
    '--config',
    'bench/floor/vite.config.ts',
    '--outDir',
    path.join(distDir, 'floor'),
    '--emptyOutDir',
  ];
  const result = spawnSync('npx', args, { encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error('building the floor page failed');
  }
}
