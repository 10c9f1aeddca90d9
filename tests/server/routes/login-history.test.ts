// /api/admin/login (history, newest first) and /api/admin/login-info (records a sign-in).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  LOGIN_ROWS_PER_ACCOUNT,
  insertLoginRecord,
} from '../../../server/db/repositories/loginHistory.ts';
import { TEST_USERNAME, buildTestApp } from '../helpers.ts';

let app: FastifyInstance;
let auth: string;
beforeEach(async () => {
  ({ app, auth } = await buildTestApp());
});
afterEach(() => app.close());

/** The sign-in event; `signIn`: as the panel's sign-in, whose password is checked anew. */
const postLoginInfo = (payload: unknown, remoteAddress?: string, signIn = false) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/login-info',
    headers: { authorization: auth, ...(signIn ? { 'cache-control': 'no-cache' } : {}) },
    payload: payload as object,
    remoteAddress,
  });

describe('GET /api/admin/login', () => {
  it('lists the login history newest first', async () => {
    const base = {
      userAgent: 'UA',
      ipAddress: '1.2.3.4',
      deviceName: 'Mac',
      city: 'Tashkent',
      country: 'Uzbekistan',
    };
    insertLoginRecord(app.db, { ...base, username: 'a', loginTime: '2025-01-01T10:00:00.000Z' });
    insertLoginRecord(app.db, { ...base, username: 'b', loginTime: '2025-03-01T10:00:00.000Z' });
    insertLoginRecord(app.db, { ...base, username: 'c', loginTime: '2025-02-01T10:00:00.000Z' });

    const response = await app.inject({
      url: '/api/admin/login',
      headers: { authorization: auth },
    });
    expect(response.statusCode).toBe(200);
    const history = response.json();
    expect(history.map((record: { username: string }) => record.username)).toEqual(['b', 'c', 'a']);
    expect(history[0]).toEqual({
      id: expect.any(Number),
      username: 'b',
      userAgent: 'UA',
      ipAddress: '1.2.3.4',
      deviceName: 'Mac',
      city: 'Tashkent',
      country: 'Uzbekistan',
      loginTime: '2025-03-01T10:00:00.000Z',
    });
  });

  it('answers an empty array when nobody signed in yet', async () => {
    const response = await app.inject({
      url: '/api/admin/login',
      headers: { authorization: auth },
    });
    expect(response.json()).toEqual([]);
    expect(response.headers['content-range']).toBe('login-history */0');
  });

  it('pages the history: the newest 100 without a range, any range up to 1000, Content-Range', async () => {
    const start = Date.parse('2025-01-01T00:00:00.000Z');
    for (let index = 0; index < 150; index += 1) {
      insertLoginRecord(app.db, {
        username: `user${index}`,
        userAgent: 'UA',
        ipAddress: '1.2.3.4',
        deviceName: 'Mac',
        city: '',
        country: '',
        loginTime: new Date(start + index * 60_000).toISOString(),
      });
    }
    const get = (query = '') =>
      app.inject({ url: `/api/admin/login${query}`, headers: { authorization: auth } });
    const names = (response: { json: () => Array<{ username: string }> }) =>
      response.json().map((record) => record.username);

    const first = await get();
    expect(first.headers['content-range']).toBe('login-history 0-99/150');
    expect(first.headers['access-control-expose-headers']).toBe('Content-Range');
    expect(names(first)).toHaveLength(100);
    expect(names(first)[0]).toBe('user149');
    const last = await get('?range=[140,199]');
    expect(last.headers['content-range']).toBe('login-history 140-149/150');
    expect(names(last)).toEqual([
      'user9',
      'user8',
      'user7',
      'user6',
      'user5',
      'user4',
      'user3',
      'user2',
      'user1',
      'user0',
    ]);
    expect((await get('?range=[0,999]')).json()).toHaveLength(150);

    for (const range of ['[0,1000]', '[5,1]', 'all']) {
      const refused = await get(`?range=${encodeURIComponent(range)}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^range: must be/);
    }
  });
});

describe('POST /api/admin/login-info', () => {
  it('stores the event under the signed-in username and address, not the body ones, and answers 201', async () => {
    const before = Date.now();
    const response = await postLoginInfo({
      username: 'someone-else',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X)',
      ipAddress: '213.230.96.41',
      deviceName: 'iPhone',
      city: 'Samarqand',
      country: "O'zbekiston",
    });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({
      username: TEST_USERNAME,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X)',
      // Where the sign-in came from as the server saw it, never a claim of the client's.
      ipAddress: '127.0.0.1',
      deviceName: 'iPhone',
      city: 'Samarqand',
      country: "O'zbekiston",
    });
    expect(record.loginTime).toMatch(/Z$/);
    expect(Date.parse(record.loginTime)).toBeGreaterThanOrEqual(before - 1000);

    const history = await app.inject({ url: '/api/admin/login', headers: { authorization: auth } });
    expect(history.json()).toEqual([record]);
  });

  it('takes the request address, with or without one in the body', async () => {
    const missing = await postLoginInfo({ deviceName: 'Windows PC' }, '203.0.113.7');
    expect(missing.json()).toMatchObject({ ipAddress: '203.0.113.7', city: '', country: '' });
    const claimed = await postLoginInfo({ ipAddress: '8.8.8.8' }, '203.0.113.8', true);
    expect(claimed.json().ipAddress).toBe('203.0.113.8');
  });

  it('records one event per password checked, never at will', async () => {
    expect((await postLoginInfo({ deviceName: 'Mac' })).statusCode).toBe(201);
    // The same credentials again come from the cache: no sign-in happened, nothing to record.
    const again = await postLoginInfo({ deviceName: 'Mac' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^login-info: no sign-in to record/);
    // A sign-in asks for its password to be checked: its event is recorded, once.
    expect((await postLoginInfo({ deviceName: 'Mac' }, undefined, true)).statusCode).toBe(201);
    expect((await postLoginInfo({ deviceName: 'Mac' })).statusCode).toBe(409);
    const history = await app.inject({ url: '/api/admin/login', headers: { authorization: auth } });
    expect(history.json()).toHaveLength(2);
  });

  it("keeps an account's newest LOGIN_ROWS_PER_ACCOUNT sign-ins, and other accounts' all", async () => {
    const row = { userAgent: 'UA', ipAddress: '1.2.3.4', deviceName: 'Mac', city: '', country: '' };
    const at = (index: number) => new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString();
    insertLoginRecord(app.db, { ...row, username: 'boshqa', loginTime: at(0) });
    for (let index = 1; index <= LOGIN_ROWS_PER_ACCOUNT + 5; index += 1) {
      insertLoginRecord(app.db, { ...row, username: TEST_USERNAME, loginTime: at(index) });
    }
    const count = (username: string) =>
      app.db.prepare('SELECT count(*) FROM login_history WHERE username = ?').pluck().get(username);
    expect(count(TEST_USERNAME)).toBe(LOGIN_ROWS_PER_ACCOUNT);
    expect(count('boshqa')).toBe(1);
    const oldest = app.db
      .prepare('SELECT min(login_time) FROM login_history WHERE username = ?')
      .pluck()
      .get(TEST_USERNAME);
    expect(oldest).toBe(at(6));
  });

  it('accepts a request with no body at all', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/login-info',
      headers: { authorization: auth, 'user-agent': 'curl/8.5.0' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ username: TEST_USERNAME, userAgent: 'curl/8.5.0' });
  });

  it('accepts null fields (geolocation failed) as empty strings', async () => {
    const response = await postLoginInfo({ city: null, country: null });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ city: '', country: '' });
  });

  it('answers 400 naming the field for values that are too long or of the wrong type', async () => {
    const long = await postLoginInfo({ city: 'x'.repeat(600) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'city: must NOT have more than 255 characters' });
    const wrongType = await postLoginInfo({ deviceName: { nested: true } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ message: 'deviceName: must be string' });
  });

  it('answers 400 JSON for a body that is not valid JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/login-info',
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: '{"city": "Tash',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body is not valid JSON' });
  });
});
