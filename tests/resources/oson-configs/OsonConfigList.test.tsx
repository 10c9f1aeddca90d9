// @vitest-environment jsdom
// The Oson accounts list: badge, Set Primary, guarded delete, load and empty states, navigation.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { providerError } from '../../fixtures/providerError';
import { expectReadingOrder } from '../../fixtures/readingOrder';
import { fakeOsonProvider, osonConfig } from './fakeOsonProvider';
import { renderOsonRoutes } from './renderOsonRoutes';

const threeConfigs = () => [
  osonConfig(1, 'Samsung A54', true),
  osonConfig(2, 'iPhone 13'),
  osonConfig(3, 'Redmi Note'),
];

const card = (id: number) => screen.getByTestId(`oson-config-${id}`);

describe('OsonConfigList', () => {
  it('shows each config, the PRIMARY badge on the primary and guards its buttons', async () => {
    renderOsonRoutes('/oson-configs', fakeOsonProvider(threeConfigs()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oson Accounts' })).toBeVisible();
    await screen.findByText('Samsung A54');

    const primary = within(card(1));
    expect(primary.getByText('PRIMARY')).toBeInTheDocument();
    expect(primary.getByText('ID: 1')).toBeInTheDocument();
    expect(primary.getByText('Phone: 998900000001')).toBeInTheDocument();
    expect(primary.queryByRole('button', { name: /Set Primary/ })).not.toBeInTheDocument();
    expect(primary.getByRole('button', { name: 'Delete: Samsung A54' })).toBeDisabled();

    const other = within(card(2));
    expect(other.queryByText('PRIMARY')).not.toBeInTheDocument();
    expect(other.getByRole('button', { name: 'Set Primary: iPhone 13' })).toBeEnabled();
    expect(other.getByRole('button', { name: 'Delete: iPhone 13' })).toBeEnabled();
    expect(screen.getAllByText('PRIMARY')).toHaveLength(1);
    // The list never shows a password.
    expect(screen.queryByText(/secret-/)).not.toBeInTheDocument();
  });

  it('reads top to bottom on a phone: name, badge, id, phone, then the actions', async () => {
    renderOsonRoutes('/oson-configs', fakeOsonProvider(threeConfigs()));
    await screen.findByText('Samsung A54');
    expectReadingOrder(card(1), [
      'Samsung A54',
      'PRIMARY',
      'ID: 1',
      'Phone: 998900000001',
      'Edit',
      'Delete',
    ]);
    expectReadingOrder(card(2), ['iPhone 13', 'ID: 2', 'Edit', 'Set Primary', 'Delete']);
    expect(screen.getAllByRole('article').map((article) => article.dataset.testid)).toEqual([
      'oson-config-1',
      'oson-config-2',
      'oson-config-3',
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sets a new primary, re-reads the list and says so', async () => {
    const provider = fakeOsonProvider(threeConfigs());
    renderOsonRoutes('/oson-configs', provider);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set Primary: iPhone 13' }));

    expect(await screen.findByText('Primary account changed.')).toBeInTheDocument();
    expect(provider.setPrimaryOsonConfig).toHaveBeenCalledWith(2);
    expect(provider.getList).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(within(card(2)).getByText('PRIMARY')).toBeInTheDocument());
    expect(within(card(1)).queryByText('PRIMARY')).not.toBeInTheDocument();
    expect(within(card(1)).getByRole('button', { name: 'Set Primary: Samsung A54' })).toBeVisible();
    expect(within(card(2)).getByRole('button', { name: 'Delete: iPhone 13' })).toBeDisabled();
  });

  it('says so when setting the primary fails, and keeps the old one', async () => {
    const provider = fakeOsonProvider(threeConfigs(), {
      setPrimaryOsonConfig: vi.fn().mockRejectedValue(providerError('HTTP 500', 500)),
    });
    renderOsonRoutes('/oson-configs', provider);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set Primary: Redmi Note' }));
    expect(await screen.findByText('Failed to set primary config.')).toBeInTheDocument();
    expect(within(card(1)).getByText('PRIMARY')).toBeInTheDocument();
  });

  it('asks before deleting, then deletes', async () => {
    const provider = fakeOsonProvider(threeConfigs());
    renderOsonRoutes('/oson-configs', provider);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete: Redmi Note' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this config?');
    expect(provider.delete).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Config deleted.')).toBeInTheDocument();
    expect(provider.delete).toHaveBeenCalledWith(
      'oson-configs',
      expect.objectContaining({ id: 3 }),
    );
    await waitFor(() => expect(screen.queryByText('Redmi Note')).not.toBeInTheDocument());
  });

  it('does not delete when the confirmation is cancelled', async () => {
    const provider = fakeOsonProvider(threeConfigs());
    renderOsonRoutes('/oson-configs', provider);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete: iPhone 13' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /Bekor/ }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(provider.delete).not.toHaveBeenCalled();
  });

  it.each([
    [
      "the server's message when it gave one",
      providerError('Config is used by 2 cards', 500, 'Config is used by 2 cards'),
      'Config is used by 2 cards',
    ],
    [
      'the fallback when the server said nothing',
      providerError('HTTP 500', 500, undefined),
      'Failed to delete. Ensure it is not primary.',
    ],
    [
      'the fallback when the server could not be reached',
      providerError('Failed to fetch', 0),
      'Failed to delete. Ensure it is not primary.',
    ],
  ])('shows %s when deleting fails, and keeps the card', async (_case, failure, message) => {
    const provider = fakeOsonProvider(threeConfigs(), {
      delete: vi.fn().mockRejectedValue(failure),
    });
    renderOsonRoutes('/oson-configs', provider);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete: iPhone 13' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /Delete/ }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('iPhone 13')).toBeInTheDocument();
  });

  it('shows the load error inline and as a toast', async () => {
    renderOsonRoutes(
      '/oson-configs',
      fakeOsonProvider([], { getList: vi.fn().mockRejectedValue(providerError('HTTP 500', 500)) }),
    );
    await waitFor(() =>
      expect(screen.getAllByText('Failed to fetch Oson configurations.')).toHaveLength(2),
    );
  });

  it('shows the empty text when there is no config', async () => {
    renderOsonRoutes('/oson-configs', fakeOsonProvider([]));
    expect(await screen.findByText('No Oson accounts have been added yet.')).toBeInTheDocument();
  });

  it('shows card-sized placeholders while loading', () => {
    renderOsonRoutes(
      '/oson-configs',
      fakeOsonProvider([], { getList: () => new Promise(() => {}) }),
    );
    const grid = document.querySelector('[aria-busy="true"]');
    // One placeholder per tile (they were MUI cards, named by MUI's class).
    expect(grid?.children).toHaveLength(3);
  });

  it('goes to the new-account page and to a config', async () => {
    renderOsonRoutes('/oson-configs', fakeOsonProvider(threeConfigs()));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Edit: iPhone 13' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/oson-configs/2');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('link', { name: 'Add New Account' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/oson-configs/new');
  });
});
