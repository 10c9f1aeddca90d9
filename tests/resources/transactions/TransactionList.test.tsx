// @vitest-environment jsdom
import UZ_CATALOGUE from '../../../src/i18n/uz';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TransactionList } from '../../../src/resources/transactions/TransactionList';
import { transactionRowsForCsv } from '../../../src/resources/transactions/exportTransactions';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { AppMenu } from '../../../src/layout/Menu';
import { useCapabilities } from '../../../src/providers/useCapabilities';
import { NO_CAPABILITIES } from '../../../src/providers/capabilities';
import { createTranslator } from '../../../src/lib/translate';

// What the journal's rows carry beyond its columns (the detail panel's fields).
const DETAIL = {
  currency: 'UZS',
  platformUserId: '',
  adminCardId: null,
  billId: '',
  transactionId: '',
  payUrl: '',
  paymentAttempts: null,
  lastSeenAt: '',
  missingSince: '',
};

const rows = [
  {
    ...DETAIL,
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
    ...DETAIL,
    id: 30,
    chatId: 700002,
    platform: 'Melbet RU',
    fullName: '',
    cardNumber: '8600111122223333',
    amount: 90000,
    uniqueAmount: 90011,
    status: 'PENDING_ADMIN',
    type: 'WITHDRAWAL',
    createdAt: new Date(2025, 8, 20, 9, 0).toISOString(),
  },
];

function provider(overrides: Record<string, unknown> = {}) {
  return {
    getList: vi.fn(async (resource: string) => {
      if (resource === 'cards') {
        return { data: [{ id: 4, cardNumber: '9860123412345678' }], total: 1 };
      }
      if (resource === 'platforms') return { data: [{ id: 2, name: '1xBet UZ' }], total: 1 };
      return { data: rows, total: rows.length };
    }),
    delete: vi.fn(async () => ({ data: rows[0] })),
    deleteMany: vi.fn(async (_r: string, { ids }: { ids: number[] }) => ({ data: ids })),
    ...overrides,
  };
}

const transactionCalls = (getList: ReturnType<typeof vi.fn>) =>
  getList.mock.calls.filter(([resource]) => resource === 'transactions');

