// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardList } from '../../../src/resources/cards/CardList';
import { createHttpClient } from '../../../src/providers/httpClient';
import { BALANCE_MOVED } from '../../../src/providers/resources/cards';
import { providerError } from '../../fixtures/providerError';
import { expectReadingOrder } from '../../fixtures/readingOrder';
import { renderWithCore } from '../../fixtures/renderWithCore';

const accounts = [
  {
    id: 1,
    deviceName: 'Samsung A54',
    phone: '+998901',
    deviceId: 'd1',
    apiUrl: '',
    primaryConfig: true,
  },
  {
    id: 2,
    deviceName: 'Redmi Note',
    phone: '+998902',
    deviceId: 'd2',
    apiUrl: '',
    primaryConfig: false,
  },
];
const cards = [
  {
    id: 10,
    cardNumber: '9860123412341234',
    ownerName: '',
    paymentSystem: 'HUMO',
    balance: 1250000,
    osonConfig: { id: 1, deviceName: 'Samsung A54', primaryConfig: true },
  },
  {
    id: 11,
    cardNumber: '8600555566667777',
    ownerName: 'Aziz Karimov',
    paymentSystem: 'UZCARD',
    balance: 0,
    osonConfig: { id: 2, deviceName: 'Redmi Note', primaryConfig: false },
  },
];

type ListAnswer = { data: { id: number }[] };

function provider(overrides: Record<string, unknown> = {}) {
  const calls = {
    getList: vi.fn(async (resource: string) =>
      resource === 'cards'
        ? { data: cards, total: cards.length }
        : { data: accounts, total: accounts.length },
    ),
    create: vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { id: 99, ...data },
    })),
    update: vi.fn(async (_r: string, { data, id }: { data: object; id: number }) => ({
      data: { ...cards[0], ...data, id },
    })),
    delete: vi.fn(async () => ({ data: cards[0] })),
    ...overrides,
  };
  const getList = calls.getList as (resource: string) => Promise<ListAnswer>;
  return {
    // As the panel's provider does: the edit dialog's card is read from the list (the API has no
    // detail call for cards).
    getOne: vi.fn(async (resource: string, { id }: { id: number }) => ({
      data: (await getList(resource)).data.find((record) => String(record.id) === String(id)),
    })),
    ...calls,
  };
}

