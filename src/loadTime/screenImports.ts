// A build check: a screen's first visit downloads the start-up, the admin app, the screen's own
// chunk and, with a form, the forms chunk; never a chunk that something else loads lazily (a
// calendar, a dialog, another screen). Rollup puts a module that a screen and a lazy part share
// where it likes, and with `experimentalMinChunkSize` that can be the lazy part's own chunk: the
// screen then downloads all of it (the dashboard once fetched the Telegram bridge's 3 KB for one
// date-fns function). The build stops naming the screen, the chunk and the modules that bring it.
import type { Plugin, Rollup } from 'vite';
import { ADMIN_CHUNK_NAME } from '../../contract/pageContract';

/** A screen's declaration, whose lazy imports are the screen's views (registry/types.ts). */
export const SCREEN_DECLARATION = /\/src\/(resources|pages)\/[^/]+\/index\.ts$/;

type Chunk = Pick<
  Rollup.OutputChunk,
  'fileName' | 'name' | 'isDynamicEntry' | 'facadeModuleId' | 'imports' | 'moduleIds'
>;

interface ModuleInfo {
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
}

const short = (id: string) => id.replace(/^.*?\/(src|node_modules)\//, '$1/');

/** Every way a screen's chunk reaches a lazily loaded chunk other than the admin app's. */
export function lazyChunksInScreens(
  chunks: Chunk[],
  moduleInfo: (id: string) => ModuleInfo | null,
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isScreen = (chunk: Chunk) =>
    chunk.isDynamicEntry &&
    chunk.facadeModuleId !== null &&
    (moduleInfo(chunk.facadeModuleId)?.dynamicImporters ?? []).some((importer) =>
      SCREEN_DECLARATION.test(importer),
    );
  const problems: string[] = [];
  for (const screen of chunks.filter(isScreen)) {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    screen.imports.forEach(visit);
    const downloaded = [screen, ...[...reached].map((file) => byFile.get(file)!)];
    for (const lazy of downloaded) {
      if (lazy === screen || !lazy.isDynamicEntry || lazy.name === ADMIN_CHUNK_NAME) continue;
      const inLazy = new Set(lazy.moduleIds);
      const bringers = downloaded
        .filter((chunk) => chunk !== lazy)
        .flatMap((chunk) => chunk.moduleIds)
        .flatMap((id) =>
          (moduleInfo(id)?.importedIds ?? [])
            .filter((imported) => inLazy.has(imported))
            .map((imported) => `${short(id)} → ${short(imported)}`),
        );
      problems.push(
        `${short(screen.facadeModuleId!)} downloads ${lazy.fileName}, loaded lazily for ` +
          `${short(lazy.facadeModuleId ?? lazy.name)}: ${bringers.join(', ')}`,
      );
    }
  }
  return problems;
}

export function screenImportCheck(): Plugin {
  return {
    name: 'screen-import-check',
    apply: 'build',
    // After the files are written: stopped in generateBundle, the build wrote nothing, and the
    // service worker's plugin then failed on the empty dist/ and hid this message.
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rollup.OutputChunk => output.type === 'chunk',
      );
      const problems = lazyChunksInScreens(chunks, (id) => this.getModuleInfo(id));
      if (problems.length > 0)
        this.error(
          `A screen downloads a lazily loaded chunk (src/loadTime/README.md):\n${problems.join('\n')}`,
        );
    },
  };
}
