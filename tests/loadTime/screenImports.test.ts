// The build's check that a screen's first visit downloads no lazily loaded chunk.
import { describe, expect, it } from 'vitest';
import { lazyChunksInScreens } from '../../src/loadTime/screenImports';

const chunk = (
  fileName: string,
  options: { facade?: string; lazy?: boolean; imports?: string[]; modules?: string[] },
) => ({
  fileName,
  name: fileName.replace(/-.*$/, '').replace('assets/', ''),
  isDynamicEntry: options.lazy ?? false,
  facadeModuleId: options.facade ?? null,
  imports: options.imports ?? [],
  moduleIds: options.modules ?? (options.facade ? [options.facade] : []),
});

// module -> its static imports, and the modules that import it lazily.
const modules: Record<string, { imports?: string[]; lazyFrom?: string[] }> = {
  '/app/src/pages/home/index.ts': {},
  '/app/src/pages/home/Home.tsx': {
    imports: ['/app/src/lib/copy.ts'],
    lazyFrom: ['/app/src/pages/home/index.ts'],
  },
  '/app/src/telegram/Bridge.tsx': {
    imports: ['/app/src/lib/copy.ts'],
    lazyFrom: ['/app/src/layout/Layout.tsx'],
  },
  '/app/src/ui/Popover.tsx': { lazyFrom: ['/app/src/ui/Field.tsx'] },
  '/app/src/lib/copy.ts': {},
  '/app/src/boot/adminEntry.tsx': { lazyFrom: ['/app/src/boot/main.ts'] },
};
const moduleInfo = (id: string) =>
  modules[id]
    ? { importedIds: modules[id].imports ?? [], dynamicImporters: modules[id].lazyFrom ?? [] }
    : null;

const start = chunk('assets/start-1.js', { modules: ['/app/src/boot/main.ts'] });
const admin = chunk('assets/adminEntry-1.js', {
  facade: '/app/src/boot/adminEntry.tsx',
  lazy: true,
  imports: [start.fileName],
});
const forms = chunk('assets/forms-1.js', { imports: [admin.fileName] });

describe('lazyChunksInScreens', () => {
  it('lets a screen download the start-up, the admin app, the forms and chunks of its own', () => {
    const shared = chunk('assets/copy-1.js', { modules: ['/app/src/lib/copy.ts'] });
    const home = chunk('assets/Home-1.js', {
      facade: '/app/src/pages/home/Home.tsx',
      lazy: true,
      imports: [admin.fileName, forms.fileName, shared.fileName],
    });
    const bridge = chunk('assets/Bridge-1.js', {
      facade: '/app/src/telegram/Bridge.tsx',
      lazy: true,
      imports: [admin.fileName, shared.fileName],
    });
    expect(lazyChunksInScreens([start, admin, forms, shared, home, bridge], moduleInfo)).toEqual(
      [],
    );
  });

  it('names the screen, the lazy chunk it downloads and the import that brings it', () => {
    const bridge = chunk('assets/Bridge-1.js', {
      facade: '/app/src/telegram/Bridge.tsx',
      lazy: true,
      imports: [admin.fileName],
      modules: ['/app/src/telegram/Bridge.tsx', '/app/src/lib/copy.ts'],
    });
    const home = chunk('assets/Home-1.js', {
      facade: '/app/src/pages/home/Home.tsx',
      lazy: true,
      imports: [admin.fileName, bridge.fileName],
    });
    expect(lazyChunksInScreens([start, admin, forms, bridge, home], moduleInfo)).toEqual([
      'src/pages/home/Home.tsx downloads assets/Bridge-1.js, loaded lazily for ' +
        'src/telegram/Bridge.tsx: src/pages/home/Home.tsx → src/lib/copy.ts',
    ]);
  });

  it('finds a lazy chunk behind another chunk the screen imports', () => {
    const popover = chunk('assets/Popover-1.js', {
      facade: '/app/src/ui/Popover.tsx',
      lazy: true,
      imports: [admin.fileName],
    });
    const between = chunk('assets/between-1.js', { imports: [popover.fileName] });
    const home = chunk('assets/Home-1.js', {
      facade: '/app/src/pages/home/Home.tsx',
      lazy: true,
      imports: [admin.fileName, between.fileName],
    });
    const problems = lazyChunksInScreens([start, admin, popover, between, home], moduleInfo);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^src\/pages\/home\/Home\.tsx downloads assets\/Popover-1\.js/);
  });

  it("leaves a lazy part's own imports alone", () => {
    const bridge = chunk('assets/Bridge-1.js', {
      facade: '/app/src/telegram/Bridge.tsx',
      lazy: true,
      imports: [admin.fileName],
    });
    const popover = chunk('assets/Popover-1.js', {
      facade: '/app/src/ui/Popover.tsx',
      lazy: true,
      imports: [bridge.fileName],
    });
    expect(lazyChunksInScreens([start, admin, bridge, popover], moduleInfo)).toEqual([]);
  });
});
