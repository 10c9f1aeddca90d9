// Whether dist/ was built from the sources as they are now: a digest of the build's inputs (the
// panel's code, the config, the locked dependencies), written into the output directory by the
// build itself (the Vite plugin below, once every file is written) and compared by `npm start`
// (tools/buildIfStale.ts), which skips a build that would produce the same files.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What `vite build` reads, relative to the project's root; a missing one is left out. */
export const BUILD_INPUTS = [
  'src',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
];

/** In the output directory; a dotfile, which the server never sends (plugins/static.ts). */
export const STAMP_FILE = '.build-inputs';

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.posix.join(relative, name)));
}

/** A digest of every input file's path and bytes, in a fixed order. */
export function hashBuildInputs(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const digest = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(root, input))) {
    digest.update(`${file}\0`);
    digest.update(
      createHash('sha256')
        .update(readFileSync(path.join(root, file)))
        .digest(),
    );
  }
  return digest.digest('hex');
}

/** True when `outDir` holds a finished build of the inputs as they are now. */
export function buildIsFresh(
  root: string,
  outDir: string,
  inputs: readonly string[] = BUILD_INPUTS,
): boolean {
  const stamp = path.join(outDir, STAMP_FILE);
  if (!existsSync(stamp) || !existsSync(path.join(outDir, 'index.html'))) return false;
  return readFileSync(stamp, 'utf8').trim() === hashBuildInputs(root, inputs);
}

/**
 * The Vite plugin that writes the stamp: the inputs are read when the build starts (a file edited
 * during the build leaves dist/ stale, as it is), and the stamp is written after every other
 * plugin has finished writing (the service worker, the compressed copies), only when nothing
 * failed.
 */
export function buildStamp(): Plugin {
  let root = process.cwd();
  let outDir = path.resolve('dist');
  let inputsHash: string | undefined;
  let failed = false;
  return {
    name: 'build-stamp',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      failed = false;
      inputsHash = hashBuildInputs(root);
    },
    renderError() {
      failed = true;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (failed || inputsHash === undefined) return;
        writeFileSync(path.join(outDir, STAMP_FILE), `${inputsHash}\n`);
      },
    },
  };
}
