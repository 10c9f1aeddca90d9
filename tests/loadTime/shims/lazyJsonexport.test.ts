// ra-core's default exporter gets jsonexport's answer through the stand-in that fetches it late.
import { describe, expect, it } from 'vitest';
import jsonExport from '../../../src/loadTime/shims/lazyJsonexport';

describe('lazyJsonexport', () => {
  it("answers jsonexport's CSV through the callback", async () => {
    const csv = await new Promise<string>((resolve, reject) =>
      jsonExport([{ id: 1, name: 'Aziz' }], (error, text) =>
        error ? reject(error) : resolve(text),
      ),
    );
    expect(csv.split(/\r?\n/)).toEqual(['id,name', '1,Aziz']);
  });
});
