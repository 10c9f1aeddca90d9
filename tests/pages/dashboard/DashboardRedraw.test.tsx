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
const { drawn, counted } = vi.hoisted(() => ({
  drawn: { charts: vi.fn(), cards: vi.fn(), users: vi.fn(), switches: vi.fn() },
  /** `module` as it is, but each call of its export `name` is counted by `spy`. */
  counted: <M extends object>(module: M, name: keyof M, spy: () => void) => {
    const real = module[name] as (...args: unknown[]) => unknown;
    return { ...module, [name]: (...args: unknown[]) => (spy(), real(...args)) };
  },
}));
vi.mock('../../../src/pages/dashboard/chartData', async (importOriginal) =>
  counted(await importOriginal<typeof ChartData>(), 'dashboardChartData', drawn.charts),
);
vi.mock('../../../src/pages/dashboard/statCardTexts', async (importOriginal) =>
  counted(await importOriginal<typeof CardTexts>(), 'statCardTexts', drawn.cards),
);
vi.mock('../../../src/pages/dashboard/topUsers', async (importOriginal) =>
  counted(await importOriginal<typeof TopUsers>(), 'rankTopUsers', drawn.users),
);
vi.mock('../../../src/ui/Switch', async (importOriginal) =>
  counted(await importOriginal<typeof Switches>(), 'Switch', drawn.switches),
);

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
