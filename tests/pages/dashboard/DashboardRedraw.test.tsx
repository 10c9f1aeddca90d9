// @vitest-environment jsdom
// The dashboard's cards, charts, top users and switches are drawn again only when what they show
// changes: the dashboard drawn again with the same figures (as ra-core's routes do right after
// the first drawing) draws none of them.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { DashboardView } from '../../../src/pages/dashboard/Dashboard';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { dashboardStats } from '../../fixtures/dashboardStats';
import type * as ChartData from '../../../src/pages/dashboard/chartData';
import type * as CardTexts from '../../../src/pages/dashboard/statCardTexts';
import type * as TopUsers from '../../../src/pages/dashboard/topUsers';
import type * as Switches from '../../../src/ui/Switch';

// Each part calls one of these once per drawing: counting the calls counts the drawings.
const drawn = vi.hoisted(() => ({
  charts: vi.fn(),
  cards: vi.fn(),
  users: vi.fn(),
  switches: vi.fn(),
}));
vi.mock('../../../src/pages/dashboard/chartData', async (importOriginal) => {
  const real = await importOriginal<typeof ChartData>();
  return {
    ...real,
    dashboardChartData: (...args: Parameters<typeof real.dashboardChartData>) => {
      drawn.charts();
      return real.dashboardChartData(...args);
    },
  };
});
vi.mock('../../../src/pages/dashboard/statCardTexts', async (importOriginal) => {
  const real = await importOriginal<typeof CardTexts>();
  return {
    ...real,
    statCardTexts: (...args: Parameters<typeof real.statCardTexts>) => {
      drawn.cards();
      return real.statCardTexts(...args);
    },
  };
});
vi.mock('../../../src/pages/dashboard/topUsers', async (importOriginal) => {
  const real = await importOriginal<typeof TopUsers>();
  return {
    ...real,
    rankTopUsers: (...args: Parameters<typeof real.rankTopUsers>) => {
      drawn.users();
      return real.rankTopUsers(...args);
    },
  };
});
vi.mock('../../../src/ui/Switch', async (importOriginal) => {
  const real = await importOriginal<typeof Switches>();
  return {
    Switch: (props: Parameters<typeof real.Switch>[0]) => {
      drawn.switches();
      return real.Switch(props);
    },
  };
});

describe('the dashboard drawn again with the same figures', () => {
  it('draws its cards, charts, top users and switches only once', async () => {
    const dataProvider = {
      getFeatures: async () => ({ topUpEnabled: true, withdrawEnabled: true, bonusEnabled: false }),
      getDashboardStats: async () => dashboardStats(),
      getTotalBonusAmount: async () => 450_000,
    };
    const { rerender } = renderWithCore(<DashboardView chartWidth={600} />, { dataProvider });
    expect(await screen.findByRole('switch', { name: /Bonus/ })).toBeInTheDocument();
    expect(await screen.findByText("450 000 so'm")).toBeInTheDocument();
    for (const spy of Object.values(drawn)) {
      expect(spy).toHaveBeenCalled();
      spy.mockClear();
    }

    rerender(<DashboardView chartWidth={600} />);

    expect(screen.getByText("450 000 so'm")).toBeInTheDocument();
    for (const spy of Object.values(drawn)) expect(spy).not.toHaveBeenCalled();
  });
});
