// @vitest-environment jsdom
// The tile-list screen of the admin layer, on ra-core's ListBase: the header and its actions,
// placeholders while the list loads, the load error inline and as a toast with a retry, the
// screen's empty state, and the tiles in the list's order.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useListContext } from 'ra-core';
import { TileListScreen } from '../../../src/ui/admin/TileListScreen';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { providerError } from '../../fixtures/providerError';

interface Fruit {
  id: number;
  name: string;
}

const FRUITS: Fruit[] = [
  { id: 1, name: 'Olma' },
  { id: 2, name: 'Nok' },
];

/** An action that reads the list it stands over, as a screen's "add" button may. */
function CountAction() {
  const { data } = useListContext<Fruit>();
  return <button type="button">{`Qo'shish (${data?.length ?? 0})`}</button>;
}

function renderScreen(getList: (...args: unknown[]) => Promise<unknown>) {
  return renderWithCore(
    <TileListScreen<Fruit>
      resource="fruits"
      sort={{ field: 'name', order: 'ASC' }}
      title="Mevalar"
      actions={<CountAction />}
      // A catalogue key: said inline and as a toast.
      loadError="app.cards.loadError"
      skeletonClassName="h-40"
      empty={<p>Hozircha meva yo'q.</p>}
    >
      {(fruit) => (
        <article key={fruit.id} aria-label={fruit.name}>
          {fruit.name}
        </article>
      )}
    </TileListScreen>,
    { dataProvider: { getList: vi.fn(getList) } },
  );
}

const LOAD_ERROR = 'Failed to load page data. Please check your connection and try again.';

describe('TileListScreen', () => {
  it('shows its title and placeholders, not tiles, while the list loads', () => {
    renderScreen(() => new Promise(() => undefined));
    expect(screen.getByRole('heading', { level: 1, name: 'Mevalar' })).toBeVisible();
    const busy = document.querySelector('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    expect(busy!.querySelectorAll('.animate-pulse.h-40')).toHaveLength(3);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('asks for the whole list in its order and draws a tile per record, in that order', async () => {
    const getList = vi.fn(async () => ({ data: FRUITS, total: FRUITS.length }));
    renderScreen(getList);
    await screen.findByRole('article', { name: 'Olma' });
    expect(screen.getAllByRole('article').map((tile) => tile.textContent)).toEqual(['Olma', 'Nok']);
    expect(getList).toHaveBeenCalledWith(
      'fruits',
      expect.objectContaining({
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'name', order: 'ASC' },
      }),
    );
    // The header's action reads the same list.
    expect(screen.getByRole('button', { name: "Qo'shish (2)" })).toBeVisible();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("shows the screen's empty state when there is no record", async () => {
    renderScreen(async () => ({ data: [], total: 0 }));
    expect(await screen.findByText("Hozircha meva yo'q.")).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a failed read inline and as a toast, and tries again on request', async () => {
    let fail = true;
    const getList = vi.fn(async () => {
      if (fail) throw providerError('HTTP 500', 500);
      return { data: FRUITS, total: FRUITS.length };
    });
    renderScreen(getList);
    // Once in the screen, once in the toast: the screen's words, not the raw error.
    await waitFor(() => expect(screen.getAllByText(LOAD_ERROR)).toHaveLength(2));
    expect(screen.queryByText('HTTP 500')).not.toBeInTheDocument();
    const inline = screen
      .getAllByRole('alert')
      .find((alert) => within(alert).queryByRole('button', { name: 'Yangilash' }))!;
    expect(inline).toHaveTextContent(LOAD_ERROR);

    fail = false;
    await userEvent.setup().click(within(inline).getByRole('button', { name: 'Yangilash' }));
    expect(await screen.findByRole('article', { name: 'Nok' })).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(2);
  });
});
