// The audit log: each change through the API is recorded with the account that made it, in the
// same database transaction (with the change or not at all), secrets only as "changed"; the log
// is read newest first with filters and pages, and cannot be edited or removed.
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, TEST_USERNAME, basicAuth } from '../helpers.ts';
import { platformBody } from './paymentAccountFixtures.ts';
import { authedAppPerTest } from './recordRouteFixtures.ts';
import { addRows, journalRow } from './transactionFixtures.ts';

const { app, call } = authedAppPerTest();

const entries = async (query = '') => {
  const response = await call('GET', `/api/audit-log${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    username: string;
    resource: string;
    recordId: string | null;
    action: string;
    changes: { field: string; old?: unknown; new?: unknown; changed?: boolean }[];
    ipAddress: string;
    userAgent: string;
    at: string;
  }[];
};

const addPlatform = async (overrides: Record<string, unknown> = {}) => {
  const created = await call('POST', '/api/platforms', platformBody(overrides));
  expect(created.statusCode).toBe(201);
  return created.json().id as number;
};

describe('what the audit log records', () => {
  it('a platform edit: the account, the fields changed, and a new password only as changed', async () => {
    const id = await addPlatform();
    const edited = await app().inject({
      method: 'PUT',
      url: `/api/platforms/${id}`,
      headers: {
        authorization: basicAuth(TEST_USERNAME, TEST_PASSWORD),
        'user-agent': 'Mozilla/5.0 (Test)',
      },
      payload: platformBody({ login: 'paybot_2', password: 'N3w-secret!' }),
    });
    expect(edited.statusCode).toBe(200);
    const [update, create] = await entries();
    expect(update).toMatchObject({
      username: TEST_USERNAME,
      resource: 'platforms',
      recordId: String(id),
      action: 'update',
      userAgent: 'Mozilla/5.0 (Test)',
    });
    expect(update.ipAddress).toBeTruthy();
    expect(update.changes).toEqual([
      { field: 'login', old: 'paybot_uz', new: 'paybot_2' },
      { field: 'password', changed: true },
    ]);
    expect(create).toMatchObject({ resource: 'platforms', action: 'create' });
    // No secret is stored in any form: not the passwords, not the API key.
    const stored = app().db.prepare('SELECT changes FROM audit_log').pluck().all().join('\n');
    for (const secret of ['N3w-secret!', 'Xb!uz-2024', 'xb_live_7f3a9c2e5d8b4a61']) {
      expect(stored).not.toContain(secret);
    }
    expect(create.changes).toContainEqual({ field: 'apiKey', changed: true });
  });

  it('a bulk delete with the ids that were deleted', async () => {
    const ids = addRows(
      app().db,
      [1, 2, 3].map(() => journalRow()),
    );
    const deleted = await call('DELETE', '/api/transactions/bulk', [ids[0], ids[2], 999_999]);
    expect(deleted.statusCode).toBe(204);
    const [entry] = await entries();
    expect(entry).toMatchObject({
      resource: 'transactions',
      action: 'bulk_delete',
      recordId: null,
    });
    expect(entry.changes).toEqual([{ field: 'ids', old: [ids[0], ids[2]] }]);
  });

  it('a feature toggle, and nothing for a toggle to the value it already has', async () => {
    expect((await call('POST', '/api/features/toggle/bonus?enabled=false')).statusCode).toBe(200);
    expect((await call('POST', '/api/features/toggle/bonus?enabled=false')).statusCode).toBe(200);
    const log = await entries();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      resource: 'features',
      recordId: 'bonusEnabled',
      action: 'toggle',
    });
    expect(log[0].changes).toEqual([{ field: 'bonusEnabled', old: true, new: false }]);
  });
});

describe('with the change or not at all', () => {
  it('a refused change leaves no entry', async () => {
    await addPlatform({ name: 'A' });
    const second = await addPlatform({ name: 'B' });
    const before = await entries();
    const taken = await call('PUT', `/api/platforms/${second}`, platformBody({ name: 'A' }));
    expect(taken.statusCode).toBe(409);
    expect((await call('DELETE', '/api/transactions/bulk', [424242])).statusCode).toBe(404);
    expect(await entries()).toEqual(before);
  });

  it('a change whose entry cannot be written is not made', async () => {
    const id = await addPlatform();
    app().db.exec('ALTER TABLE audit_log RENAME TO audit_log_away');
    const edited = await call('PUT', `/api/platforms/${id}`, platformBody({ login: 'changed' }));
    expect(edited.statusCode).toBe(500);
    app().db.exec('ALTER TABLE audit_log_away RENAME TO audit_log');
    const platform = await call('GET', `/api/platforms/${id}`);
    expect(platform.json().login).toBe('paybot_uz');
  });
});

describe('reading the log', () => {
  it('newest first, a page at a time, filtered by account, resource, action and time', async () => {
    for (const name of ['A', 'B', 'C']) await addPlatform({ name });
    await call('POST', '/api/features/toggle/topup?enabled=false');
    const page = await call('GET', '/api/audit-log?range=[0,1]');
    expect(page.headers['content-range']).toBe('audit-log 0-1/4');
    expect(page.json().map((entry: { action: string }) => entry.action)).toEqual([
      'toggle',
      'create',
    ]);
    expect(await entries('?action=create')).toHaveLength(3);
    expect(await entries('?resource=features')).toHaveLength(1);
    expect(await entries(`?username=${TEST_USERNAME}`)).toHaveLength(4);
    expect(await entries('?username=someone-else')).toHaveLength(0);
    expect(await entries('?to=2000-01-01T00:00:00Z')).toHaveLength(0);
    expect(
      await entries(`?from=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}`),
    ).toHaveLength(4);
  });

  it('refuses a bad filter with a 400 naming it', async () => {
    const bad = await call('GET', '/api/audit-log?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^from:/);
    expect((await call('GET', '/api/audit-log?action=erase')).statusCode).toBe(400);
  });

  it('cannot be changed or removed, through the API or in the database', async () => {
    await addPlatform();
    expect((await call('DELETE', '/api/audit-log')).statusCode).toBe(404);
    expect((await call('PUT', '/api/audit-log/1', {})).statusCode).toBe(404);
    expect(() => app().db.exec("UPDATE audit_log SET username = 'x'")).toThrow(/cannot be changed/);
    expect(() => app().db.exec('DELETE FROM audit_log')).toThrow(/cannot be removed/);
  });

  it('needs valid credentials', async () => {
    expect((await app().inject({ url: '/api/audit-log' })).statusCode).toBe(401);
  });
});
