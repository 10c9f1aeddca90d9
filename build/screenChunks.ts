// Tells the start-up code which files make up each screen, so that a signed-in visit fetches the
// screen it opens on alongside the app instead of after it. boot/main.ts cannot import the screens
// itself: Rollup would then split every module the app and the screens share into chunks of
// their own (about forty requests). The list goes into index.html as JSON (not a script, so the
// CSP is unaffected): chunk name (the screen module's file name) -> its file, its static imports
// and their style sheets. The server reads the admin app's entry too (server/plugins/panelIndex.ts).
import type { Plugin } from 'vite';

import { SCREEN_CHUNKS_ID } from '../src/boot/screenRoutes';

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  name: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export function screenChunks(): Plugin {
  return {
    name: 'screen-chunks',
    apply: 'build',
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
          const scripts = [...filesOf(chunk.fileName)];
          const styles = scripts.flatMap((file) => [
            ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
          ]);
          screens[chunk.name] = [...scripts, ...new Set(styles)].map((file) => `/${file}`);
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
