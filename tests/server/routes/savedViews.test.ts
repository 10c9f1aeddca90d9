// /api/saved-views: the journal's named filters, each panel account its own (another account's
// views are neither listed nor deletable), at most 50 each, adding and deleting in the audit log.
import { describe, expect, it } from 'vitest';
import { TEST_USERNAME, basicAuth } from '../helpers.ts';
import { authedCall } from './paymentAccountFixtures.ts';
import type { Call } from './paymentAccountFixtures.ts';
import { describeAuthentication, authedAppPerTest } from './recordRouteFixtures.ts';

const { app, call } = authedAppPerTest();

interface View {
  id: number;
  name: string;
  filter: Record<string, unknown>;
  createdAt: string;
}

const PENDING_FILTER = { status: 'PENDING_ADMIN', type: 'TOP_UP', platformId: 2, q: null };

const create = async (name: string, filter: object = PENDING_FILTER, as: Call = call) => {
  const response = await as('POST', '/api/saved-views', { name, filter });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as View;
};

const names = async (as: Call = call) =>
  ((await as('GET', '/api/saved-views')).json() as View[]).map((view) => view.name);

/** A second panel account (added through the API) and calls made as it. */
const otherAccount = async (): Promise<Call> => {
  const added = await call('POST', '/api/panel-accounts', {
    username: 'dilnoza',
    password: 'kuchli-parol-1',
    role: 'operator',
  });
  expect(added.statusCode).toBe(201);
  return authedCall(app(), basicAuth('dilnoza', 'kuchli-parol-1'));
};

const auditEntries = async () =>
  (await call('GET', '/api/audit-log?resource=saved-views')).json() as {
    username: string;
    recordId: string;
    action: string;
    changes: { field: string; old?: unknown; new?: unknown }[];
  }[];

describeAuthentication(
  app,
  [
    ['GET', '/api/saved-views'],
    ['POST', '/api/saved-views'],
    ['DELETE', '/api/saved-views/1'],
  ],
  { name: 'Pending', filter: {} },
);

