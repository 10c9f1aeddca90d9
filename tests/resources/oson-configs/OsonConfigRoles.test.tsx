// @vitest-environment jsdom
// The Oson accounts for each role (contract/roles.ts): every write is the owner's. Other roles see
// the accounts without a control, and a typed address of the new or edit page sends them to
// ra-core's access-denied page without drawing the form or reading the record.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from '../../../contract/roles';
import { fakeOsonProvider, osonConfig } from './fakeOsonProvider';
import { renderOsonRoutes } from './renderOsonRoutes';

const twoConfigs = () => [osonConfig(1, 'Samsung A54', true), osonConfig(2, 'iPhone 13')];
const path = () => screen.getByTestId('current-path');

async function listAs(role: Role) {
  renderOsonRoutes('/oson-configs', fakeOsonProvider(twoConfigs()), {}, role);
  await screen.findByText('iPhone 13');
  const other = within(screen.getByTestId('oson-config-2'));
  // What everyone reads.
  expect(within(screen.getByTestId('oson-config-1')).getByText('PRIMARY')).toBeInTheDocument();
  expect(other.getByText('ID: 2')).toBeInTheDocument();
  expect(other.getByText('Phone: 998900000002')).toBeInTheDocument();
  return {
    add: screen.queryByRole('link', { name: 'Add New Account' }),
    edit: other.queryByRole('link', { name: 'Edit: iPhone 13' }),
    setPrimary: other.queryByRole('button', { name: 'Set Primary: iPhone 13' }),
    remove: other.queryByRole('button', { name: 'Delete: iPhone 13' }),
  };
}

describe('Oson accounts by role', () => {
  it.each<Role>(['viewer', 'operator'])(
    'shows the accounts to the %s, with no link or button to change them',
    async (role) => {
      await listAs(role);
      expect(screen.queryAllByRole('button')).toEqual([]);
      expect(screen.queryAllByRole('link')).toEqual([]);
    },
  );

  it('offers the owner add, edit, set primary and delete', async () => {
    const { add, edit, setPrimary, remove } = await listAs('owner');
    expect(add).toHaveAttribute('href', '/oson-configs/new');
    expect(edit).toHaveAttribute('href', '/oson-configs/2');
    expect(setPrimary).toBeEnabled();
    expect(remove).toBeEnabled();
  });

  it.each<Role>(['viewer', 'operator'])(
    'sends the %s from /oson-configs/new to access denied without drawing the form',
    async (role) => {
      const provider = fakeOsonProvider([]);
      renderOsonRoutes('/oson-configs/new', provider, {}, role);
      await waitFor(() => expect(path()).toHaveTextContent('/access-denied'));
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(provider.create).not.toHaveBeenCalled();
    },
  );

  it.each<Role>(['viewer', 'operator'])(
    'sends the %s from /oson-configs/2 to access denied without reading the record',
    async (role) => {
      const provider = fakeOsonProvider(twoConfigs());
      renderOsonRoutes('/oson-configs/2', provider, {}, role);
      await waitFor(() => expect(path()).toHaveTextContent('/access-denied'));
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(provider.getOne).not.toHaveBeenCalled();
    },
  );

  it('lets the owner open the new page, with its Quick Paste', async () => {
    renderOsonRoutes('/oson-configs/new', fakeOsonProvider([]), {}, 'owner');
    expect(await screen.findByRole('heading', { name: 'New Oson Account' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Apply Data' })).toBeInTheDocument();
    expect(path()).toHaveTextContent('/oson-configs/new');
  });

  it('lets the owner open the edit page, with the record read', async () => {
    const provider = fakeOsonProvider(twoConfigs());
    renderOsonRoutes('/oson-configs/2', provider, {}, 'owner');
    expect(await screen.findByRole('heading', { name: 'Edit Oson Account' })).toBeVisible();
    expect(await screen.findByDisplayValue('iPhone 13')).toBeInTheDocument();
    expect(provider.getOne).toHaveBeenCalled();
    expect(path()).toHaveTextContent('/oson-configs/2');
  });
});
