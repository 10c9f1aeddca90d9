// The two sides of the audit log agree (contract/audit.ts): every resource and action the server
// can write has its text in each catalogue, the table takes exactly the contract's actions, and
// the writers the type check cannot see as a list (the gateway's forwarded writes, the access
// plugin's refusals) name resources the panel knows.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import { AUDIT_ACTIONS, AUDIT_RESOURCES } from '../../contract/audit';
import { ROLES, canDo } from '../../contract/roles';
import { routeAccess } from '../../server/app.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { insertAuditEntry } from '../../server/db/repositories/auditLog.ts';
import { FORWARDED_ROUTES } from '../../server/gateway/forwardedRoutes.ts';
import { openDatabase } from '../../server/db/plugin.ts';
import en from '../../src/i18n/en';
import ru from '../../src/i18n/ru';
import uz from '../../src/i18n/uz';

const sorted = (names: readonly string[]) => [...new Set(names)].sort();

describe('the audit vocabulary in the catalogues', () => {
  it.each([
    ['uz', uz],
    ['ru', ru],
    ['en', en],
  ] as const)('%s has a text for every resource and action, and no other', (_locale, catalogue) => {
    const { resources, actions } = catalogue.app.auditLog;
    expect(sorted(Object.keys(resources))).toEqual(sorted(AUDIT_RESOURCES));
    expect(sorted(Object.keys(actions))).toEqual(sorted(AUDIT_ACTIONS));
    for (const text of [...Object.values(resources), ...Object.values(actions)]) {
      expect(text.trim()).not.toBe('');
    }
  });
});

describe('the audit writers', () => {
  it("name only the contract's resources in the gateway's forwarded writes", () => {
    const written = FORWARDED_ROUTES.flatMap((route) => (route.write ? [route.write] : []));
    expect(written.length).toBeGreaterThan(0);
    for (const { resource, action } of written) {
      expect(AUDIT_RESOURCES, resource).toContain(resource);
      expect(AUDIT_ACTIONS, action).toContain(action);
    }
  });

  it('name a resource the panel knows in every refusal a role can meet', async () => {
    const refusable = Object.values(await routeAccess()).filter(([resource, action]) =>
      ROLES.some((role) => !canDo(role, resource, action)),
    );
    expect(refusable.length).toBeGreaterThan(0);
    for (const [resource] of refusable) expect(AUDIT_RESOURCES, resource).toContain(resource);
    // An owner's check inside a route (routes/devices: another's devices).
    expect(AUDIT_RESOURCES).toContain('panel-accounts');
  });
});

describe('the audit_log table', () => {
  let db: Database;
  beforeEach(() => {
    db = openDatabase(':memory:');
    runMigrations(db);
  });
  afterEach(() => db.close());

  const actor = { accountId: 1, username: 'dilnoza', ipAddress: '127.0.0.1', userAgent: 'UA' };
  const at = '2026-03-01T10:00:00.000Z';

  it("takes every action of the contract, and no other (its CHECK is the contract's list)", () => {
    for (const action of AUDIT_ACTIONS) {
      expect(() =>
        insertAuditEntry(db, actor, { resource: 'cards', recordId: '7', action, changes: [] }, at),
      ).not.toThrow();
    }
    const unknown = () =>
      db
        .prepare(
          `INSERT INTO audit_log (at, account_id, username, resource, action, ip_address, user_agent)
           VALUES (?, 1, 'dilnoza', 'cards', 'renamed', '127.0.0.1', 'UA')`,
        )
        .run(at);
    expect(unknown).toThrow(/CHECK constraint/);
  });
});
