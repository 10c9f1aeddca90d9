// @vitest-environment jsdom
// The menu and the routes of our server's extras: shown only where the API says it offers them,
// and the journal's entry describing how many transactions wait for an admin.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AppMenu } from '../../src/layout/Menu';
import { useCapabilities } from '../../src/providers/useCapabilities';
import { NO_CAPABILITIES, type Capabilities } from '../../src/providers/capabilities';
import { withCapability } from '../../src/ui/admin/withCapability';
import { renderWithCore } from '../fixtures/renderWithCore';

const ALL: Capabilities = {
  auditLog: true,
  panelAccounts: true,
  liveJournal: true,
  pendingCount: true,
  savedViews: true,
  telegramMiniApp: true,
  mergedWrites: true,
  cardPaymentSystemEdit: true,
  secondStep: true,
  userSummary: true,
  journalCoverage: true,
};

/** The menu once the layout has asked (as AppLayout does when the first screen is up). */
function AskedMenu() {
  useCapabilities(true);
  return <AppMenu />;
}

const securityEntries = () =>
  within(screen.getByRole('menu', { name: 'Xavfsizlik' }))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe("the menu's extras", () => {
  it('lists the audit log and the panel accounts, and the pending count, where offered', async () => {
    const getPendingCount = vi.fn(async () => 3);
    renderWithCore(<AskedMenu />, {
      dataProvider: { getCapabilities: async () => ALL, getPendingCount },
    });
    await screen.findByRole('menuitem', { name: 'Amallar tarixi' });
    expect(securityEntries()).toEqual([
      'Adminlar',
      'Kirishlar tarixi',
      'Qurilmalar',
      'Amallar tarixi',
      'Panel hisoblari',
    ]);
    const journal = screen.getByRole('menuitem', { name: 'Tranzaksiyalar' });
    await waitFor(() =>
      expect(journal).toHaveAccessibleDescription("Admin tasdig'ini kutayotganlar: 3"),
    );
    expect(within(journal).getByText('3')).toHaveAttribute('aria-hidden');
  });

  it('shows none of them, and asks for no count, where the API offers nothing', async () => {
    const getCapabilities = vi.fn(async () => NO_CAPABILITIES);
    const getPendingCount = vi.fn(async () => 3);
    renderWithCore(<AskedMenu />, { dataProvider: { getCapabilities, getPendingCount } });
    await waitFor(() => expect(getCapabilities).toHaveBeenCalled());
    expect(securityEntries()).toEqual(['Adminlar', 'Kirishlar tarixi']);
    expect(screen.getByRole('menuitem', { name: 'Tranzaksiyalar' })).not.toHaveAttribute(
      'aria-describedby',
    );
    expect(getPendingCount).not.toHaveBeenCalled();
  });
});

describe('withCapability', () => {
  const Screen = withCapability('auditLog', () => <h1>Amallar tarixi</h1>);
  const routes = (
    <Routes>
      <Route path="/" element={<p>Bosh sahifa</p>} />
      <Route path="/audit-log" element={<Screen />} />
    </Routes>
  );

  it('draws the screen where the API offers it', async () => {
    renderWithCore(routes, {
      path: '/audit-log',
      dataProvider: { getCapabilities: async () => ALL },
    });
    expect(await screen.findByRole('heading', { name: 'Amallar tarixi' })).toBeInTheDocument();
  });

  it('leads to the dashboard where it does not', async () => {
    renderWithCore(routes, {
      path: '/audit-log',
      dataProvider: { getCapabilities: async () => NO_CAPABILITIES },
    });
    expect(await screen.findByText('Bosh sahifa')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Amallar tarixi' })).toBeNull();
  });
});