describe('TransactionList', () => {
  it('shows the spec columns: user or ChatID, last four digits, so\u2019m amount, badge, date', async () => {
    renderWithCore(<TransactionList />, { dataProvider: provider() });
    const first = (await screen.findByText('Aziz Karimov')).closest('tr')!;
    expect(within(first).getByText('1xBet UZ')).toBeInTheDocument();
    expect(within(first).getByText('•••• 5678')).toBeInTheDocument();
    expect(within(first).getByText("150 003 so'm")).toBeInTheDocument();
    expect(within(first).getByText('Tasdiqlangan')).toBeInTheDocument();
    expect(within(first).getByText("To'ldirish")).toBeInTheDocument();
    expect(within(first).getByText('21-09-2025 14:05')).toBeInTheDocument();
    const second = screen.getByText('ChatID: 700002').closest('tr')!;
    expect(within(second).getByText("Admin tasdig'i kutilmoqda")).toBeInTheDocument();
  });

  it('shows a missing amount as a dash, never as 0', async () => {
    const withoutAmount = [{ ...rows[0], amount: null, uniqueAmount: null }];
    renderWithCore(<TransactionList />, {
      dataProvider: provider({ getList: vi.fn(async () => ({ data: withoutAmount, total: 1 })) }),
    });
    const row = (await screen.findByText('Aziz Karimov')).closest('tr')!;
    expect(within(row).getByText('—')).toBeInTheDocument();
    expect(within(row).queryByText(/0 so'm/)).not.toBeInTheDocument();
  });

  it('says the search and dates saw only the newest rows a capped server sent, never "none found"', async () => {
    const loadedOnly = { loaded: 100, capped: true, clientFiltered: true };
    renderWithCore(<TransactionList />, {
      dataProvider: provider({
        getList: vi.fn(async () => ({ data: [], total: 0, meta: { loadedOnly } })),
      }),
    });
    expect(
      await screen.findByText(
        "Bu server faqat eng yangi 100 ta tranzaksiyani yuboradi: qidiruv va sana oralig'i faqat shular orasida qo'llandi. Eskiroq tranzaksiyalar bu yerda ko'rinmaydi.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Yuklangan eng yangi 100 ta tranzaksiya orasida mos keladigani yo'q."),
    ).toBeInTheDocument();
    expect(screen.queryByText('Tranzaksiyalar topilmadi.')).not.toBeInTheDocument();
  });

  it('says when a capped server sent only its newest rows; nothing when it sent them all', async () => {
    const answer = (capped: boolean) => ({
      data: rows,
      total: rows.length,
      meta: { loadedOnly: { loaded: capped ? 100 : 2, capped, clientFiltered: false } },
    });
    const { unmount } = renderWithCore(<TransactionList />, {
      dataProvider: provider({ getList: vi.fn(async () => answer(true)) }),
    });
    expect(
      await screen.findByText(
        "Bu server faqat eng yangi 100 ta tranzaksiyani yuboradi; eskiroqlari bu ro'yxatda yo'q.",
      ),
    ).toBeInTheDocument();
    unmount();
    renderWithCore(<TransactionList />, {
      dataProvider: provider({ getList: vi.fn(async () => answer(false)) }),
    });
    await screen.findByText('Aziz Karimov');
    expect(screen.queryByText(/Bu server faqat/)).not.toBeInTheDocument();
  });

  it('applies the filter panel on apply and clears it', async () => {
    const dataProvider = provider();
    renderWithCore(<TransactionList />, { dataProvider });
    const user = userEvent.setup();
    await screen.findByText('Aziz Karimov');
    await user.type(screen.getByLabelText("Chat ID yoki ism bo'yicha qidirish"), 'Aziz');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Holat' }), 'Tasdiqlangan');
    // The platforms arrive with their own read.
    await screen.findByRole('option', { name: '1xBet UZ' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platforma' }), '1xBet UZ');
    expect(transactionCalls(dataProvider.getList).at(-1)![1].filter).toEqual({});
    await user.click(screen.getByRole('button', { name: "Qo'llash" }));
    await waitFor(() =>
      expect(transactionCalls(dataProvider.getList).at(-1)![1].filter).toEqual({
        q: 'Aziz',
        status: 'APPROVED',
        platformId: '2',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Tozalash' }));
    await waitFor(() =>
      expect(transactionCalls(dataProvider.getList).at(-1)![1].filter).toEqual({}),
    );
  });

  it('applies one date range, ordered even when picked backwards', async () => {
    // The range field orders the two days it is given, so the old "start after end" error can
    // no longer happen; what matters is that the bounds sent are in order.
    const dataProvider = provider();
    renderWithCore(<TransactionList />, { dataProvider });
    const user = userEvent.setup();
    await screen.findByText('Aziz Karimov');
    const field = screen.getByRole('button', { name: "Sana: Sana oralig'i" });
    await user.click(field);
    const calendar = await screen.findByRole('dialog');
    // The month grid comes in a chunk of its own.
    await within(calendar).findAllByRole('grid');
    const days = within(calendar)
      .getAllByRole('gridcell')
      .filter((cell) => !cell.hasAttribute('data-outside') && !cell.hasAttribute('data-disabled'));
    const [first, last] = [days[0], days.at(-1)!];
    await user.click(within(last).getByRole('button'));
    await user.click(within(first).getByRole('button'));
    await user.click(screen.getByRole('button', { name: "Qo'llash" }));
    await waitFor(() =>
      expect(transactionCalls(dataProvider.getList).at(-1)![1].filter).toEqual({
        dateFrom: first.getAttribute('data-day'),
        dateTo: last.getAttribute('data-day'),
      }),
    );
  });

  it('asks to select rows first, then bulk-deletes the selected ones in one call', async () => {
    const dataProvider = provider();
    renderWithCore(<TransactionList />, { dataProvider });
    const user = userEvent.setup();
    await screen.findByText('Aziz Karimov');
    await user.click(screen.getByRole('button', { name: "Tanlanganlarni o'chirish (0)" }));
    expect(
      await screen.findByText("Iltimos, o'chirish uchun tranzaksiyalarni tanlang."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Hammasini tanlash' }));
    await user.click(screen.getByRole('button', { name: "Tanlanganlarni o'chirish (2)" }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Tanlangan 2 ta tranzaksiyani o'chirishni tasdiqlaysizmi?");
    await user.click(within(dialog).getByRole('button', { name: /O'chirish/ }));
    await waitFor(() =>
      expect(dataProvider.deleteMany).toHaveBeenCalledWith(
        'transactions',
        expect.objectContaining({ ids: [31, 30] }),
      ),
    );
    expect(await screen.findByText("2 ta tranzaksiya o'chirildi.")).toBeInTheDocument();
  });

  it("counts the menu's pending badge again at once after a delete and a bulk delete", async () => {
    function MenuAsked() {
      useCapabilities(true);
      return <AppMenu />;
    }
    const getPendingCount = vi
      .fn()
      .mockResolvedValueOnce(5)
      .mockResolvedValueOnce(4)
      .mockResolvedValue(2);
    const dataProvider = provider({
      getCapabilities: async () => ({ ...NO_CAPABILITIES, pendingCount: true }),
      getPendingCount,
    });
    renderWithCore(
      <>
        <MenuAsked />
        <TransactionList />
      </>,
      { dataProvider },
    );
    const user = userEvent.setup();
    const journal = await screen.findByRole('menuitem', { name: 'Tranzaksiyalar' });
    const badge = (count: number) =>
      waitFor(() =>
        expect(journal).toHaveAccessibleDescription(`Admin tasdig'ini kutayotganlar: ${count}`),
      );
    await badge(5);
    await user.click(await screen.findByRole('button', { name: "O'chirish: #30" }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /O'chirish/ }),
    );
    await badge(4);
    const boxes = await waitFor(() => screen.getAllByRole('checkbox'));
    await user.click(boxes[1]);
    await user.click(screen.getByRole('button', { name: "Tanlanganlarni o'chirish (1)" }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /O'chirish/ }),
    );
    await badge(2);
    expect(getPendingCount).toHaveBeenCalledTimes(3);
  });

  it("deletes the row whose button was pressed, after another row's delete was cancelled", async () => {
    const dataProvider = provider();
    renderWithCore(<TransactionList />, { dataProvider });
    const user = userEvent.setup();
    await screen.findByText('Aziz Karimov');
    await user.click(screen.getByRole('button', { name: "O'chirish: #30" }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('#30');
    await user.click(within(dialog).getByRole('button', { name: 'Bekor qilish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: "O'chirish: #31" }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('#31');
    expect(dialog).not.toHaveTextContent('#30');
    await user.click(within(dialog).getByRole('button', { name: /O'chirish/ }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith(
        'transactions',
        expect.objectContaining({ id: 31 }),
      ),
    );
    expect(dataProvider.delete).toHaveBeenCalledTimes(1);
  });

  it('reports a failed bulk delete and a failed single delete by id', async () => {
    const dataProvider = provider({
      deleteMany: vi.fn().mockRejectedValue(new Error('x')),
      delete: vi.fn().mockRejectedValue(new Error('x')),
    });
    renderWithCore(<TransactionList />, { dataProvider });
    const user = userEvent.setup();
    await screen.findByText('Aziz Karimov');
    await user.click(screen.getByRole('button', { name: "O'chirish: #30" }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /O'chirish/ }),
    );
    expect(await screen.findByText("#30 tranzaksiyani o'chirishda xatolik.")).toBeInTheDocument();
    // The closing dialog hides the page from assistive tech until its transition ends.
    const boxes = await waitFor(() => screen.getAllByRole('checkbox'));
    await user.click(boxes[1]);
    await user.click(screen.getByRole('button', { name: "Tanlanganlarni o'chirish (1)" }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /O'chirish/ }),
    );
    expect(
      await screen.findByText("Tanlangan tranzaksiyalarni o'chirishda xatolik."),
    ).toBeInTheDocument();
  });

  it('shows the load error and the filter-data error', async () => {
    renderWithCore(<TransactionList />, {
      dataProvider: provider({ getList: vi.fn().mockRejectedValue(new Error('down')) }),
    });
    await waitFor(() =>
      expect(
        screen.getAllByText(
          'Tranzaksiyalarni yuklashda xatolik. Ulanish yoki filtrlarni tekshiring.',
        ),
      ).not.toHaveLength(0),
    );
    // The three reads fail together, but their errors may be drawn in separate renders.
    expect(
      await screen.findByText("Filtrlar uchun ma'lumotlarni yuklab bo'lmadi."),
    ).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    renderWithCore(<TransactionList />, {
      dataProvider: provider({ getList: vi.fn(async () => ({ data: [], total: 0 })) }),
    });
    expect(await screen.findByText('Tranzaksiyalar topilmadi.')).toBeInTheDocument();
  });
});

describe('transactionRowsForCsv', () => {
  it('uses translated headers and the screen formats', () => {
    const translate = createTranslator(UZ_CATALOGUE);
    const [first, second] = transactionRowsForCsv(rows, (key, options) =>
      translate(key, options as Record<string, string>),
    );
    expect(first).toEqual({
      ID: 31,
      Sana: '21-09-2025 14:05',
      Platforma: '1xBet UZ',
      ChatID: 700001,
      Foydalanuvchi: 'Aziz Karimov',
      Karta: '9860123412345678',
      Summa: 150003,
      Turi: "To'ldirish",
      Holat: 'Tasdiqlangan',
    });
    expect(second.Holat).toBe("Admin tasdig'i kutilmoqda");
  });

  it('keeps, of the gateway’s copy, when the backend last showed each row and since when it no longer does', () => {
    const translate = createTranslator(UZ_CATALOGUE);
    const [shown, dropped] = transactionRowsForCsv(
      [
        { ...rows[0], lastSeenAt: new Date(2025, 8, 22, 10, 30).toISOString(), missingSince: '' },
        {
          ...rows[1],
          lastSeenAt: new Date(2025, 8, 21, 8, 0).toISOString(),
          missingSince: new Date(2025, 8, 21, 8, 15).toISOString(),
        },
      ],
      (key, options) => translate(key, options as Record<string, string>),
    );
    expect(shown).toMatchObject({
      ID: 31,
      "Oxirgi ko'rilgan": '22-09-2025 10:30',
      "Qachondan beri ko'rinmaydi": '',
    });
    expect(dropped).toMatchObject({
      ID: 30,
      "Oxirgi ko'rilgan": '21-09-2025 08:00',
      "Qachondan beri ko'rinmaydi": '21-09-2025 08:15',
    });
  });

  it.each(['=HYPERLINK("http://x","y")', '+998 90', '-1+2', '@SUM(A1)', '\t=1', '\r=1'])(
    'writes a name that a spreadsheet would run (%j) as text',
    (fullName) => {
      const translate = createTranslator(UZ_CATALOGUE);
      const [row] = transactionRowsForCsv([{ ...rows[0], fullName }], (key, options) =>
        translate(key, options as Record<string, string>),
      );
      expect(row.Foydalanuvchi).toBe(`'${fullName}`);
      // Numbers stay numbers.
      expect(row.Summa).toBe(150003);
    },
  );
});