describe('CardList', () => {
  it('shows each card: grouped number, owner or N/A, balance, system and account', async () => {
    renderWithCore(<CardList />, { dataProvider: provider() });
    const first = await screen.findByRole('article', { name: '9860 1234 1234 1234' });
    expect(within(first).getByText('N/A')).toBeInTheDocument();
    expect(within(first).getByText("1 250 000 so'm")).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'HUMO' })).toBeInTheDocument();
    expect(within(first).getByText('Primary account')).toBeInTheDocument();
    expect(within(first).getByText(/Samsung A54/)).toBeInTheDocument();
    const second = screen.getByRole('article', { name: '8600 5555 6666 7777' });
    expect(within(second).getByText('Aziz Karimov')).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'UZCARD' })).toBeInTheDocument();
    expect(within(second).queryByText('Primary account')).not.toBeInTheDocument();
  });

  it('asks for an Oson account before adding, then validates the number', async () => {
    const dataProvider = provider();
    renderWithCore(<CardList />, { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Card' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('Please select an Oson Account for the new card.'),
    ).toBeInTheDocument();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Oson Account/ }),
      'Redmi Note',
    );
    await user.type(within(dialog).getByLabelText(/Card Number/), '9860 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('The card number must have exactly 16 digits.'),
    ).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Card Number/), ' 1234 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'cards',
        expect.objectContaining({
          data: {
            cardNumber: '9860123412341234',
            ownerName: '',
            paymentSystem: 'HUMO',
            balance: 0,
            osonConfigId: 2,
          },
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says at once that the Oson accounts failed to load and keeps a new card from saving', async () => {
    let accountsFail = true;
    const getList = vi.fn(async (resource: string) => {
      if (resource === 'cards') return { data: cards, total: cards.length };
      if (accountsFail) throw providerError('HTTP 500', 500);
      return { data: accounts, total: accounts.length };
    });
    renderWithCore(<CardList />, { dataProvider: provider({ getList }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Card' }));
    const dialog = await screen.findByRole('dialog');
    // At once: no silent retries before the error shows.
    expect(
      await within(dialog).findByText(/Failed to load the Oson accounts/, {}, { timeout: 1000 }),
    ).toBeInTheDocument();
    expect(getList.mock.calls.filter(([resource]) => resource === 'oson-configs')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(
      within(dialog).queryByText('Please select an Oson Account for the new card.'),
    ).not.toBeInTheDocument();

    accountsFail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(within(dialog).queryByText(/Failed to load the Oson accounts/)).not.toBeInTheDocument();
  });

  it('still saves an edit with its own account when the Oson accounts fail to load', async () => {
    const dataProvider = provider({
      getList: vi.fn(async (resource: string) => {
        if (resource === 'cards') return { data: cards, total: cards.length };
        throw providerError('HTTP 500', 500);
      }),
    });
    renderWithCore(<CardList />, { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit: 1234' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Failed to load the Oson accounts. The card keeps its current account.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'cards',
        expect.objectContaining({ data: expect.objectContaining({ osonConfigId: 1 }) }),
      ),
    );
  });

  it('shows a missing balance as a dash and asks for one when editing', async () => {
    const withoutBalance = [{ ...cards[0], balance: null }];
    const dataProvider = provider({
      getList: vi.fn(async (resource: string) =>
        resource === 'cards'
          ? { data: withoutBalance, total: 1 }
          : { data: accounts, total: accounts.length },
      ),
    });
    renderWithCore(<CardList />, { dataProvider });
    const tile = await screen.findByRole('article', { name: '9860 1234 1234 1234' });
    expect(within(tile).getByText('—')).toBeInTheDocument();
    expect(within(tile).queryByText(/0 so'm/)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(tile).getByRole('button', { name: 'Edit: 1234' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Balance')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('The balance must be a whole number, 0 or more.'),
    ).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('edits the card as the server has it now, not as the list last showed it', async () => {
    // The service moved money meanwhile: the edit must not save the list's old balance back.
    const getOne = vi.fn(async () => ({ data: { ...cards[0], balance: 2000000 } }));
    const dataProvider = provider({ getOne });
    renderWithCore(<CardList />, { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit: 1234' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Card' });
    await waitFor(() => expect(within(dialog).getByLabelText('Balance')).toHaveValue('2000000'));
    expect(getOne).toHaveBeenCalledWith('cards', expect.objectContaining({ id: 10 }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'cards',
        expect.objectContaining({ id: 10, data: expect.objectContaining({ balance: 2000000 }) }),
      ),
    );
  });

  it("puts the server's field error on the card number field", async () => {
    const update = vi.fn().mockRejectedValue(providerError('cardNumber: must be 16 digits', 400));
    renderWithCore(<CardList />, { dataProvider: provider({ update }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit: 1234' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const number = within(dialog).getByLabelText(/Card Number/);
    await waitFor(() => expect(number).toHaveAccessibleDescription('must be 16 digits'));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog).getByText('Failed to save the card. Please check the details and try again.'),
    ).toBeInTheDocument();
    // The spec's alert about the account is for a missing account only.
    expect(
      within(dialog).queryByText('Please select an Oson Account for the new card.'),
    ).not.toBeInTheDocument();
    // Typing a new number takes the server's complaint away.
    await user.clear(number);
    await user.type(number, '9860 1234 1234 1235');
    expect(number).toHaveAttribute('aria-invalid', 'false');
  });

  it('offers the payment system on an edit only where the server can change it', async () => {
    const user = userEvent.setup();
    const fixed = renderWithCore(<CardList />, { dataProvider: provider() });
    await user.click(await screen.findByRole('button', { name: 'Edit: 1234' }));
    const system = within(await screen.findByRole('dialog')).getByLabelText(/Payment System/);
    await waitFor(() => expect(system).toBeDisabled());
    expect(system).toHaveAccessibleDescription(
      "Bu server kartaning to'lov tizimini o'zgartira olmaydi: kartani o'chirib, qaytadan qo'shing.",
    );
    fixed.unmount();

    const getCapabilities = vi.fn(async () => ({ cardPaymentSystemEdit: true }));
    renderWithCore(<CardList />, { dataProvider: { ...provider(), getCapabilities } });
    await user.click(await screen.findByRole('button', { name: 'Edit: 1234' }));
    const editable = within(await screen.findByRole('dialog')).getByLabelText(/Payment System/);
    await waitFor(() => expect(editable).toBeEnabled());
  });

  it('says on the balance field that it moved while the form was open, keeping what was typed', async () => {
    const update = vi.fn().mockRejectedValue(
      providerError(BALANCE_MOVED, 409, {
        message: BALANCE_MOVED,
        errors: { balance: BALANCE_MOVED },
      }),
    );
    renderWithCore(<CardList />, { dataProvider: provider({ update }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit: 1234' }));
    const dialog = await screen.findByRole('dialog');
    const balance = within(dialog).getByLabelText(/Balance/);
    await user.clear(balance);
    await user.type(balance, '900000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(balance).toHaveAccessibleDescription(
        "Forma ochiq turganda balans o'zgardi (to'lovlar o'tdi). Hech narsa saqlanmadi: formani yopib, qayta oching va yangi balansni tekshiring.",
      ),
    );
    expect(balance).toHaveValue('900000');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('reads top to bottom on a phone: system, mark, number, owner, balance, account, actions', async () => {
    renderWithCore(<CardList />, { dataProvider: provider() });
    const first = await screen.findByRole('article', { name: '9860 1234 1234 1234' });
    expectReadingOrder(first, [
      'HUMO',
      'Primary account',
      '9860 1234 1234 1234',
      'Owner Name',
      'N/A',
      'Balance',
      "1 250 000 so'm",
      'Account: Samsung A54',
      'Edit',
      'Delete',
    ]);
    // The tiles come in the list's order, one under the other; no table to scroll sideways.
    const tiles = screen.getAllByRole('article');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      '9860 1234 1234 1234',
      '8600 5555 6666 7777',
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(tiles[1]).getByRole('button', { name: 'Edit: 7777' })).toBeVisible();
  });

  it('keeps the form open with the spec message when saving fails', async () => {
    renderWithCore(<CardList />, {
      dataProvider: provider({ update: vi.fn().mockRejectedValue(providerError('HTTP 500', 500)) }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit: 1234' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Failed to save the card. Please check the details and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('confirms deletion and shows the server error field when refused', async () => {
    const refusal = providerError('x', 400, {
      error: 'The last card of the primary account stays',
    });
    renderWithCore(<CardList />, {
      dataProvider: provider({ delete: vi.fn().mockRejectedValue(refusal) }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete: 1234' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this card?');
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    expect(
      await screen.findByText('The last card of the primary account stays'),
    ).toBeInTheDocument();
  });

  it("says that a delete's result is unknown when the server did not answer in time (a 504)", async () => {
    const fetch504 = (async () =>
      new Response('{"message":"The production backend did not answer within 15 s"}', {
        status: 504,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    const http = createHttpClient({
      baseUrl: () => '/api',
      getAuthorization: () => null,
      fetchImpl: fetch504,
    });
    const timeout = await http('/admin/cards/11', { method: 'DELETE' }).catch((e: unknown) => e);
    renderWithCore(<CardList />, {
      dataProvider: provider({ delete: vi.fn().mockRejectedValue(timeout) }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete: 7777' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /Delete/ }),
    );
    expect(
      await screen.findByText(
        "Natija noma'lum: javob kelmadi. Amal bajarilgan bo'lishi mumkin, shuning uchun takrorlashdan oldin tekshiring.",
      ),
    ).toBeInTheDocument();
  });

  it('falls back to the spec message when the server says nothing useful', async () => {
    const failure = providerError('HTTP 500', 500, '<html>oops</html>');
    renderWithCore(<CardList />, {
      dataProvider: provider({ delete: vi.fn().mockRejectedValue(failure) }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete: 7777' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /Delete/ }),
    );
    expect(
      await screen.findByText('An unknown error occurred during deletion.'),
    ).toBeInTheDocument();
  });

  it('shows the load error inline and as a toast', async () => {
    renderWithCore(<CardList />, {
      dataProvider: provider({ getList: vi.fn().mockRejectedValue(new Error('down')) }),
    });
    await waitFor(() =>
      expect(
        screen.getAllByText(
          'Failed to load page data. Please check your connection and try again.',
        ),
      ).toHaveLength(2),
    );
  });
});
