// `npm start`'s first step: builds the panel (`npm run build`) only when dist/ was not built from
// the sources as they are now (tools/buildStamp.ts), so a second start is immediate.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsFresh } from './buildStamp.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist');

if (buildIsFresh(root, outDir)) {
  console.log('dist/ was built from these sources: the build is skipped.');
} else {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exitCode = build.status ?? 1;
}
