// @vitest-environment jsdom
// The dashboard as each role sees it (contract/roles.ts): only an owner flips the feature
// switches; the others read their states as words, and the period buttons and the links to the
// most active users' pages (reads) stay.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardView } from '../../../src/pages/dashboard/Dashboard';
import type { Role } from '../../../contract/roles';
import { dashboardStats } from '../../fixtures/dashboardStats';
import { enabledControls } from '../../fixtures/enabledControls';
import { renderWithCore } from '../../fixtures/renderWithCore';

const PERIODS = ['7 Kun', '30 Kun', '90 Kun', 'Barchasi', 'Maxsus oraliq'].map(
  (name) => `button: ${name}`,
);
// The five most active users of the fixture, each a link to the person's page (every role reads
// the journal).
const USER_LINKS = ['555', '222', '444', '777', '999'].map(
  (chatId) => `a: ${chatId}: foydalanuvchi sahifasi`,
);
const SWITCHES = ['Bonus: Yoqilgan', "Pul yechish: O'chirilgan", "To'ldirish: Yoqilgan"].map(
  (name) => `switch: ${name}`,
);

function renderAs(role: Role) {
  const provider = {
    getFeatures: vi.fn(async () => ({
      topUpEnabled: true,
      withdrawEnabled: false,
      bonusEnabled: true,
    })),
    toggleFeature: vi.fn(async () => 'ok'),
    getDashboardStats: vi.fn(async () => dashboardStats()),
    getTotalBonusAmount: vi.fn(async () => 450_000),
  };
  renderWithCore(<DashboardView chartWidth={600} />, {
    dataProvider: provider,
    router: 'browser',
    role,
  });
  return provider;
}

const features = () => screen.findByRole('region', { name: 'Xizmatlar' });

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each<Role>(['viewer', 'operator'])('Dashboard as %s', (role) => {
  it('shows each feature state as words, with nothing to flip', async () => {
    const provider = renderAs(role);
    const region = await features();
    const terms = await within(region).findAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([
      'Bonus:',
      'Pul yechish:',
      "To'ldirish:",
    ]);
    expect(
      within(region)
        .getAllByRole('definition')
        .map((state) => state.textContent),
    ).toEqual(['Yoqilgan', "O'chirilgan", 'Yoqilgan']);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(enabledControls()).toEqual([...PERIODS, ...USER_LINKS]);
    expect(provider.toggleFeature).not.toHaveBeenCalled();
  });
});

describe('Dashboard as owner', () => {
  it('offers the three switches, and a click flips one', async () => {
    const provider = renderAs('owner');
    const region = await features();
    await within(region).findAllByRole('switch');
    expect(enabledControls()).toEqual([...SWITCHES, ...PERIODS, ...USER_LINKS]);
    expect(within(region).queryByRole('term')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('switch', { name: /Pul yechish/ }));
    expect(provider.toggleFeature).toHaveBeenCalledWith('withdraw', true);
  });
});
