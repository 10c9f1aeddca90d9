// What a screen's first drawing downloads: the journal's forms (the saved views' name) are in a
// dialog, fetched when it opens, so react-hook-form and ra-core's form code (the `forms` chunk)
// are not part of the journal's first visit. One static import of a form's part would put them
// back.
import { describe, expect, it } from 'vitest';
import { pathTo, staticGraphOf } from '../fixtures/staticGraph';

describe("the journal's static imports", () => {
  it('reach no form code', async () => {
    const graph = await staticGraphOf('src/resources/transactions/TransactionList.tsx');
    expect(graph.size).toBeGreaterThan(10);
    const forms = [...graph.keys()].filter(
      (module) => /node_modules\/react-hook-form\//.test(module) || /src\/ui\/form\//.test(module),
    );
    expect(forms.map((module) => pathTo(graph, module).join(' → '))).toEqual([]);
  });
});
