// /api/admin/login (history, newest first) and /api/admin/login-info (records a sign-in).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { insertLoginRecord } from '../../../server/db/repositories/loginHistory.ts';
import { TEST_USERNAME, buildTestApp } from '../helpers.ts';

let app: FastifyInstance;
let auth: string;
beforeEach(async () => {
  ({ app, auth } = await buildTestApp());
});
afterEach(() => app.close());

const postLoginInfo = (payload: unknown, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/login-info',
    headers: { authorization: auth },
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
  it('stores the event under the signed-in username, not the body one, and answers 201', async () => {
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
      ipAddress: '213.230.96.41',
      deviceName: 'iPhone',
      city: 'Samarqand',
      country: "O'zbekiston",
    });
    expect(record.loginTime).toMatch(/Z$/);
    expect(Date.parse(record.loginTime)).toBeGreaterThanOrEqual(before - 1000);

    const history = await app.inject({ url: '/api/admin/login', headers: { authorization: auth } });
    expect(history.json()).toEqual([record]);
  });

  it('falls back to the request address when ipAddress is missing or empty', async () => {
    const missing = await postLoginInfo({ deviceName: 'Windows PC' }, '203.0.113.7');
    expect(missing.json()).toMatchObject({ ipAddress: '203.0.113.7', city: '', country: '' });
    const empty = await postLoginInfo({ ipAddress: '' }, '203.0.113.8');
    expect(empty.json().ipAddress).toBe('203.0.113.8');
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
