// JavaScript a cold visitor downloads, counted from the build manifest (dist/.vite/manifest.json):
// each chunk gzipped with zlib, for the signed-out /login and for the signed-in / with its charts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface ManifestJs {
  loginBytes: number;
  loginFiles: string[];
  dashboardBytes: number;
  dashboardFiles: string[];
}

/** The gzip size the browser measurement uses too (zlib's default level). */
export const gzipBytes = (body: Buffer | string) => gzipSync(body).length;

/**
 * The manifest key of the dynamic entry built from `source` (e.g. 'src/adminEntry.tsx'). Vite keys
 * a chunk by its source path only when no other chunk imports from it; the admin chunk, which the
 * charts chunk imports shared code from, is keyed `_adminEntry-<hash>.js`, so its name counts too.
 */
function keyOf(manifest: Manifest, source: string): string {
  const name = path.basename(source).replace(/\.[^.]+$/, '');
  const keys = Object.keys(manifest);
  const key =
    keys.find((key) => key === source || manifest[key].src === source) ??
    keys.find((key) => manifest[key].isDynamicEntry && manifest[key].name === name);
  if (!key) throw new Error(`No chunk for ${source} in the Vite manifest`);
  return key;
}

/** `key` and every chunk it imports statically, transitively. */
function withStaticImports(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

function gzippedTotal(distDir: string, manifest: Manifest, keys: Set<string>) {
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce(
    (sum, file) => sum + gzipBytes(readFileSync(path.join(distDir, file))),
    0,
  );
  return { bytes, files };
}

export function manifestJs(distDir = 'dist'): ManifestJs {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk');
  const login = withStaticImports(manifest, entry, new Set());
  // Signed in at /: the early figures' code and the lazy admin chunk (React, ra-core, the shell
  // and the dashboard with its charts).
  const dashboard = new Set(login);
  withStaticImports(manifest, keyOf(manifest, 'src/pages/dashboard/earlyStats.ts'), dashboard);
  withStaticImports(manifest, keyOf(manifest, 'src/adminEntry.tsx'), dashboard);
  const loginTotal = gzippedTotal(distDir, manifest, login);
  const dashboardTotal = gzippedTotal(distDir, manifest, dashboard);
  return {
    loginBytes: loginTotal.bytes,
    loginFiles: loginTotal.files,
    dashboardBytes: dashboardTotal.bytes,
    dashboardFiles: dashboardTotal.files,
  };
}