describe('saved views', () => {
  it('adds a view (name trimmed) and lists it as {id, name, filter, createdAt}', async () => {
    const created = await create('  Kutilmoqda  ');
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Kutilmoqda',
      filter: PENDING_FILTER,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const list = await call('GET', '/api/saved-views');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([created]);
  });

  it('lists by name whatever its case, Cyrillic included', async () => {
    for (const name of ['zeta', 'Бонус', 'Alpha', 'автор', 'beta']) await create(name);
    expect(await names()).toEqual(['Alpha', 'beta', 'zeta', 'автор', 'Бонус']);
  });

  it('takes names of 64 characters, counted as characters, and a filter of 2000 as JSON', async () => {
    await create(` ${'я'.repeat(64)} `);
    await create('💳'.repeat(64));
    // {"q":"xxx…"}: 8 characters around the text.
    await create('long', { q: 'x'.repeat(1992) });
    await create('empty', {});
    expect(await names()).toHaveLength(4);
  });

  it.each([
    [{ filter: {} }, 'name: is required'],
    [{ name: ' \t ', filter: {} }, 'name: is required'],
    [{ name: 'x'.repeat(65), filter: {} }, 'name: must be at most 64 characters'],
    [{ name: 'a\u0000b', filter: {} }, 'name: must not contain control characters'],
    [{ name: 7, filter: {} }, 'name: must be string'],
    [{ name: 'Pending' }, 'filter: is required'],
    [{ name: 'Pending', filter: null }, 'filter: must be a JSON object'],
    [{ name: 'Pending', filter: ['status'] }, 'filter: must be a JSON object'],
    [{ name: 'Pending', filter: 'status=PENDING' }, 'filter: must be a JSON object'],
    [
      { name: 'Pending', filter: { status: { in: ['PENDING'] } } },
      'filter: values must be strings, numbers, booleans or null',
    ],
    [
      { name: 'Pending', filter: { ids: [1, 2] } },
      'filter: values must be strings, numbers, booleans or null',
    ],
    [
      { name: 'Pending', filter: { q: 'x'.repeat(1993) } },
      'filter: must be at most 2000 characters as JSON',
    ],
  ])('refuses %j: 400 %s, with nothing written', async (body, message) => {
    const response = await call('POST', '/api/saved-views', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await names()).toEqual([]);
    expect(await auditEntries()).toEqual([]);
  });

  it('refuses a name the account already uses (409), which another account may use', async () => {
    await create('Pending');
    const taken = await call('POST', '/api/saved-views', { name: ' Pending ', filter: {} });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'name: a view with this name already exists' });
    const other = await otherAccount();
    await create('Pending', {}, other);
    expect(await names(other)).toEqual(['Pending']);
  });

  it('keeps at most 50 views per account, in the list too', async () => {
    for (let n = 1; n <= 50; n += 1) await create(`View ${String(n).padStart(2, '0')}`);
    const refused = await call('POST', '/api/saved-views', { name: 'View 51', filter: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'name: at most 50 saved views' });
    const list = (await call('GET', '/api/saved-views')).json() as View[];
    expect(list).toHaveLength(50);
    // Another account has its own 50; a deleted view makes room again.
    await create('Pending', {}, await otherAccount());
    expect((await call('DELETE', `/api/saved-views/${list[0].id}`)).statusCode).toBe(204);
    await create('View 51');
  });

  it("one account neither sees nor deletes another's views", async () => {
    const mine = await create('Mine');
    const other = await otherAccount();
    expect(await names(other)).toEqual([]);
    const refused = await other('DELETE', `/api/saved-views/${mine.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Saved view not found' });
    expect(await names()).toEqual(['Mine']);
    const theirs = await create('Theirs', {}, other);
    expect(await names()).toEqual(['Mine']);
    expect((await call('DELETE', `/api/saved-views/${theirs.id}`)).statusCode).toBe(404);
    expect(await names(other)).toEqual(['Theirs']);
  });

  it('deletes a view: 204, then 404; a bad id is a 400', async () => {
    const { id } = await create('Pending');
    const deleted = await call('DELETE', `/api/saved-views/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await names()).toEqual([]);
    const again = await call('DELETE', `/api/saved-views/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Saved view not found' });
    const bad = await call('DELETE', '/api/saved-views/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^id:/);
  });

  it('a view goes with its panel account', async () => {
    const other = await otherAccount();
    await create('Theirs', {}, other);
    app().db.prepare("DELETE FROM panel_accounts WHERE username = 'dilnoza'").run();
    expect(app().db.prepare('SELECT count(*) FROM saved_views').pluck().get()).toBe(0);
  });
});

describe('saved views in the audit log', () => {
  it('records adding and deleting, with the account and the fields', async () => {
    const { id, createdAt } = await create('Pending', { status: 'PENDING_ADMIN' });
    await call('DELETE', `/api/saved-views/${id}`);
    const [deleted, created] = await auditEntries();
    expect(created).toMatchObject({
      username: TEST_USERNAME,
      recordId: String(id),
      action: 'create',
      changes: [
        { field: 'name', new: 'Pending' },
        { field: 'filter', new: { status: 'PENDING_ADMIN' } },
        { field: 'createdAt', new: createdAt },
      ],
    });
    expect(deleted).toMatchObject({
      username: TEST_USERNAME,
      recordId: String(id),
      action: 'delete',
      changes: [
        { field: 'name', old: 'Pending' },
        { field: 'filter', old: { status: 'PENDING_ADMIN' } },
        { field: 'createdAt', old: createdAt },
      ],
    });
  });

  it('records nothing for a refused add or delete', async () => {
    const { id } = await create('Pending');
    const other = await otherAccount();
    expect(
      (await call('POST', '/api/saved-views', { name: 'Pending', filter: {} })).statusCode,
    ).toBe(409);
    expect((await other('DELETE', `/api/saved-views/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/saved-views/999')).statusCode).toBe(404);
    expect((await auditEntries()).map((entry) => entry.action)).toEqual(['create']);
  });
});
