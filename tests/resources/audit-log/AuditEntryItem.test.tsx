// @vitest-environment jsdom
// An audit entry opens to each changed field, a secret only as changed, a field that moved
// meanwhile marked so, and where it came from.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditEntryItem } from '../../../src/resources/audit-log/AuditEntryItem';
import { toAuditChanges, type AuditEntry } from '../../../src/providers/resources/auditLog';
import { renderWithCore } from '../../fixtures/renderWithCore';

const ENTRY: AuditEntry = {
  id: 7,
  at: '2026-11-24T10:00:00.000Z',
  username: 'operator',
  resource: 'platforms',
  recordId: '2',
  action: 'update',
  changes: [
    { field: 'workplaceId', old: 'WP-1', new: 'WP-2' },
    { field: 'password', changed: true },
  ],
  ipAddress: '10.0.0.5',
  userAgent: 'Chromium on Linux',
  outcome: null,
  backendStatus: null,
};

describe('AuditEntryItem', () => {
  it('names the action, the section, the record and the account', () => {
    renderWithCore(<AuditEntryItem entry={ENTRY} />);
    const entry = screen.getByRole('article', { name: "O'zgartirildi: Platformalar #2" });
    expect(entry).toHaveTextContent('Hisob: operator');
  });

  it('opens to the changes, with a secret only as changed', async () => {
    renderWithCore(<AuditEntryItem entry={ENTRY} />);
    const toggle = screen.getByRole('button', { name: "O'zgarishlar (2)" });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: "O'zgargan maydonlar" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'workplaceIdWP-1WP-2',
      "passwordO'zgartirildi (qiymati saqlanmaydi)",
    ]);
    expect(screen.getByText(/10\.0\.0\.5/)).toHaveTextContent('Chromium on Linux');
  });

  it('marks a field that moved meanwhile (the gateway says so), apart from what the admin changed', async () => {
    renderWithCore(
      <AuditEntryItem
        entry={{
          ...ENTRY,
          resource: 'cards',
          changes: [
            { field: 'ownerName', old: null, new: 'Ali' },
            // From the server's JSON: the field read back, `moved` kept.
            ...toAuditChanges([
              { field: 'balance', old: 2_500_000, new: 2_650_000, moved: true },
              { field: 'password', changed: true, moved: true },
            ]),
          ],
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: "O'zgarishlar (3)" }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'ownerName—Ali',
      "balance(shu orada boshqa joyda o'zgargan)25000002650000",
      "password(shu orada boshqa joyda o'zgargan)O'zgartirildi (qiymati saqlanmaydi)",
    ]);
  });

  it("says nothing of an outcome for our server's own change", () => {
    renderWithCore(<AuditEntryItem entry={ENTRY} />);
    expect(screen.queryByText(/Asosiy server|Natijasi/)).toBeNull();
  });

  it.each<[Pick<AuditEntry, 'outcome' | 'backendStatus'>, string]>([
    [{ outcome: 'answered', backendStatus: 200 }, 'Asosiy server javobi: HTTP 200'],
    [{ outcome: 'no_answer', backendStatus: null }, 'Asosiy server javob bermadi'],
    [
      { outcome: 'unknown', backendStatus: null },
      "Natijasi noma'lum: asosiy server javobi yozib olinmagan",
    ],
  ])('says what became of a change forwarded to the production backend: %j', (outcome, text) => {
    renderWithCore(<AuditEntryItem entry={{ ...ENTRY, ...outcome }} />);
    const entry = screen.getByRole('article', { name: "O'zgartirildi: Platformalar #2" });
    expect(entry).toHaveTextContent(text);
  });
});
