// What a review of the code found (issue "Roles"), one test each: the client address behind a
// proxy, a bound on the password checks a burst of sign-ins starts, Telegram init data used once,
// the refused Telegram sign-ins the audit log keeps, the Humo writes in the audit log, and the
// accounts' names, ADMIN_PASSWORD and the database file. The CSV export's cells are in
// tests/resources/transactions/TransactionList.test.tsx; the settings' refusals in config.test.ts.
import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_CHECKS_IN_ALL, MAX_CHECKS_PER_ADDRESS } from '../../server/auth/signInLimits.ts';
import { basicAuth, buildTestApp, makeTempDir, removeTempDirs } from './helpers.ts';
import {
  postSession,
  signedInitData,
  telegramEnv,
  testClock,
  TELEGRAM_USER_ID,
} from './routes/telegramFixtures.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});
afterAll(removeTempDirs);

const entries = (action: string) =>
  app!.db
    .prepare<[string], { resource: string; record_id: string; ip_address: string }>(
      'SELECT resource, record_id, ip_address FROM audit_log WHERE action = ? ORDER BY id',
    )
    .all(action);

describe('TRUST_PROXY', () => {
  it('with a hop count, takes the address the proxy saw, not one the client wrote', async () => {
    let auth: string;
    ({ app, auth } = await buildTestApp({ TRUST_PROXY: '1' }));
    await app.inject({
      method: 'POST',
      url: '/api/lottery/prizes',
      remoteAddress: '10.0.0.1',
      headers: { authorization: auth, 'x-forwarded-for': '6.6.6.6, 192.0.2.7' },
      payload: { amount: 5000, numberOfPrize: 1 },
    });
    expect(entries('create').at(-1)?.ip_address).toBe('192.0.2.7');
  });
});

describe('a burst of sign-ins with different wrong passwords', () => {
  it('checks at most a few at once per address, refusing the rest at once (429)', async () => {
    ({ app } = await buildTestApp({ AUTH_MAX_FAILURES: '1000' }));
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        app!.inject({
          url: '/api/features',
          remoteAddress: '192.0.2.1',
          headers: { authorization: basicAuth('tester', `wrong-${index}`) },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBe(MAX_CHECKS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429).length).toBe(40 - MAX_CHECKS_PER_ADDRESS);
  });

  it('checks at most a bounded number at once in all (503 beyond)', async () => {
    ({ app } = await buildTestApp({ AUTH_MAX_FAILURES: '1000' }));
    const answers = await Promise.all(
      Array.from({ length: MAX_CHECKS_IN_ALL + 8 }, (_, index) =>
        app!.inject({
          url: '/api/features',
          remoteAddress: `192.0.2.${index + 1}`,
          headers: { authorization: basicAuth('tester', `wrong-${index}`) },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBe(MAX_CHECKS_IN_ALL);
    expect(statuses.filter((status) => status === 503).length).toBe(8);
  });
});

describe('Telegram init data', () => {
  it('opens one session: the same init data again is refused (replayed)', async () => {
    const clock = testClock();
    let auth: string;
    ({ app, auth } = await buildTestApp(telegramEnv(), { now: clock.now }));
    await app.inject({
      method: 'PUT',
      url: '/api/panel-accounts/1/telegram',
      headers: { authorization: auth },
      payload: { telegramUserId: TELEGRAM_USER_ID },
    });
    const initData = signedInitData({ signedAt: clock.now() - 1000 });
    const first = await postSession(app, initData);
    expect(first.statusCode, first.body).toBe(201);
    const replayed = await postSession(app, initData);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ reason: 'replayed' });
    // Fresh init data (a new launch of the Mini App) signs in.
    const fresh = signedInitData({ signedAt: clock.now() - 3000 });
    expect((await postSession(app, fresh)).statusCode).toBe(201);
  });

  it('keeps the audit log of refused sign-ins to the lock-out of each address', async () => {
    ({ app } = await buildTestApp(telegramEnv({ AUTH_MAX_FAILURES: '5' })));
    for (let round = 0; round < 30; round += 1) {
      await postSession(app, 'query_id=forged&hash=00', '192.0.2.9');
    }
    expect(entries('sign_in_refused')).toHaveLength(5);
  });
});

describe('the Humo sign-in on the embedded API', () => {
  it('is in the audit log, its code and password only as changed', async () => {
    let auth: string;
    ({ app, auth } = await buildTestApp());
    const step = (url: string, payload: object) =>
      app!.inject({ method: 'POST', url, headers: { authorization: auth }, payload });
    await step('/api/humo/newNumber', { phone: '+998901234567' });
    await step('/api/humo/smscode', { phone: '+998901234567', code: '22222' });
    await step('/api/humo/twostep', { phone: '+998901234567', password: 'sandbox' });
    await app.inject({
      method: 'DELETE',
      url: '/api/humo/delete?phone=%2B998901234567',
      headers: { authorization: auth },
    });
    const logged = app.db
      .prepare("SELECT action, changes FROM audit_log WHERE resource = 'humo' ORDER BY id")
      .all() as Array<{ action: string; changes: string }>;
    expect(logged.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(JSON.parse(logged[2].changes)).toContainEqual({ field: 'password', changed: true });
    expect(JSON.stringify(logged)).not.toMatch(/sandbox|22222/);
  });
});

describe('panel accounts', () => {
  it.each(['a:b', '\u0430dmin', 'name with spaces', ''])(
    'refuses a new account named %j (":" ends a Basic name; a look-alike letter deceives)',
    async (username) => {
      let auth: string;
      ({ app, auth } = await buildTestApp());
      const refused = await app.inject({
        method: 'POST',
        url: '/api/panel-accounts',
        headers: { authorization: auth },
        payload: { username, password: 'long-enough-1' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^username: /);
    },
  );

  it('records what ADMIN_USERNAME/ADMIN_PASSWORD change at a start, and nothing else', async () => {
    const dataDir = makeTempDir();
    const start = async (username: string, password: string) => {
      ({ app } = await buildTestApp({
        DATA_DIR: dataDir,
        ADMIN_USERNAME: username,
        ADMIN_PASSWORD: password,
      }));
      const logged = app.db
        .prepare("SELECT action FROM audit_log WHERE resource = 'panel-accounts' ORDER BY id")
        .pluck()
        .all();
      await app.close();
      app = undefined;
      return logged;
    };
    // The first account of an empty database is the set-up.
    expect(await start('ops', 'first-password-1')).toEqual([]);
    expect(await start('ops', 'first-password-1')).toEqual([]);
    expect(await start('ops', 'second-password-2')).toEqual(['update']);
    // A new name on a database that has accounts adds an owner: recorded too.
    expect(await start('ops2', 'third-password-3')).toEqual(['update', 'create']);
  });

  it('keeps the database file readable by the server only', async () => {
    const dataDir = makeTempDir();
    ({ app } = await buildTestApp({ DATA_DIR: dataDir }));
    expect(statSync(path.join(dataDir, 'app.db')).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o077).toBe(0);
  });
});
