// /api/panel-accounts: more than one person signs in; accounts are added, get a new password or
// are disabled (refused at once), and at least one enabled account always remains.
import { describe, expect, it } from 'vitest';
import { TEST_USERNAME, basicAuth } from '../helpers.ts';
import { authedAppPerTest } from './recordRouteFixtures.ts';

const { app, call } = authedAppPerTest();

const asUser = (username: string, password: string) =>
  app().inject({ url: '/api/features', headers: { authorization: basicAuth(username, password) } });

const addAccount = async (username = 'dilnoza', password = 'kuchli-parol-1') => {
  const created = await call('POST', '/api/panel-accounts', { username, password });
  expect(created.statusCode).toBe(201);
  return created.json() as { id: number; username: string; disabled: boolean };
};

describe('panel accounts', () => {
  it('lists accounts without any password or hash, and adds one that can sign in', async () => {
    const added = await addAccount();
    expect(added).toMatchObject({ username: 'dilnoza', disabled: false });
    const list = await call('GET', '/api/panel-accounts');
    expect(list.json().map((a: { username: string }) => a.username)).toEqual([
      'dilnoza',
      TEST_USERNAME,
    ]);
    expect(list.body).not.toMatch(/hash|scrypt|kuchli/i);
    expect((await asUser('dilnoza', 'kuchli-parol-1')).statusCode).toBe(200);
  });

  it('refuses a taken name, a short password and a blank name, naming the field', async () => {
    await addAccount();
    const taken = await call('POST', '/api/panel-accounts', {
      username: 'dilnoza',
      password: 'boshqa-parol',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/^username:/);
    const short = await call('POST', '/api/panel-accounts', {
      username: 'aziz',
      password: 'qisqa',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/^password:/);
    const blank = await call('POST', '/api/panel-accounts', {
      username: '  ',
      password: 'yetarli-uzun',
    });
    expect(blank.statusCode).toBe(400);
  });

  it('a new password works at once and the old one stops at once', async () => {
    const { id } = await addAccount();
    expect((await asUser('dilnoza', 'kuchli-parol-1')).statusCode).toBe(200);
    const changed = await call('PUT', `/api/panel-accounts/${id}/password`, {
      password: 'yangi-parol-2',
    });
    expect(changed.statusCode).toBe(200);
    expect((await asUser('dilnoza', 'kuchli-parol-1')).statusCode).toBe(401);
    expect((await asUser('dilnoza', 'yangi-parol-2')).statusCode).toBe(200);
  });

  it('a disabled account is refused at once, even with credentials just accepted', async () => {
    const { id } = await addAccount();
    expect((await asUser('dilnoza', 'kuchli-parol-1')).statusCode).toBe(200);
    const disabled = await call('PUT', `/api/panel-accounts/${id}?disabled=true`);
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await asUser('dilnoza', 'kuchli-parol-1')).statusCode).toBe(401);
    await call('PUT', `/api/panel-accounts/${id}?disabled=false`);
    expect((await asUser('dilnoza', 'kuchli-parol-1')).statusCode).toBe(200);
  });

  it('keeps one enabled account: the last one cannot be disabled', async () => {
    const own = (await call('GET', '/api/panel-accounts')).json()[0] as { id: number };
    const refused = await call('PUT', `/api/panel-accounts/${own.id}?disabled=true`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^disabled:/);
    // The only account is the only owner: the table refuses it whatever writes.
    expect(() => app().db.exec('UPDATE panel_accounts SET disabled = 1')).toThrow(
      /at least one enabled|the last enabled owner/,
    );
    expect((await call('PUT', '/api/panel-accounts/999?disabled=true')).statusCode).toBe(404);
  });

  it('is in the audit log, a password only as changed', async () => {
    const { id } = await addAccount();
    await call('PUT', `/api/panel-accounts/${id}/password`, { password: 'yangi-parol-2' });
    await call('PUT', `/api/panel-accounts/${id}?disabled=true`);
    const log = (await call('GET', '/api/audit-log?resource=panel-accounts')).json() as {
      action: string;
      changes: unknown[];
    }[];
    expect(log.map((entry) => entry.action)).toEqual(['toggle', 'update', 'create']);
    expect(log[1].changes).toEqual([{ field: 'password', changed: true }]);
    const stored = app().db.prepare('SELECT changes FROM audit_log').pluck().all().join('');
    expect(stored).not.toMatch(/kuchli|yangi-parol/);
  });
});
