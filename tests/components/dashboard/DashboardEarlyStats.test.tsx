// @vitest-environment jsdom
// The dashboard shows the figures the start-up code asked for, without asking again. Its own file:
// the early answers are module state, taken by the first dashboard that renders.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/preact';
import { DashboardView } from '../../../src/pages/dashboard/Dashboard';
import { requestEarlyStats } from '../../../src/pages/dashboard/earlyStats';
import type { DashboardStats } from '../../../src/providers/dashboard';
import { renderWithAdmin } from '../../fixtures/renderWithAdmin';

// 21 September 2025: the default 30 days start on 22 August.
const NOW = new Date(2025, 8, 21, 14, 30);

const figures = (withdrawals: number): DashboardStats => ({
  totalRequests: 10,
  approvedRequests: 6,
  totalApprovedWithdrawalAmount: withdrawals,
  totalApprovedTopUpAmount: 2_000,
  totalApprovedBonusAmount: 0,
  statusDistribution: { APPROVED: 6, PENDING: 4 },
  requestsByDate: { '2025-09-20': 10 },
  platformGraphData: { Betwinner: { top_up: 2_000, withdrawal: withdrawals } },
  topUsers: { '555': 10 },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.history.replaceState(null, '', '/');
});

afterEach(() => vi.useRealTimers());

it('shows the early figures and does not ask the API for them again', async () => {
  requestEarlyStats(
    {
      getDashboardStats: async () => figures(1_250_000),
      getTotalBonusAmount: async () => 77_000,
    },
    { startDate: '2025-08-22T00:00:00' },
  );
  const dataProvider = {
    getFeatures: vi.fn(async () => ({
      topUpEnabled: true,
      withdrawEnabled: true,
      bonusEnabled: true,
    })),
    toggleFeature: vi.fn(),
    getDashboardStats: vi.fn(async () => figures(5)),
    getTotalBonusAmount: vi.fn(async () => 5),
  };
  renderWithAdmin(<DashboardView chartWidth={600} />, dataProvider);

  await screen.findByText(`1 250 000 so'm`);
  await screen.findByText(`77 000 so'm`);
  expect(dataProvider.getDashboardStats).not.toHaveBeenCalled();
  expect(dataProvider.getTotalBonusAmount).not.toHaveBeenCalled();
});
