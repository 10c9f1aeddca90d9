// index.html lists each lazily loaded chunk with its static imports, for boot/main.ts to preload.
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, IndexHtmlTransformResult } from 'vite';
import { screenChunks } from '../../build/screenChunks';

const chunk = (
  fileName: string,
  name: string,
  imports: string[] = [],
  dynamic = true,
  css: string[] = [],
) => ({
  type: 'chunk',
  fileName,
  name,
  isDynamicEntry: dynamic,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

describe('screenChunks', () => {
  it('writes the scripts and style sheets of every lazily loaded chunk into index.html', () => {
    const bundle = {
      a: chunk('assets/index-1.js', 'index', [], false),
      b: chunk('assets/TransactionList-2.js', 'TransactionList', ['assets/Table-3.js']),
      c: chunk('assets/Table-3.js', 'Table', ['assets/adminEntry-4.js'], false),
      d: chunk('assets/adminEntry-4.js', 'adminEntry', [], true, ['assets/adminEntry-5.css']),
      e: { type: 'asset', fileName: 'assets/index.css', name: 'index.css' },
    };
    const transform = screenChunks().transformIndexHtml as {
      handler: (
        html: string,
        context: Partial<IndexHtmlTransformContext>,
      ) => IndexHtmlTransformResult;
    };
    const result = transform.handler('<html></html>', { bundle: bundle as never }) as {
      tags: { attrs: Record<string, string>; children: string }[];
    };
    const [tag] = result.tags;
    expect(tag.attrs).toEqual({ type: 'application/json', id: 'screen-chunks' });
    expect(JSON.parse(tag.children)).toEqual({
      TransactionList: [
        '/assets/TransactionList-2.js',
        '/assets/Table-3.js',
        '/assets/adminEntry-4.js',
        '/assets/adminEntry-5.css',
      ],
      adminEntry: ['/assets/adminEntry-4.js', '/assets/adminEntry-5.css'],
    });
  });

  it("lists a screen's scripts smallest first, so their round trips overlap", () => {
    const sized = (file: ReturnType<typeof chunk>, bytes: number) => ({
      ...file,
      code: 'x'.repeat(bytes),
    });
    const bundle = {
      b: sized(
        chunk('assets/Journal-1.js', 'Journal', ['assets/small-2.js', 'assets/big-3.js']),
        500,
      ),
      c: sized(chunk('assets/small-2.js', 'small', [], false), 100),
      d: sized(chunk('assets/big-3.js', 'big', [], false), 9000),
    };
    const transform = screenChunks().transformIndexHtml as {
      handler: (
        html: string,
        context: Partial<IndexHtmlTransformContext>,
      ) => IndexHtmlTransformResult;
    };
    const result = transform.handler('<html></html>', { bundle: bundle as never }) as {
      tags: { children: string }[];
    };
    expect(JSON.parse(result.tags[0].children)).toEqual({
      Journal: ['/assets/small-2.js', '/assets/Journal-1.js', '/assets/big-3.js'],
    });
  });

  it('keys a chunk by the lazily imported module it holds, whatever Rollup named the chunk', () => {
    const plugin = screenChunks();
    const modules: Record<string, string[]> = {
      '/src/boot/main.ts': [],
      '/src/boot/adminEntry.tsx': ['/src/boot/main.ts'],
      '/src/lib/numericInput.ts': [],
    };
    (plugin.buildEnd as (this: unknown) => void).call({
      getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
      getModuleInfo: (id: string) => ({ dynamicImporters: modules[id] }),
    });
    const bundle = {
      a: chunk('assets/index-1.js', 'index', ['assets/numericInput-2.js'], false),
      b: {
        ...chunk('assets/numericInput-2.js', 'numericInput'),
        moduleIds: ['/src/boot/adminEntry.tsx', '/src/lib/numericInput.ts'],
      },
    };
    const transform = plugin.transformIndexHtml as {
      handler: (
        html: string,
        context: Partial<IndexHtmlTransformContext>,
      ) => IndexHtmlTransformResult;
    };
    const result = transform.handler('<html></html>', { bundle: bundle as never }) as {
      tags: { children: string }[];
    };
    expect(JSON.parse(result.tags[0].children)).toEqual({
      adminEntry: ['/assets/numericInput-2.js'],
    });
  });
});
