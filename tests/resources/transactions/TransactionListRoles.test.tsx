// @vitest-environment jsdom
// The journal for each role (contract/roles.ts), on a desktop and on a phone: a write the role
// cannot use is not drawn (the selection boxes exist only for the bulk delete, which is the
// owner's; one transaction's delete is the operator's too), and the CSV export, a read, stays
// for all. Saved views: everyone applies them; saving and deleting are the operator's and owner's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '../../../contract/roles';
import { TransactionList } from '../../../src/resources/transactions/TransactionList';
import { CAPABILITIES_KEY } from '../../../src/providers/useCapabilities';
import { NO_CAPABILITIES } from '../../../src/providers/capabilities';
import { createQueryClient } from '../../../src/providers/queryClient';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { viewport } from '../../fixtures/viewport';

const row = {
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
};

const APPROVED = { status: 'APPROVED' };

function renderAs(role: Role) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CAPABILITIES_KEY, { ...NO_CAPABILITIES, savedViews: true });
  renderWithCore(<TransactionList />, {
    role,
    queryClient,
    // A filter set, so that a role that may save is offered the save form.
    path: `/transactions?filter=${encodeURIComponent(JSON.stringify(APPROVED))}`,
    dataProvider: {
      getList: vi.fn(async (resource: string) =>
        resource === 'transactions' ? { data: [row], total: 1 } : { data: [], total: 0 },
      ),
      getSavedViews: vi.fn(async () => [{ id: 5, name: 'Approved', filter: APPROVED }]),
    },
  });
}

/** What the screen offers once the row is in. */
async function journalControls(element: 'tr' | 'li') {
  const item = (await screen.findByText('Aziz Karimov')).closest<HTMLElement>(element)!;
  return {
    checkboxes: screen.queryAllByRole('checkbox'),
    rowDelete: within(item).queryByRole('button', { name: "O'chirish: #31" }),
    bulkDelete: screen.queryByRole('button', { name: /^Tanlanganlarni o'chirish/ }),
    csv: screen.getByRole('button', { name: 'CSV eksport' }),
  };
}

/** What the saved views' dialog offers. */
async function savedViewsControls() {
  await userEvent.setup().click(screen.getByRole('button', { name: "Ko'rinishlar" }));
  const dialog = await screen.findByRole('dialog', { name: "Saqlangan ko'rinishlar" });
  // Applying a view is a read: offered to all.
  expect(await within(dialog).findByRole('button', { name: 'Approved' })).toBeEnabled();
  return {
    save: within(dialog).queryByRole('button', { name: 'Joriy filtrlarni saqlash' }),
    name: within(dialog).queryByRole('textbox', { name: "Ko'rinish nomi" }),
    remove: within(dialog).queryByRole('button', { name: "O'chirish: Approved" }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe.each([
  ['desktop', 1280, 'tr'],
  ['phone', 390, 'li'],
] as const)('TransactionList by role on a %s', (_name, width, element) => {
  it('offers a viewer the CSV export and no write', async () => {
    viewport(width);
    renderAs('viewer');
    const { checkboxes, rowDelete, bulkDelete, csv } = await journalControls(element);
    expect(checkboxes).toEqual([]);
    expect(rowDelete).not.toBeInTheDocument();
    expect(bulkDelete).not.toBeInTheDocument();
    expect(csv).toBeEnabled();
    const views = await savedViewsControls();
    expect(views.save).not.toBeInTheDocument();
    expect(views.name).not.toBeInTheDocument();
    expect(views.remove).not.toBeInTheDocument();
  });

  it("offers an operator one transaction's delete, no selection or bulk delete", async () => {
    viewport(width);
    renderAs('operator');
    const { checkboxes, rowDelete, bulkDelete, csv } = await journalControls(element);
    expect(checkboxes).toEqual([]);
    expect(rowDelete).toBeEnabled();
    expect(bulkDelete).not.toBeInTheDocument();
    expect(csv).toBeEnabled();
    const views = await savedViewsControls();
    expect(views.save).toBeEnabled();
    expect(views.name).toBeEnabled();
    expect(views.remove).toBeEnabled();
  });

  it('offers the owner selection, both deletes and the export', async () => {
    viewport(width);
    renderAs('owner');
    const { checkboxes, rowDelete, bulkDelete, csv } = await journalControls(element);
    // Select all, and the row's own box.
    expect(checkboxes).toHaveLength(2);
    expect(rowDelete).toBeEnabled();
    expect(bulkDelete).toBeEnabled();
    expect(csv).toBeEnabled();
    const views = await savedViewsControls();
    expect(views.save).toBeEnabled();
    expect(views.remove).toBeEnabled();
  });
});

describe('the journal table by role', () => {
  it.each<[Role, number]>([
    ['viewer', 8],
    ['operator', 9],
    ['owner', 10],
  ])('has no empty column for a control the %s lacks (%i columns)', async (role, columns) => {
    viewport(1280);
    renderAs(role);
    const item = (await screen.findByText('Aziz Karimov')).closest('tr')!;
    expect(screen.getAllByRole('columnheader')).toHaveLength(columns);
    expect(within(item).getAllByRole('cell')).toHaveLength(columns);
  });
});
