// @vitest-environment jsdom
// The platforms screen for each role (contract/roles.ts): a control the role cannot use is not
// drawn (adding, editing, deleting, copying the API key are the owner's); the platforms
// themselves are shown to all.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Role } from '../../../contract/roles';
import { PlatformList } from '../../../src/resources/platforms/PlatformList';
import { renderWithCore } from '../../fixtures/renderWithCore';

const platform = {
  id: 1,
  name: '1xBet UZ',
  currency: 'UZS',
  login: 'xbet-api',
  workplaceId: 'WP-1',
};

async function renderAs(role: Role) {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [platform], total: 1 })),
    getOne: vi.fn(async () => ({ data: { ...platform, apiKey: 'key-1' } })),
    getPlatformApiKey: vi.fn(async () => 'key-1'),
  };
  renderWithCore(<PlatformList />, { role, dataProvider });
  const tile = await screen.findByRole('article', { name: '1xBet UZ' });
  // What everyone reads.
  expect(tile).toHaveTextContent('UZS');
  expect(tile).toHaveTextContent('xbet-api');
  expect(tile).toHaveTextContent('WP-1');
  return {
    dataProvider,
    add: screen.queryByRole('button', { name: 'Add Platform' }),
    edit: within(tile).queryByRole('button', { name: 'Edit: 1xBet UZ' }),
    remove: within(tile).queryByRole('button', { name: 'Delete: 1xBet UZ' }),
    copy: within(tile).queryByRole('button', { name: 'Copy API Key: 1xBet UZ' }),
  };
}

describe('PlatformList by role', () => {
  it.each<Role>(['viewer', 'operator'])(
    'shows the platforms to the %s with no button at all, and reads no secret',
    async (role) => {
      const { dataProvider } = await renderAs(role);
      expect(screen.queryAllByRole('button')).toEqual([]);
      expect(dataProvider.getOne).not.toHaveBeenCalled();
      expect(dataProvider.getPlatformApiKey).not.toHaveBeenCalled();
    },
  );

  it('offers the owner add, edit, delete and the API key copy', async () => {
    const { add, edit, remove, copy } = await renderAs('owner');
    expect(add).toBeEnabled();
    expect(edit).toBeEnabled();
    expect(remove).toBeEnabled();
    expect(copy).toBeEnabled();
  });

  it.each<Role>(['viewer', 'operator'])(
    "offers the %s no 'Add your first platform' when there are none",
    async (role) => {
      renderWithCore(<PlatformList />, {
        role,
        dataProvider: { getList: vi.fn(async () => ({ data: [], total: 0 })) },
      });
      expect(await screen.findByText('No platforms have been added yet.')).toBeInTheDocument();
      expect(screen.queryAllByRole('button')).toEqual([]);
    },
  );

  it("offers the owner 'Add your first platform' when there are none", async () => {
    renderWithCore(<PlatformList />, {
      role: 'owner',
      dataProvider: { getList: vi.fn(async () => ({ data: [], total: 0 })) },
    });
    expect(await screen.findByRole('button', { name: 'Add your first platform' })).toBeEnabled();
  });
});
