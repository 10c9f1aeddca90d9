// @vitest-environment jsdom
// The audit log's filters by role: the entries of accounts and devices are the owner's (the
// server leaves them out for any role that may not list panel accounts, contract/audit.ts), so
// the resource filter offers them only to the owner, and only the owner's screen reads the
// account directory for the account filter (another role's read would be refused, and recorded).
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ListContextProvider, useList } from 'ra-core';
import type { Role } from '../../../contract/roles';
import { AuditFilterForm } from '../../../src/resources/audit-log/AuditFilterForm';
import { renderWithCore } from '../../fixtures/renderWithCore';

function InList({ children }: { children: ReactNode }) {
  const list = useList<{ id: number }>({ data: [] });
  return <ListContextProvider value={list}>{children}</ListContextProvider>;
}

const ACCOUNT_RESOURCES = [
  'Panel hisoblari',
  'Qurilmalar va ikkinchi bosqich',
  'Telegram orqali kirishlar',
];

async function renderAs(role: Role) {
  const getList = vi.fn(async (resource: string) =>
    resource === 'panel-accounts'
      ? { data: [{ id: 1, username: 'dilnoza' }], total: 1 }
      : { data: [], total: 0 },
  );
  renderWithCore(
    <InList>
      <AuditFilterForm />
    </InList>,
    { role, dataProvider: { getList } },
  );
  const resource = await screen.findByRole('combobox', { name: "Bo'lim" });
  const offered = within(resource)
    .getAllByRole('option')
    .map((option) => option.textContent);
  return { getList, offered };
}

describe('AuditFilterForm by role', () => {
  it.each<Role>(['viewer', 'operator'])(
    'offers the %s no resource of accounts or devices, and reads no account directory',
    async (role) => {
      const { getList, offered } = await renderAs(role);
      expect(offered).toContain('Platformalar');
      expect(offered).toContain('Rol sozlamalari');
      for (const name of ACCOUNT_RESOURCES) expect(offered).not.toContain(name);
      // Let any read the screen makes start before saying it made none.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(getList.mock.calls.map(([resource]) => resource)).not.toContain('panel-accounts');
    },
  );

  it('offers the owner every resource and the accounts to filter by', async () => {
    const { offered } = await renderAs('owner');
    for (const name of [...ACCOUNT_RESOURCES, 'Platformalar']) expect(offered).toContain(name);
    const account = screen.getByRole('combobox', { name: 'Hisob' });
    await waitFor(() =>
      expect(
        within(account)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Hammasi', 'dilnoza']),
    );
  });
});
