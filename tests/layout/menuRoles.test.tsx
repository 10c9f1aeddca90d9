// @vitest-environment jsdom
// The menu offers what the role may open (contract/roles.ts: 'list' on each screen's resource, or
// the action its declaration names), and a typed address to a screen it may not open shows
// ra-core's access-denied page.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { canDo, type Role } from '../../contract/roles';
import { AppMenu } from '../../src/layout/Menu';
import { useCapabilities } from '../../src/providers/useCapabilities';
import { CAPABILITIES } from '../../contract/capabilities';
import { SCREENS } from '../../src/screens';
import { accessActionOf, accessOf } from '../../src/registry/types';
import { withAccess } from '../../src/ui/admin/withAccess';
import { renderWithCore } from '../fixtures/renderWithCore';

const ALL = Object.fromEntries(CAPABILITIES.map((name) => [name, true]));

function AskedMenu() {
  useCapabilities(true);
  return <AppMenu />;
}

const entries = () =>
  screen.getAllByRole('menuitem').map((item) => item.getAttribute('href') ?? item.textContent);

describe('the menu by role', () => {
  it.each<Role>(['owner', 'operator', 'viewer'])('lists what the %s may open', async (role) => {
    renderWithCore(<AskedMenu />, {
      role,
      dataProvider: { getCapabilities: async () => ALL, getPendingCount: async () => 0 },
    });
    await screen.findByRole('menuitem', { name: 'Amallar tarixi' });
    const expected = SCREENS.filter(
      (s) => s.menu && canDo(role, accessOf(s), accessActionOf(s)),
    ).map((s) => (s.kind === 'page' ? s.path : `/${s.name}`));
    expect(entries()).toEqual([...expected, 'Chiqish']);
    const accounts = screen.queryByRole('menuitem', { name: 'Panel hisoblari' });
    expect(accounts === null).toBe(role !== 'owner');
  });
});

describe('a typed address', () => {
  const Accounts = withAccess('panel-accounts', () => <h1>accounts</h1>);
  const routes = (
    <Routes>
      <Route path="/panel-accounts" element={<Accounts />} />
      <Route path="/access-denied" element={<p>denied</p>} />
    </Routes>
  );

  it('shows access denied to an operator, and nothing of the screen', async () => {
    renderWithCore(routes, { role: 'operator', path: '/panel-accounts' });
    expect(await screen.findByText('denied')).toBeInTheDocument();
    expect(screen.queryByText('accounts')).toBeNull();
  });

  it('draws the screen for an owner', async () => {
    renderWithCore(routes, { role: 'owner', path: '/panel-accounts' });
    expect(await screen.findByText('accounts')).toBeInTheDocument();
  });
});
