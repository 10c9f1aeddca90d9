// What a screen's first drawing downloads: the forms of the journal (the saved views' name), the
// cards and the platforms are in dialogs, fetched when one opens, so react-hook-form and
// ra-core's form code (the `forms` chunk) are not part of those screens' first visit. One static
// import of a form's part would put them back.
import { describe, expect, it } from 'vitest';
import { pathTo, staticGraphOf } from '../fixtures/staticGraph';

describe.each([
  ['journal', 'src/resources/transactions/TransactionList.tsx'],
  ['cards', 'src/resources/cards/CardList.tsx'],
  ['platforms', 'src/resources/platforms/PlatformList.tsx'],
])("the %s' static imports", (_name, screen) => {
  it('reach no form code', async () => {
    const graph = await staticGraphOf(screen);
    expect(graph.size).toBeGreaterThan(10);
    const forms = [...graph.keys()].filter(
      (module) => /node_modules\/react-hook-form\//.test(module) || /src\/ui\/form\//.test(module),
    );
    expect(forms.map((module) => pathTo(graph, module).join(' → '))).toEqual([]);
  });
});

describe("a form's select", () => {
  // The look it shares with the plain select is in ui/cx.ts and ui/LineIcon.tsx, which the admin
  // app has anyway: imported from ui/Select.tsx, it took that module's chunk in with every
  // screen with a form, and the build had merged it with the login history's code and date-fns
  // (the cards downloaded 202 KB of script against their 200 KB budget).
  it('does not take the plain select in', async () => {
    const graph = await staticGraphOf('src/ui/form/SelectInput.tsx');
    expect(graph.size).toBeGreaterThan(2);
    expect(graph.has('src/ui/Select.tsx')).toBe(false);
  });
});

describe('the journal\'s "last seen" wording', () => {
  // date-fns' formatDistance and its three locales (lib/relativeTime.ts) are fetched when a row
  // of the gateway's copy first needs them (SeenMarker.tsx): imported statically by the journal
  // and the login history, they would move into the chunk every screen downloads.
  it("is not among the journal's static imports", async () => {
    const graph = await staticGraphOf('src/resources/transactions/TransactionList.tsx');
    expect(graph.has('src/resources/transactions/SeenMarker.tsx')).toBe(true);
    expect(graph.has('src/lib/relativeTime.ts')).toBe(false);
  });
});
