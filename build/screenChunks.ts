// Tells the start-up code which files make up each screen, so that a signed-in visit fetches the
// screen it opens on alongside the app instead of after it. boot/main.ts cannot import the screens
// itself: Rollup would then split every module the app and the screens share into chunks of
// their own (about forty requests). The list goes into index.html as JSON (not a script, so the
// CSP is unaffected): the file name of each lazily imported module (a screen, adminEntry) -> its
// chunk's file, that chunk's static imports and their style sheets. The server reads the admin
// app's entry too (server/plugins/panelIndex.ts).
import { basename, extname } from 'node:path';
import type { Plugin } from 'vite';

import { SCREEN_CHUNKS_ID } from '../src/boot/screenRoutes';

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  name: string;
  isDynamicEntry?: boolean;
  moduleIds?: string[];
  imports?: string[];
  code?: string;
  viteMetadata?: { importedCss: Set<string> };
}

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { dynamicImporters: readonly string[] } | null;
}

const moduleName = (id: string) => basename(id, extname(id));

export function screenChunks(): Plugin {
  // The modules something imports lazily. A chunk is not always named after its lazily imported
  // module: when Rollup merges it with modules other chunks share, it takes one of their names
  // (the admin app's chunk came out as "numericInput"), so the list is keyed by module instead.
  const lazyModules = new Set<string>();
  return {
    name: 'screen-chunks',
    apply: 'build',
    buildEnd(this: ModuleGraph) {
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.dynamicImporters.length) lazyModules.add(id);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle) as BundleChunk[];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const filesOf = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) filesOf(imported, into);
          return into;
        };
        const screens: Record<string, string[]> = {};
        for (const chunk of chunks) {
          if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
          // Smallest first. On a slow network a small file costs a round trip rather than bandwidth:
          // asked first, those round trips overlap while the large files then keep the bandwidth
          // busy, instead of small files waiting at the end for a free connection (the journal's
          // cold throttled load: 3.96 -> 3.89 s; largest first was 4.0 s).
          const size = (file: string) => byFile.get(file)?.code?.length ?? 0;
          const scripts = [...filesOf(chunk.fileName)].sort((a, b) => size(a) - size(b));
          const styles = scripts.flatMap((file) => [
            ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
          ]);
          const files = [...scripts, ...new Set(styles)].map((file) => `/${file}`);
          const lazy = (chunk.moduleIds ?? []).filter((id) => lazyModules.has(id));
          for (const name of lazy.length ? lazy.map(moduleName) : [chunk.name]) {
            screens[name] = files;
          }
        }
        const json = JSON.stringify(screens).replaceAll('<', '\\u003c');
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: SCREEN_CHUNKS_ID },
              children: json,
              injectTo: 'body',
            },
          ],
        };
      },
    },
  };
}
