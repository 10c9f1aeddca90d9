// JavaScript a cold visitor downloads, counted from the build manifest (dist/.vite/manifest.json):
// each chunk gzipped with zlib, for the signed-out /login and for the signed-in / and
// /transactions (the entry, the admin app and the screen, each with its static imports).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface ManifestJs {
  /** gzip bytes by page: '/login', '/', '/transactions'. */
  bytes: Record<string, number>;
  files: Record<string, string[]>;
}

/** The gzip size the browser measurement uses too (zlib's default level). */
export const gzipBytes = (body: Buffer | string) => gzipSync(body).length;

/**
 * The manifest key of the dynamic entry built from `source` (e.g. 'src/boot/adminEntry.tsx'). Vite
 * keys a chunk by its source path only when no other chunk imports from it; the admin chunk, which
 * the screens import shared code from, is keyed by its file (`_adminEntry-<hash>.js`).
 */
function keyOf(manifest: Manifest, source: string): string {
  const name = path.basename(source).replace(/\.[^.]+$/, '');
  const keys = Object.keys(manifest);
  const key =
    keys.find((key) => key === source || manifest[key].src === source) ??
    keys.find((key) => manifest[key].isDynamicEntry && manifest[key].name === name) ??
    keys.find((key) => manifest[key].isDynamicEntry && key.startsWith(`_${name}-`));
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

/** The screens the bench loads signed in, by page. */
const SIGNED_IN_SCREENS: Record<string, string> = {
  '/': 'src/pages/dashboard/Dashboard.tsx',
  '/transactions': 'src/resources/transactions/TransactionList.tsx',
  '/cards': 'src/resources/cards/CardList.tsx',
  '/lottery': 'src/pages/lottery/LotteryPage.tsx',
};

/**
 * The manifest key of the script index.html loads. With the start-up's module in a chunk of its
 * own (loadTime/build.ts) and no preload polyfill, that chunk is the entry itself, and Vite's
 * manifest then lists it by its file without `isEntry`.
 */
function entryKey(distDir: string, manifest: Manifest): string {
  const page = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const file = /<script type="module"[^>]*\ssrc="\/([^"]+)"/.exec(page)?.[1];
  const key = Object.keys(manifest).find((key) => manifest[key].file === file);
  if (!key) throw new Error(`No chunk in the Vite manifest for index.html's script (${file})`);
  return key;
}

export function manifestJs(distDir = 'dist'): ManifestJs {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = entryKey(distDir, manifest);
  const pages: Record<string, Set<string>> = {
    '/login': withStaticImports(manifest, entry, new Set()),
  };
  // Signed in: the entry (with the early reads), the lazy admin chunk (React, ra-core, the
  // shell) and the screen, which the start-up preloads alongside it.
  for (const [page, screen] of Object.entries(SIGNED_IN_SCREENS)) {
    const keys = new Set(pages['/login']);
    withStaticImports(manifest, keyOf(manifest, 'src/boot/adminEntry.tsx'), keys);
    withStaticImports(manifest, keyOf(manifest, screen), keys);
    pages[page] = keys;
  }
  const bytes: Record<string, number> = {};
  const files: Record<string, string[]> = {};
  for (const [page, keys] of Object.entries(pages)) {
    const total = gzippedTotal(distDir, manifest, keys);
    bytes[page] = total.bytes;
    files[page] = total.files;
  }
  return { bytes, files };
}
