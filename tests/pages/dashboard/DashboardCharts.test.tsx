// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DashboardCharts } from '../../../src/pages/dashboard/DashboardCharts';
import type { DashboardStats } from '../../../src/providers/dashboard';
import { renderWithCore } from '../../fixtures/renderWithCore';

const stats: DashboardStats = {
  totalRequests: 120,
  approvedRequests: 80,
  totalApprovedWithdrawalAmount: 0,
  totalApprovedTopUpAmount: 0,
  totalApprovedBonusAmount: 0,
  statusDistribution: { PENDING_SMS: 10, APPROVED: 80, FAILED: 10, BONUS_APPROVED: 20 },
  requestsByDate: { '2025-09-20': 4, '2025-09-16': 7 },
  platformGraphData: {
    Betwinner: { top_up: 2_000_000, withdrawal: 500_000 },
    Melbet: { top_up: 10_000, withdrawal: 0 },
  },
  topUsers: {},
};

const today = new Date(2025, 8, 21, 10, 0);

function renderCharts(data: DashboardStats = stats, mode: 'light' | 'dark' = 'light') {
  // The theme the admin chose, as the app keeps it: in the store.
  return renderWithCore(
    <DashboardCharts
      stats={data}
      period={{ kind: 'days', days: 7 }}
      today={today}
      chartWidth={600}
    />,
    { theme: mode },
  );
}

describe('DashboardCharts', () => {
  it('draws the three charts, each with a heading and a text alternative', async () => {
    const { container } = renderCharts();
    await waitFor(() => expect(container.querySelectorAll('.chart[data-chart]')).toHaveLength(3));

    const requests = screen.getByRole('region', { name: "Kunlik so'rovlar" });
    // 14 to 21 September, zero-filled: 8 days, 11 requests, at most 7 on the 16th.
    expect(within(requests).getByRole('img')).toHaveAccessibleName(
      "Kunlik so'rovlar, 14-09-2025 – 21-09-2025: jami 11, eng ko'pi 7 (16-09-2025).",
    );
    expect(within(requests).getByText("So'rovlar")).toBeInTheDocument();

    const platforms = screen.getByRole('region', { name: "Platformalar bo'yicha summalar" });
    expect(within(platforms).getByRole('img')).toHaveAccessibleName(
      "Platformalar bo'yicha tasdiqlangan summalar: " +
        "Betwinner: to'ldirish 2\u00a0000\u00a0000 so'm, pul yechish 500\u00a0000 so'm; " +
        "Melbet: to'ldirish 10\u00a0000 so'm, pul yechish 0 so'm.",
    );
    expect(within(platforms).getByText("To'ldirish")).toBeInTheDocument();
    expect(within(platforms).getByText('Pul yechish')).toBeInTheDocument();

    const statuses = screen.getByRole('region', { name: 'Holatlar taqsimoti' });
    expect(within(statuses).getByRole('img')).toHaveAccessibleName(
      "So'rovlar holatlar bo'yicha: Tasdiqlangan: 80; Bonus tasdiqlangan: 20; " +
        'SMS kutilmoqda: 10; Muvaffaqiyatsiz: 10.',
    );
    // The legend names the statuses in the spec's order, with counts and shares.
    expect(
      within(statuses)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Tasdiqlangan: 80 (66,7%)',
      'Bonus tasdiqlangan: 20 (16,7%)',
      'SMS kutilmoqda: 10 (8,3%)',
      'Muvaffaqiyatsiz: 10 (8,3%)',
    ]);
  });

  it('draws one point per day of the period, zero days included', async () => {
    const { container } = renderCharts();
    await waitFor(() =>
      expect(
        container.querySelectorAll('[data-chart="requests"] circle[data-mark="point"]'),
      ).toHaveLength(8),
    );
  });

  it('colours the doughnut by status family, lighter in the dark theme', async () => {
    const light = renderCharts(stats, 'light');
    await waitFor(() =>
      expect(
        light.container.querySelectorAll('[data-chart="statuses"] path[data-mark="slice"]'),
      ).toHaveLength(4),
    );
    const fills = (root: Element) =>
      [...root.querySelectorAll('[data-chart="statuses"] path[data-mark="slice"]')].map((p) =>
        p.getAttribute('fill'),
      );
    expect(fills(light.container)).toEqual(['#2e7d32', '#7b1fa2', '#f57c00', '#c62828']);
    light.unmount();

    const dark = renderCharts(stats, 'dark');
    await waitFor(() =>
      expect(
        dark.container.querySelectorAll('[data-chart="statuses"] path[data-mark="slice"]'),
      ).toHaveLength(4),
    );
    expect(fills(dark.container)).toEqual(['#66bb6a', '#ce93d8', '#ffb74d', '#ef5350']);
  });

  it('says "Ma\'lumot yo\'q" in a chart with nothing to draw', async () => {
    renderCharts({ ...stats, platformGraphData: {} });
    const platforms = screen.getByRole('region', { name: "Platformalar bo'yicha summalar" });
    expect(within(platforms).getByText("Ma'lumot yo'q")).toBeVisible();
    expect(within(platforms).queryByRole('img')).not.toBeInTheDocument();
  });
});
