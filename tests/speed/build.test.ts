// ra-core's own imports of the replaced libraries lead to the stand-ins; nobody else's do.
import { describe, expect, it } from 'vitest';
import { raCoreShims } from '../../src/speed/build';

const resolve = (source: string, importer: string) =>
  (raCoreShims().resolveId as (source: string, importer?: string) => string | null)(
    source,
    importer,
  );

describe('raCoreShims', () => {
  it.each([
    ['inflection', '/app/node_modules/ra-core/dist/core/useGetResourceLabel.js', 'inflection.ts'],
    [
      'query-string',
      '/app/node_modules/ra-core/dist/controller/list/useListParams.js',
      'queryString.ts',
    ],
    [
      'query-string',
      '/app/node_modules/ra-core/dist/form/useRecordFromLocation.js',
      'queryString.ts',
    ],
    [
      'jsonexport/dist/index.js',
      '/app/node_modules/ra-core/dist/export/defaultExporter.js',
      'lazyJsonexport.ts',
    ],
  ])("gives ra-core's import of %s the stand-in", (source, importer, shim) => {
    expect(resolve(source, importer)).toMatch(new RegExp(`src/speed/shims/${shim}$`));
  });

  it("leaves another package's import of the same library alone", () => {
    expect(resolve('query-string', '/app/node_modules/other/index.js')).toBeNull();
    expect(resolve('inflection', '/app/src/anything.ts')).toBeNull();
  });
});
