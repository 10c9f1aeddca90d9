// Basic auth on /api: missing and wrong credentials, UTF-8 credentials, the lock-out, the cache.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createAccount, setAccountPassword } from '../../../server/auth/accounts.ts';
import { parseBasicAuthorization } from '../../../server/auth/plugin.ts';
import { TEST_PASSWORD, TEST_USERNAME, basicAuth, buildTestApp } from '../helpers.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('Basic auth on /api', () => {
  it('answers 401 "Authentication required" without a header, and no WWW-Authenticate', async () => {
    ({ app } = await buildTestApp());
    const response = await app.inject({ method: 'GET', url: '/api/features' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication required' });
    expect(response.headers['www-authenticate']).toBeUndefined();
  });

  it('answers 401 "Invalid username or password" for a wrong password or unknown user', async () => {
    ({ app } = await buildTestApp());
    for (const authorization of [
      basicAuth(TEST_USERNAME, 'wrong'),
      basicAuth('nobody', TEST_PASSWORD),
      'Basic !!!not-base64',
      `Basic ${Buffer.from('no-colon-here').toString('base64')}`,
      'Bearer abc',
    ]) {
      const response = await app.inject({ url: '/api/features', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid username or password' });
      expect(response.headers['www-authenticate']).toBeUndefined();
    }
  });

  it('protects every /api route, including GET /api/admin/login', async () => {
    ({ app } = await buildTestApp());
    for (const [method, url] of [
      ['GET', '/api/admin/login'],
      ['POST', '/api/admin/login-info'],
      ['GET', '/api/admin/chats'],
      ['DELETE', '/api/admin/chats/1'],
      ['POST', '/api/features/toggle/bonus?enabled=true'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('accepts the right credentials and decodes them as UTF-8 (Cyrillic works)', async () => {
    ({ app } = await buildTestApp());
    // An account named before the rule of new names (contract/accountRules.ts) still signs in.
    await createAccount(app.db, { username: 'Админ', password: 'пароль:с:двоеточием' });
    const ok = await app.inject({
      url: '/api/admin/login',
      headers: { authorization: basicAuth('Админ', 'пароль:с:двоеточием') },
    });
    expect(ok.statusCode).toBe(200);
    const latin1 = `Basic ${Buffer.from('Админ:пароль:с:двоеточием', 'latin1').toString('base64')}`;
    const wrong = await app.inject({ url: '/api/admin/login', headers: { authorization: latin1 } });
    expect(wrong.statusCode).toBe(401);
  });

  it('splits at the first colon so passwords may contain colons', () => {
    expect(parseBasicAuthorization(basicAuth('a', 'b:c'))).toEqual({
      username: 'a',
      password: 'b:c',
    });
    expect(parseBasicAuthorization(basicAuth('', 'x'))).toBeUndefined();
    expect(parseBasicAuthorization('basic ' + Buffer.from('u:p').toString('base64'))).toEqual({
      username: 'u',
      password: 'p',
    });
  });

  it('stops accepting a cached header once the password changes', async () => {
    let auth: string;
    ({ app, auth } = await buildTestApp());
    expect(
      (await app.inject({ url: '/api/features', headers: { authorization: auth } })).statusCode,
    ).toBe(200);
    const account = app.db
      .prepare('SELECT id FROM panel_accounts WHERE username = ?')
      .get(TEST_USERNAME) as {
      id: number;
    };
    await setAccountPassword(app.db, account.id, 'a new password');
    const stale = await app.inject({ url: '/api/features', headers: { authorization: auth } });
    expect(stale.statusCode).toBe(401);
    const fresh = await app.inject({
      url: '/api/features',
      headers: { authorization: basicAuth(TEST_USERNAME, 'a new password') },
    });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('failed sign-in limit', () => {
  const wrong = basicAuth(TEST_USERNAME, 'wrong');

  it('answers 429 with Retry-After after AUTH_MAX_FAILURES failures, even to right credentials', async () => {
    let auth: string;
    let now = 1_000_000;
    ({ app, auth } = await buildTestApp(
      { AUTH_MAX_FAILURES: '3', AUTH_FAILURE_WINDOW_SECONDS: '60' },
      { now: () => now },
    ));
    await app.inject({
      method: 'POST',
      url: '/api/panel-accounts',
      headers: { authorization: auth },
      payload: { username: 'boshqa', password: 'boshqa-uzun-parol' },
    });
    for (let i = 0; i < 3; i += 1) {
      const response = await app.inject({
        url: '/api/features',
        headers: { authorization: wrong },
      });
      expect(response.statusCode).toBe(401);
      now += 1000;
    }
    const locked = await app.inject({ url: '/api/features', headers: { authorization: auth } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/too many/i);
    expect(locked.headers['retry-after']).toBe('57');

    // The account's name is locked too, from any address (rotating addresses do not evade it);
    // another account from another address is not.
    const otherAddress = await app.inject({
      url: '/api/features',
      headers: { authorization: auth },
      remoteAddress: '10.0.0.9',
    });
    expect(otherAddress.statusCode).toBe(429);
    const otherAccount = await app.inject({
      url: '/api/features',
      headers: { authorization: basicAuth('boshqa', 'boshqa-uzun-parol') },
      remoteAddress: '10.0.0.9',
    });
    expect(otherAccount.statusCode).toBe(200);

    now += 57_000; // the window since the first failure has passed
    const unlocked = await app.inject({ url: '/api/features', headers: { authorization: auth } });
    expect(unlocked.statusCode).toBe(200);
  });

  it('does not count requests without credentials, and a success resets the count', async () => {
    let auth: string;
    ({ app, auth } = await buildTestApp({ AUTH_MAX_FAILURES: '2' }));
    for (let i = 0; i < 5; i += 1) {
      expect((await app.inject({ url: '/api/features' })).statusCode).toBe(401);
    }
    expect(
      (await app.inject({ url: '/api/features', headers: { authorization: wrong } })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ url: '/api/features', headers: { authorization: auth } })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: '/api/features', headers: { authorization: wrong } })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ url: '/api/features', headers: { authorization: auth } })).statusCode,
    ).toBe(200);
  });
});
