// @vitest-environment jsdom
// The journal's layouts and table controls: the phone list (amount and status first, the filters
// behind one button with the active count), the select-all box, and the sort headers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TransactionList } from '../../../src/resources/transactions/TransactionList';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { viewport } from '../../fixtures/viewport';

const rows = [
  {
    id: 31,
    chatId: 700001,
    platform: '1xBet UZ',
    fullName: 'Aziz Karimov',
    cardNumber: '9860123412345678',
    amount: 150000,
    uniqueAmount: 150003,
    status: 'APPROVED',
    type: 'TOP_UP',
    createdAt: new Date(2025, 8, 21, 14, 5).toISOString(),
  },
  {
    id: 30,
    chatId: 700002,
    platform: 'Melbet RU',
    fullName: '',
    cardNumber: '8600111122223333',
    amount: 90000,
    uniqueAmount: 90011,
    status: 'FAILED',
    type: 'WITHDRAWAL',
    createdAt: new Date(2025, 8, 20, 9, 0).toISOString(),
  },
];

function provider() {
  return {
    getList: vi.fn(async (resource: string) => {
      if (resource === 'cards') return { data: [], total: 0 };
      if (resource === 'platforms') return { data: [], total: 0 };
      return { data: rows, total: rows.length };
    }),
  };
}

const transactionCalls = (getList: ReturnType<typeof vi.fn>) =>
  getList.mock.calls.filter(([resource]) => resource === 'transactions');

afterEach(() => vi.unstubAllGlobals());

describe('TransactionList on a phone (390 px)', () => {
  it('lists items with the amount and the status first, and no table', async () => {
    viewport(390);
    renderWithCore(<TransactionList />, { dataProvider: provider() });
    const first = (await screen.findByText("150 003 so'm")).closest('li')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const lines = [...first.querySelectorAll('span, div')]
      .map((node) => node.textContent)
      .filter(Boolean);
    // The first line holds the amount and the badge, before date, user, platform and card.
    expect(lines.findIndex((line) => line === "150 003 so'm")).toBeLessThan(
      lines.findIndex((line) => line?.includes('Aziz Karimov')),
    );
    expect(within(first).getByText('Tasdiqlangan')).toBeInTheDocument();
    expect(within(first).getByText(/21-09-2025 14:05/)).toBeInTheDocument();
    expect(within(first).getByText(/1xBet UZ/)).toBeInTheDocument();
    expect(within(first).getByText('•••• 5678')).toBeInTheDocument();
    expect(
      within(first).getByRole('checkbox', { name: '#31 tranzaksiyani tanlash' }),
    ).toBeVisible();
    expect(within(first).getByRole('button', { name: "O'chirish: #31" })).toBeInTheDocument();
    // The filters are behind one button, not on the page.
    expect(screen.queryByRole('combobox', { name: 'Holat' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtrlar' })).toBeInTheDocument();
  });

  it('opens the filters in a dialog; the button then counts the active ones', async () => {
    viewport(390);
    const dataProvider = provider();
    renderWithCore(<TransactionList />, { dataProvider });
    const user = userEvent.setup();
    await screen.findByText("150 003 so'm");
    await user.click(screen.getByRole('button', { name: 'Filtrlar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtrlar' });
    await user.type(within(dialog).getByLabelText("Chat ID yoki ism bo'yicha qidirish"), 'Aziz');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Holat' }),
      'Muvaffaqiyatsiz',
    );
    await user.click(within(dialog).getByRole('button', { name: "Qo'llash" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Filtrlar (2)' })).toBeInTheDocument();
    expect(transactionCalls(dataProvider.getList).at(-1)![1].filter).toEqual({
      q: 'Aziz',
      status: 'FAILED',
    });
  });
});

describe('TransactionList table controls', () => {
  it('marks select-all indeterminate when only some rows are selected', async () => {
    renderWithCore(<TransactionList />, { dataProvider: provider() });
    const user = userEvent.setup();
    await screen.findByText('Aziz Karimov');
    const all = screen.getByRole('checkbox', { name: 'Hammasini tanlash' });
    expect(all).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('checkbox', { name: '#31 tranzaksiyani tanlash' }));
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.getByRole('button', { name: "Tanlanganlarni o'chirish (1)" })).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: '#30 tranzaksiyani tanlash' }));
    expect(all).toHaveAttribute('aria-checked', 'true');
    await user.click(all);
    expect(all).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('button', { name: "Tanlanganlarni o'chirish (0)" })).toBeVisible();
  });

  it('sorts by a header, and the same header flips the order', async () => {
    const dataProvider = provider();
    renderWithCore(<TransactionList />, { dataProvider });
    const user = userEvent.setup();
    await screen.findByText('Aziz Karimov');
    const lastSort = () => transactionCalls(dataProvider.getList).at(-1)![1].sort;
    expect(lastSort()).toEqual({ field: 'createdAt', order: 'DESC' });
    expect(screen.getByRole('columnheader', { name: 'Sana' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('button', { name: 'Summa' }));
    await waitFor(() => expect(lastSort()).toEqual({ field: 'uniqueAmount', order: 'ASC' }));
    expect(screen.getByRole('columnheader', { name: 'Summa' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Summa' }));
    await waitFor(() => expect(lastSort()).toEqual({ field: 'uniqueAmount', order: 'DESC' }));
    expect(screen.getByRole('columnheader', { name: 'Sana' })).not.toHaveAttribute('aria-sort');
  });
});
