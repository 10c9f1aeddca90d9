// @vitest-environment jsdom
// A journal row (the table's, and the phone list's item) is drawn again only when its own
// transaction or selection changes: selecting one, which draws the list again, draws that one and
// no other. Its delete icon is one svg with one path (ui/LineIcon), not an element per part.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TransactionList } from '../../../src/resources/transactions/TransactionList';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { viewport } from '../../fixtures/viewport';
import type * as StatusBadgeModule from '../../../src/resources/transactions/StatusBadge';

// Each row draws one status badge: counting the badges' drawings counts the rows'.
const badgeDrawn = vi.hoisted(() => vi.fn());
vi.mock('../../../src/resources/transactions/StatusBadge', async (importOriginal) => {
  const real = await importOriginal<typeof StatusBadgeModule>();
  return {
    StatusBadge: (props: { status: string }) => {
      badgeDrawn(props.status);
      return real.StatusBadge(props);
    },
  };
});

const row = (id: number, fullName: string) => ({
  id,
  chatId: 700000 + id,
  platform: '1xBet UZ',
  fullName,
  cardNumber: '9860123412345678',
  amount: 1000,
  uniqueAmount: 1003,
  status: 'APPROVED',
  type: 'TOP_UP',
  createdAt: '2025-09-20T10:00:00Z',
});

afterEach(() => vi.unstubAllGlobals());

describe.each([
  ['row', 1280, 'tr'],
  ['phone item', 390, 'li'],
])('a journal %s', (_name, width, element) => {
  it('is not drawn again when another one is selected', async () => {
    viewport(width);
    const rows = [row(3, 'Aziz Karimov'), row(2, 'Dilnoza Usmonova'), row(1, 'Jasur Aliyev')];
    renderWithCore(<TransactionList />, {
      path: '/transactions',
      dataProvider: {
        getList: async (resource: string) =>
          resource === 'transactions' ? { data: rows, total: 3 } : { data: [], total: 0 },
      },
    });
    const first = (await screen.findByText('Aziz Karimov')).closest<HTMLElement>(element)!;
    badgeDrawn.mockClear();

    await userEvent.click(within(first).getByRole('checkbox'));

    expect(within(first).getByRole('checkbox')).toBeChecked();
    expect(badgeDrawn).toHaveBeenCalledTimes(1);
  });

  it('draws its delete icon as one svg with one path', async () => {
    viewport(width);
    renderWithCore(<TransactionList />, {
      path: '/transactions',
      dataProvider: {
        getList: async (resource: string) =>
          resource === 'transactions'
            ? { data: [row(3, 'Aziz Karimov')], total: 1 }
            : { data: [], total: 0 },
      },
    });
    const first = (await screen.findByText('Aziz Karimov')).closest<HTMLElement>(element)!;
    const icon = within(first).getByRole('button', { name: "O'chirish: #3" }).querySelector('svg')!;
    expect(icon.querySelectorAll('path')).toHaveLength(1);
  });
});
