// The audit log's entries about people's accounts and devices (resources panel-accounts, devices,
// telegram-sessions) are read only by a role that may list panel accounts (the owner): the account
// directory and everyone's devices are the owner's. Any other role reads every other entry, on the
// list and with every filter, on the embedded API and the gateway alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_AUDIT_RESOURCES } from '../../../contract/audit.ts';
import { canDo, ROLES, type Role } from '../../../contract/roles.ts';
import { insertAuditEntry } from '../../../server/db/repositories/auditLog.ts';
import type { AuditRecord } from '../../../server/db/repositories/auditLog.ts';
import { basicAuth, buildTestApp, TEST_USERNAME } from '../helpers.ts';
import { startGateway } from '../gateway/gatewayFixture.ts';

const MODES = [
  {
    name: 'the embedded API',
    start: async () => {
      const { app, auth } = await buildTestApp();
      return { app, auth, close: () => app.close() };
    },
  },
  {
    name: 'the gateway',
    start: async () => {
      const gateway = await startGateway();
      return { app: gateway.app, auth: gateway.auth, close: gateway.close };
    },
  },
];

/** One entry of each kind the log holds, written as the owner. */
const RECORDS: AuditRecord[] = [
  { resource: 'devices', recordId: '3', action: 'sign_in', changes: [] },
  { resource: 'devices', recordId: '3', action: 'sign_out', changes: [] },
  { resource: 'telegram-sessions', recordId: null, action: 'sign_in', changes: [] },
  { resource: 'platforms', recordId: '1', action: 'update', changes: [] },
  { resource: 'role-settings', recordId: 'viewer', action: 'update', changes: [] },
  { resource: 'cards', recordId: '2', action: 'delete', changes: [] },
];

interface Entry {
  resource: string;
  action: string;
  username: string;
}

describe.each(MODES)('the audit log by role on $name', (mode) => {
  let app: FastifyInstance;
  let auths: Record<Role, string>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const started = await mode.start();
    ({ app, close } = started);
    auths = { owner: started.auth } as Record<Role, string>;
    // Each account made by the owner: a panel-accounts entry each.
    for (const role of ['operator', 'viewer'] as const) {
      const account = { username: `${role}-1`, password: `${role}-password-1` };
      const made = await app.inject({
        method: 'POST',
        url: '/api/panel-accounts',
        headers: { authorization: started.auth },
        payload: { ...account, role },
      });
      expect(made.statusCode).toBe(201);
      auths[role] = basicAuth(account.username, account.password);
    }
    const ownerId = app.db
      .prepare('SELECT id FROM panel_accounts WHERE username = ?')
      .pluck()
      .get(TEST_USERNAME) as number;
    const actor = {
      accountId: ownerId,
      username: TEST_USERNAME,
      ipAddress: '10.0.0.1',
      userAgent: 'T',
    };
    RECORDS.forEach((record, index) =>
      insertAuditEntry(
        app.db,
        actor,
        record,
        new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
      ),
    );
    // A viewer's refused read of the account directory: a forbidden entry of panel-accounts.
    const refused = await app.inject({
      method: 'GET',
      url: '/api/panel-accounts',
      headers: { authorization: auths.viewer },
    });
    expect(refused.statusCode).toBe(403);
  });
  afterAll(() => close());

  const read = async (role: Role, query = '') => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/audit-log?range=[0,99]${query}`,
      headers: { authorization: auths[role] },
    });
    expect(answer.statusCode).toBe(200);
    const total = Number(String(answer.headers['content-range']).split('/')[1]);
    return { entries: answer.json() as Entry[], total };
  };

  const hidden = (entries: Entry[]) =>
    entries.filter((entry) =>
      (ACCOUNT_AUDIT_RESOURCES as readonly string[]).includes(entry.resource),
    );

  it('gives the owner every entry, those of accounts and devices among them', async () => {
    const { entries, total } = await read('owner');
    const resources = new Set(entries.map((entry) => entry.resource));
    for (const resource of ACCOUNT_AUDIT_RESOURCES) expect(resources).toContain(resource);
    expect(total).toBe(entries.length);
    expect(entries).toContainEqual(
      expect.objectContaining({
        resource: 'panel-accounts',
        action: 'forbidden',
        username: 'viewer-1',
      }),
    );
  });

  it.each(ROLES.filter((role) => !canDo(role, 'panel-accounts', 'list')))(
    'gives the %s every entry but those of accounts and devices, counted so',
    async (role) => {
      const all = (await read('owner')).entries;
      const { entries, total } = await read(role);
      expect(hidden(entries)).toEqual([]);
      expect(entries.map((entry) => entry.resource)).toEqual(
        all.filter((entry) => hidden([entry]).length === 0).map((entry) => entry.resource),
      );
      expect(entries.map((entry) => entry.resource)).toEqual(
        expect.arrayContaining(['platforms', 'role-settings', 'cards']),
      );
      expect(total).toBe(entries.length);
    },
  );

  it.each(ROLES.filter((role) => !canDo(role, 'panel-accounts', 'list')))(
    'gives the %s none of them through a filter either',
    async (role) => {
      for (const resource of ACCOUNT_AUDIT_RESOURCES) {
        expect(await read(role, `&resource=${resource}`), resource).toEqual({
          entries: [],
          total: 0,
        });
        // The owner's filter finds them: the filter itself works.
        expect((await read('owner', `&resource=${resource}`)).total, resource).toBeGreaterThan(0);
      }
      for (const query of [
        '&action=sign_in',
        '&action=forbidden',
        `&username=${TEST_USERNAME}`,
        '&from=2026-01-01T00:00:00Z&to=2026-01-01T00:02:00Z',
      ]) {
        const { entries, total } = await read(role, query);
        expect(hidden(entries), query).toEqual([]);
        expect(total, query).toBe(entries.length);
      }
      // What is left of a filter is there: the owner's platform edit.
      const { entries } = await read(role, `&username=${TEST_USERNAME}&action=update`);
      expect(entries.map((entry) => entry.resource)).toEqual(['role-settings', 'platforms']);
    },
  );
});
