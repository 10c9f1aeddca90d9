// @vitest-environment jsdom
// The user page (/users/{chatId}): our server's summary (names, first and last transaction,
// totals by type and status, platforms, cards), the lottery balance with the actions the role may
// use, and the person's transactions; without the `userSummary` capability no summary is asked
// and the rest still shows; every read's failure is said at once, in Uzbek.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Role } from '../../../contract/roles';
import { formatDateTime } from '../../../src/lib/dates';
import { formatMoney, formatNumber } from '../../../src/lib/money';
import { NO_CAPABILITIES } from '../../../src/providers/capabilities';
import { enabledControls } from '../../fixtures/enabledControls';
import { providerError } from '../../fixtures/providerError';
import { CHAT_ID, SUMMARY, renderUserPage, userPageProvider } from './userPageFixtures';

const som = (amount: number) => formatMoney(amount, "so'm");
/** As toHaveTextContent reads it: its no-break spaces are spaces. */
const somText = (amount: number) => som(amount).replace(/\u00a0/g, ' ');
const when = (iso: string) => formatDateTime(new Date(iso));
const region = (name: string) => screen.findByRole('region', { name });
/** Each body row's label, count and amount (the amount's own column: a phone shows it under). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const [label, count, amount] = within(row).getAllByRole('cell');
      return [label.textContent, count.firstChild?.textContent, amount.textContent];
    });

describe('the user page', () => {
  it("shows the person's summary, lottery balance and transactions", async () => {
    const provider = userPageProvider();
    renderUserPage(provider);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Foydalanuvchi ${CHAT_ID}` }),
    ).toBeInTheDocument();

    const overview = await region("Umumiy ma'lumot");
    await within(overview).findByText('AZIZ KARIMOV');
    const facts = within(overview)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Chat ID', String(CHAT_ID)],
      ['Ismlar', 'AZIZ KARIMOVAziz Karimov'],
      ['Birinchi tranzaksiya', when(SUMMARY.firstAt!)],
      ['Oxirgi tranzaksiya', when(SUMMARY.lastAt!)],
    ]);

    const totals = await region('Jami');
    expect(rowsOf(within(totals).getByRole('table', { name: "Turlar bo'yicha" }))).toEqual([
      ["To'ldirish", '2', formatNumber(150_000)],
      ['Pul yechish', '1', formatNumber(250_000)],
    ]);
    expect(rowsOf(within(totals).getByRole('table', { name: "Holatlar bo'yicha" }))).toEqual([
      ['Tasdiqlangan', '2', formatNumber(150_000)],
      ["Admin tasdig'i kutilmoqda", '1', formatNumber(250_000)],
    ]);

    const used = await region('Platformalar va kartalar');
    expect(within(used).getByRole('list', { name: 'Platformalar' })).toHaveTextContent(
      `1xBet UZ3 ta tranzaksiya · oxirgisi ${when(SUMMARY.platforms[0].lastAt!)}`,
    );
    expect(within(used).getByRole('list', { name: 'Kartalar' })).toHaveTextContent(
      '9860 1006 1234 5676',
    );

    const lottery = await region('Lotereya balansi');
    expect(await within(lottery).findByTestId('lottery-balance')).toHaveTextContent(
      somText(25_000),
    );

    const transactions = await region('Tranzaksiyalar');
    const row = await within(transactions).findByText('Aziz Karimov');
    // On the person's own page their name leads nowhere else.
    expect(row.closest('a')).toBeNull();
    expect(provider.getUserSummary).toHaveBeenCalledWith(String(CHAT_ID));
    expect(provider.getLotteryBalance).toHaveBeenCalledWith(String(CHAT_ID));
    expect(provider.getList).toHaveBeenCalledWith(
      'transactions',
      expect.objectContaining({
        filter: { chatId: String(CHAT_ID) },
        sort: { field: 'createdAt', order: 'DESC' },
      }),
    );
  });

  it('asks for no summary where the API offers none, and shows the rest', async () => {
    const provider = userPageProvider({ getCapabilities: vi.fn(async () => NO_CAPABILITIES) });
    renderUserPage(provider);
    const overview = await region("Umumiy ma'lumot");
    expect(
      await within(overview).findByText(/faqat bizning serverimiz orqali ko'rsatiladi/),
    ).toBeInTheDocument();
    expect(within(overview).getByText(String(CHAT_ID))).toBeInTheDocument();
    expect(await within(await region('Tranzaksiyalar')).findByText('Aziz Karimov')).toBeVisible();
    expect(
      await within(await region('Lotereya balansi')).findByTestId('lottery-balance'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Jami' })).not.toBeInTheDocument();
    expect(provider.getUserSummary).not.toHaveBeenCalled();
  });

  it("says every read's failure at once, in the UI language", async () => {
    const failure = () => Promise.reject(providerError('HTTP 500', 500));
    renderUserPage(
      userPageProvider({
        getUserSummary: vi.fn(failure),
        getLotteryBalance: vi.fn(failure),
        getList: vi.fn(failure),
      }),
    );
    expect(
      await screen.findByText("Foydalanuvchi ma'lumotlarini yuklashda xatolik."),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        "Amalni bajarishda xatolik yuz berdi. Iltimos, qayta urinib ko'ring.",
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Tranzaksiyalarni yuklashda xatolik. Ulanish yoki filtrlarni tekshiring.',
      ),
    ).toBeInTheDocument();
    // Only these three: no toast repeats a failure in the server's English.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(screen.queryByText(/HTTP 500/)).not.toBeInTheDocument();
  });

  it('says when the journal or the lottery knows nothing of the person', async () => {
    const notFound = () => Promise.reject(providerError('User not found', 404));
    renderUserPage(
      userPageProvider({
        getUserSummary: vi.fn(notFound),
        getLotteryBalance: vi.fn(notFound),
        getList: vi.fn(async () => ({ data: [], total: 0 })),
      }),
    );
    expect(
      await screen.findByText("Bu Chat ID bo'yicha tranzaksiyalar topilmadi."),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("Bu foydalanuvchining lotereya balansi yo'q."),
    ).toBeInTheDocument();
    expect(await screen.findByText('Tranzaksiyalar topilmadi.')).toBeInTheDocument();
  });

  it.each(['abc', '-100500', '0', '99999999999999999'])(
    'sends the address /users/%s, of no bot user, to the dashboard',
    async (chatId) => {
      const provider = userPageProvider();
      renderUserPage(provider, { chatId });
      expect(await screen.findByText('dashboard')).toBeInTheDocument();
      expect(provider.getList).not.toHaveBeenCalled();
    },
  );
});

describe("the user page's lottery actions by role", () => {
  const TICKETS = [
    'input[text]: Biletlar soni',
    "button: Bilet qo'shish",
    "button: Biletlarni o'chirish",
  ];
  const RESET = ['button: Balansni nolga tushirish'];

  it.each<[Role, string[]]>([
    ['viewer', []],
    ['operator', TICKETS],
    ['owner', [...TICKETS, ...RESET]],
  ])('the %s gets exactly what the lottery page offers it', async (role, expected) => {
    renderUserPage(userPageProvider(), { role });
    const lottery = await region('Lotereya balansi');
    await within(lottery).findByTestId('lottery-balance');
    const controls = enabledControls().filter((control) =>
      [...TICKETS, ...RESET].includes(control),
    );
    expect(controls).toEqual(expected);
  });
});
