// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { DashboardView } from '../../../src/pages/dashboard/Dashboard';
import { toDashboardStats } from '../../../src/providers/dashboard';
import type { DashboardStats, StatsRange } from '../../../src/providers/dashboard';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { dashboardStats } from '../../fixtures/dashboardStats';

// 21 September 2025, afternoon, in the browser's zone: 30 days back is 22 August.
const NOW = new Date(2025, 8, 21, 14, 30);
// Testing Library folds the no-break spaces of the Uzbek digit grouping into plain spaces.

const stats = dashboardStats;

function provider(
  answer: (range: StatsRange) => DashboardStats | Promise<DashboardStats> = () => stats(),
  bonus: (range: StatsRange) => number | Promise<number> = () => 450_000,
) {
  return {
    getFeatures: vi.fn(async () => ({
      topUpEnabled: true,
      withdrawEnabled: true,
      bonusEnabled: false,
    })),
    toggleFeature: vi.fn(),
    getDashboardStats: vi.fn(async (range: StatsRange) => answer(range)),
    getTotalBonusAmount: vi.fn(async (range: StatsRange) => bonus(range)),
  };
}

const card = (name: string) => screen.getByRole('region', { name });
const ranges = (mock: ReturnType<typeof provider>['getDashboardStats']) =>
  mock.mock.calls.map(([range]) => range);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // The dashboard keeps its period in the page's address (the app's BrowserRouter); every test
  // starts on the plain "/".
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** react-admin logs every failed dataProvider call; the failures here are intended. */
const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('Dashboard', () => {
  it('asks for the last 30 days by default, with only a start date', async () => {
    const dataProvider = provider();
    renderWithCore(<DashboardView />, { router: 'browser', dataProvider });
    await screen.findByText(`1 250 000 so'm`);
    expect(ranges(dataProvider.getDashboardStats)).toStrictEqual([
      { startDate: '2025-08-22T00:00:00' },
    ]);
    expect(dataProvider.getTotalBonusAmount.mock.calls[0][0]).toStrictEqual({
      startDate: '2025-08-22T00:00:00',
    });
    expect(screen.getByRole('button', { name: '30 Kun' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 })).toBeVisible();
    // The feature switches stay at the top.
    expect(await screen.findByRole('switch', { name: /Bonus/ })).not.toBeChecked();
  });

  it("shows the amounts in so'm, the bonus from its own call and the request totals", async () => {
    renderWithCore(<DashboardView />, { router: 'browser', dataProvider: provider() });
    const withdrawals = await screen.findByRole('region', { name: 'Tasdiqlangan pul yechishlar' });
    expect(await within(withdrawals).findByText("1 250 000 so'm")).toBeVisible();
    expect(within(card("Tasdiqlangan to'ldirishlar")).getByText("3 400 500 so'm")).toBeVisible();
    expect(await within(card('Tasdiqlangan bonuslar')).findByText(`450 000 so'm`)).toBeVisible();
    expect(screen.queryByText("999 so'm")).not.toBeInTheDocument();
    const requests = card("Jami so'rovlar");
    expect(within(requests).getByText('120')).toBeVisible();
    expect(within(requests).getByText('Tasdiqlangan: 80')).toBeVisible();
  });

  it('names the user with the most requests, whatever the order of the map', async () => {
    renderWithCore(<DashboardView />, { router: 'browser', dataProvider: provider() });
    const top = await screen.findByRole('region', { name: 'Eng faol foydalanuvchi' });
    await within(top).findByText('555');
    expect(within(top).getByText("42 ta so'rov")).toBeVisible();
  });

  it('lists the five most active users, most requests first (ties: smaller id first)', async () => {
    renderWithCore(<DashboardView />, { router: 'browser', dataProvider: provider() });
    const table = await screen.findByRole('table', { name: 'Eng Faol Foydalanuvchilar' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['555', '42'],
      ['222', '17'],
      ['444', '12'],
      ['777', '9'],
      ['999', '9'],
    ]);
  });

  it('says "Ma\'lumot yo\'q" when there are no top users', async () => {
    renderWithCore(<DashboardView />, {
      router: 'browser',
      dataProvider: provider(() => stats({ topUsers: {} })),
    });
    const section = await screen.findByRole('region', { name: 'Eng Faol Foydalanuvchilar' });
    expect(await within(section).findByText("Ma'lumot yo'q")).toBeVisible();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('switches to 7 days: a 7-day start date is sent and the figures change', async () => {
    const dataProvider = provider((range) =>
      range.startDate === '2025-09-14T00:00:00'
        ? stats({ totalApprovedWithdrawalAmount: 75_000, totalRequests: 9 })
        : stats(),
    );
    renderWithCore(<DashboardView />, { router: 'browser', dataProvider });
    await screen.findByText(`1 250 000 so'm`);
    await userEvent.setup().click(screen.getByRole('button', { name: '7 Kun' }));
    expect(await screen.findByText(`75 000 so'm`)).toBeVisible();
    expect(within(card("Jami so'rovlar")).getByText('9')).toBeVisible();
    expect(ranges(dataProvider.getDashboardStats).at(-1)).toStrictEqual({
      startDate: '2025-09-14T00:00:00',
    });
    expect(dataProvider.getTotalBonusAmount.mock.calls.at(-1)?.[0]).toStrictEqual({
      startDate: '2025-09-14T00:00:00',
    });
    expect(window.location.search).toBe('?period=7');
  });

  it('sends both bounds for a custom range picked in the one range field, once both days are set', async () => {
    const dataProvider = provider();
    renderWithCore(<DashboardView />, { router: 'browser', dataProvider });
    await screen.findByText(`1 250 000 so'm`);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // Said once: the label is also the placeholder the field shows.
    await user.click(screen.getByRole('button', { name: 'Maxsus oraliq' }));
    const calendar = await screen.findByRole('dialog');
    // The month grid comes in a chunk of its own.
    await within(calendar).findAllByRole('grid');
    const day = (n: number) =>
      within(calendar)
        .getAllByRole('button')
        .find((button) => button.textContent === String(n) && !button.closest('[data-outside]'))!;
    // Picked in reverse: the field orders the days; one day alone asks for nothing.
    await user.click(day(15));
    expect(dataProvider.getDashboardStats).toHaveBeenCalledTimes(1);
    await user.click(day(10));
    await waitFor(() =>
      expect(ranges(dataProvider.getDashboardStats).at(-1)).toStrictEqual({
        startDate: '2025-09-10T00:00:00',
        endDate: '2025-09-15T23:59:59',
      }),
    );
    expect(window.location.search).toBe('?from=2025-09-10&to=2025-09-15');
    expect(screen.getByRole('button', { name: '30 Kun' })).toHaveAttribute('aria-pressed', 'false');
    expect(
      screen.getByRole('button', { name: 'Maxsus oraliq: 10-09-2025 – 15-09-2025' }),
    ).toHaveTextContent('10-09-2025 – 15-09-2025');
  });

  it("sends no bounds for 'all'", async () => {
    const dataProvider = provider();
    renderWithCore(<DashboardView />, { router: 'browser', dataProvider });
    await screen.findByText(`1 250 000 so'm`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Barchasi' }));
    await waitFor(() => expect(ranges(dataProvider.getDashboardStats).at(-1)).toStrictEqual({}));
    expect(dataProvider.getTotalBonusAmount.mock.calls.at(-1)?.[0]).toStrictEqual({});
    expect(window.location.search).toBe('?period=all');
  });

  it.each([
    ['?period=90', { startDate: '2025-06-23T00:00:00' }],
    [
      '?from=2025-09-01&to=2025-09-02',
      { startDate: '2025-09-01T00:00:00', endDate: '2025-09-02T23:59:59' },
    ],
    ['?period=all', {}],
    ['?period=365', { startDate: '2025-08-22T00:00:00' }],
    ['?from=2025-09-09&to=2025-09-01', { startDate: '2025-08-22T00:00:00' }],
  ])('opens a shared view %s', async (search, expected) => {
    window.history.replaceState(null, '', `/${search}`);
    const dataProvider = provider();
    renderWithCore(<DashboardView />, { router: 'browser', dataProvider });
    await waitFor(() => expect(dataProvider.getDashboardStats).toHaveBeenCalled());
    expect(ranges(dataProvider.getDashboardStats)[0]).toStrictEqual(expected);
  });

  it('shows the error message with a retry button when the stats call fails', async () => {
    quietConsole();
    let fail = true;
    const dataProvider = provider(() => {
      if (fail) throw new Error('HTTP 500');
      return stats();
    });
    renderWithCore(<DashboardView />, { router: 'browser', dataProvider });
    expect(
      await screen.findByText("Ma'lumotlarni yuklashda xatolik yuz berdi."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Jami so'rovlar" })).not.toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByText(`1 250 000 so'm`)).toBeVisible();
    expect(
      screen.queryByText("Ma'lumotlarni yuklashda xatolik yuz berdi."),
    ).not.toBeInTheDocument();
  });

  it('says so when the period has no requests, and still shows zero cards', async () => {
    const empty = stats({
      totalRequests: 0,
      approvedRequests: 0,
      totalApprovedWithdrawalAmount: 0,
      totalApprovedTopUpAmount: 0,
      statusDistribution: {},
      requestsByDate: {},
      platformGraphData: {},
      topUsers: {},
    });
    renderWithCore(<DashboardView />, {
      router: 'browser',
      dataProvider: provider(
        () => empty,
        () => 0,
      ),
    });
    expect(await screen.findByText("Ma'lumotlar topilmadi.")).toBeVisible();
    expect(within(card('Tasdiqlangan pul yechishlar')).getByText("0 so'm")).toBeVisible();
    expect(await within(card('Tasdiqlangan bonuslar')).findByText("0 so'm")).toBeVisible();
    expect(screen.queryByRole('heading', { name: "Kunlik so'rovlar" })).not.toBeInTheDocument();
  });

  it('says so next to the period buttons when the answer is empty (204, no body, null), and another period can be picked', async () => {
    // What the provider makes of an empty answer (tests/providers cover the wire side).
    const dataProvider = provider((range) =>
      range.startDate === '2025-09-14T00:00:00' ? stats() : toDashboardStats(null),
    );
    renderWithCore(<DashboardView />, { router: 'browser', dataProvider });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent("Ma'lumotlar topilmadi.");
    // Right after the period controls, so the admin sees where to pick another period.
    const range = screen.getByRole('button', { name: 'Maxsus oraliq' });
    expect(range.closest('div')!.nextElementSibling).toBe(notice);
    expect(within(card('Tasdiqlangan pul yechishlar')).getByText('—')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: '7 Kun' }));
    expect(await screen.findByText(`1 250 000 so'm`)).toBeVisible();
    expect(screen.queryByText("Ma'lumotlar topilmadi.")).not.toBeInTheDocument();
  });

  it('keeps the figures when only the bonus call fails', async () => {
    quietConsole();
    renderWithCore(<DashboardView />, {
      router: 'browser',
      dataProvider: provider(undefined, () => Promise.reject(new Error('HTTP 500'))),
    });
    const bonus = await screen.findByRole('region', { name: 'Tasdiqlangan bonuslar' });
    expect(await within(bonus).findByText("Yuklab bo'lmadi")).toBeVisible();
    expect(screen.getByText(`1 250 000 so'm`)).toBeVisible();
    expect(
      screen.queryByText("Ma'lumotlarni yuklashda xatolik yuz berdi."),
    ).not.toBeInTheDocument();
  });

  it('has no serious accessibility problem axe can see without layout, charts included', async () => {
    const { container } = renderWithCore(<DashboardView chartWidth={360} />, {
      router: 'browser',
      dataProvider: provider(),
    });
    await waitFor(() => expect(container.querySelectorAll('.chart[data-chart]')).toHaveLength(3));
    await screen.findByRole('switch', { name: /Bonus/ });
    // Colour contrast needs real rendering; the e2e suite checks it in Chromium.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
    expect(serious).toEqual([]);
  });
});
