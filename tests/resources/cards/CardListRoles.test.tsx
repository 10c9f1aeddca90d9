// @vitest-environment jsdom
// The cards screen for each role (contract/roles.ts): a control the role cannot use is not drawn;
// the cards themselves are shown to all.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Role } from '../../../contract/roles';
import { CardList } from '../../../src/resources/cards/CardList';
import { renderWithCore } from '../../fixtures/renderWithCore';

const card = {
  id: 10,
  cardNumber: '9860123412341234',
  ownerName: 'Aziz Karimov',
  paymentSystem: 'HUMO',
  balance: 1250000,
  osonConfig: { id: 1, deviceName: 'Samsung A54', primaryConfig: true },
};

async function renderAs(role: Role) {
  renderWithCore(<CardList />, {
    role,
    dataProvider: { getList: vi.fn(async () => ({ data: [card], total: 1 })) },
  });
  const tile = await screen.findByRole('article', { name: '9860 1234 1234 1234' });
  // What everyone reads.
  expect(tile).toHaveTextContent('Aziz Karimov');
  expect(tile).toHaveTextContent('Samsung A54');
  return {
    add: screen.queryByRole('button', { name: 'Add Card' }),
    edit: within(tile).queryByRole('button', { name: 'Edit: 1234' }),
    remove: within(tile).queryByRole('button', { name: 'Delete: 1234' }),
    buttons: screen.queryAllByRole('button'),
  };
}

describe('CardList by role', () => {
  it('shows a viewer the cards and no button at all', async () => {
    const { buttons } = await renderAs('viewer');
    expect(buttons).toEqual([]);
  });

  it.each<Role>(['operator', 'owner'])('offers the %s add, edit and delete', async (role) => {
    const { add, edit, remove } = await renderAs(role);
    expect(add).toBeEnabled();
    expect(edit).toBeEnabled();
    expect(remove).toBeEnabled();
  });
});
