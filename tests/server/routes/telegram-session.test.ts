// POST /api/telegram/session: the Mini App signs in with Telegram's init data, checked with the
// bot token, no older than the limit, of a Telegram user linked to an enabled panel account; it
// gets a session token that signs requests in like Basic credentials. Every refusal is a 401 with
// a JSON message and an entry in the audit log.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEST_PASSWORD, TEST_USERNAME, basicAuth, buildTestApp } from '../helpers.ts';
import { authedCall } from './paymentAccountFixtures.ts';
import type { Call } from './paymentAccountFixtures.ts';
import {
  OTHER_BOT_TOKEN,
  TELEGRAM_USER_ID,
  bearer,
  featuresWith,
  postSession,
  signedInitData,
  telegramEnv,
  testClock,
  tokenOf,
} from './telegramFixtures.ts';

const HOUR = 3600_000;
const MINUTE = 60_000;

let app: FastifyInstance;
let call: Call;
let clock: ReturnType<typeof testClock>;
let accountId: number;

beforeEach(async () => {
  clock = testClock();
  let auth: string;
  ({ app, auth } = await buildTestApp(telegramEnv({ AUTH_MAX_FAILURES: '5' }), {
    now: clock.now,
  }));
  call = authedCall(app, auth);
  const accounts = (await call('GET', '/api/panel-accounts')).json() as { id: number }[];
  accountId = accounts[0].id;
  const linked = await call('PUT', `/api/panel-accounts/${accountId}/telegram`, {
    telegramUserId: TELEGRAM_USER_ID,
  });
  expect(linked.statusCode).toBe(200);
});
afterEach(() => app.close());

const freshInitData = (options: { userId?: number; token?: string; ageMs?: number } = {}) =>
  signedInitData({
    userId: options.userId,
    token: options.token,
    signedAt: clock.now() - (options.ageMs ?? 5_000),
  });

interface Entry {
  username: string;
  resource: string;
  recordId: string | null;
  action: string;
  changes: { field: string; new?: unknown }[];
  userAgent: string;
}

const sessionEntries = async () =>
  (await call('GET', '/api/audit-log?resource=telegram-sessions')).json() as Entry[];

const reasonOf = (entry: Entry) => entry.changes.find((change) => change.field === 'reason')?.new;

describe('signing in with init data', () => {
  it('accepts init data signed with the bot token and answers a session that signs requests in', async () => {
    const response = await postSession(app, freshInitData());
    const token = tokenOf(response);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      token,
      expiresAt: new Date(clock.now() + 12 * HOUR).toISOString(),
      account: { id: accountId, username: TEST_USERNAME, role: 'owner' },
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const features = await featuresWith(app, bearer(token));
    expect(features.statusCode).toBe(200);
    // The session's requests are the account's own: its changes are audited under its name.
    const toggled = await app.inject({
      method: 'POST',
      url: '/api/features/toggle/bonus?enabled=false',
      headers: { authorization: bearer(token) },
    });
    expect(toggled.statusCode).toBe(200);
    const [toggle] = (await call('GET', '/api/audit-log?resource=features')).json() as Entry[];
    expect(toggle).toMatchObject({ username: TEST_USERNAME, action: 'toggle' });

    const [signIn] = await sessionEntries();
    expect(signIn).toMatchObject({
      username: TEST_USERNAME,
      action: 'sign_in',
      userAgent: 'TelegramMiniApp-Test',
    });
    expect(signIn.changes).toContainEqual({ field: 'telegramUserId', new: TELEGRAM_USER_ID });
  });

  it('keeps only a digest of the token, and neither the token nor the init data in the log', async () => {
    const initData = freshInitData();
    const token = tokenOf(await postSession(app, initData));
    const stored = app.db.prepare('SELECT token_hash FROM panel_sessions').pluck().all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
    const everything = JSON.stringify([stored, app.db.prepare('SELECT * FROM audit_log').all()]);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(new URLSearchParams(initData).get('hash'));
  });

  it('accepts data just under the age limit and refuses it just over (5 minutes by default)', async () => {
    tokenOf(await postSession(app, freshInitData({ ageMs: 5 * MINUTE - 1000 })));
    const stale = await postSession(app, freshInitData({ ageMs: 5 * MINUTE + 1000 }));
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ reason: 'stale' });
    expect(stale.json().message).toMatch(/too old/);
    const [refusal] = await sessionEntries();
    expect(refusal.action).toBe('sign_in_refused');
    expect(reasonOf(refusal)).toBe('stale');
  });

  it('follows TELEGRAM_INIT_DATA_MAX_AGE_SECONDS', async () => {
    const strict = await buildTestApp(
      telegramEnv({ TELEGRAM_INIT_DATA_MAX_AGE_SECONDS: '60', ADMIN_USERNAME: 'aziz' }),
      { now: clock.now },
    );
    try {
      const own = (
        (await authedCall(strict.app, strict.auth)('GET', '/api/panel-accounts')).json() as {
          id: number;
          username: string;
        }[]
      ).find((account) => account.username === 'aziz')!;
      await authedCall(strict.app, strict.auth)('PUT', `/api/panel-accounts/${own.id}/telegram`, {
        telegramUserId: TELEGRAM_USER_ID,
      });
      tokenOf(await postSession(strict.app, freshInitData({ ageMs: 59_000 })));
      expect((await postSession(strict.app, freshInitData({ ageMs: 61_000 }))).statusCode).toBe(
        401,
      );
    } finally {
      await strict.app.close();
    }
  });

  it.each([
    ['signed with another token', () => freshInitData({ token: OTHER_BOT_TOKEN }), 'bad_signature'],
    [
      'with a field changed after signing',
      () => freshInitData().replace('Dilnoza', 'Dilnoz'),
      'bad_signature',
    ],
    [
      'with another user id put in',
      () => freshInitData().replace(String(TELEGRAM_USER_ID), '5123456788'),
      'bad_signature',
    ],
    [
      'with auth_date moved to now',
      () => {
        const params = new URLSearchParams(freshInitData({ ageMs: 2 * HOUR }));
        params.set('auth_date', String(Math.floor(clock.now() / 1000)));
        return params.toString();
      },
      'bad_signature',
    ],
    [
      'without its hash',
      () => {
        const params = new URLSearchParams(freshInitData());
        params.delete('hash');
        return params.toString();
      },
      'malformed',
    ],
    ['that is not init data', () => 'hello', 'malformed'],
    [
      'dated later than the clock',
      () => signedInitData({ signedAt: clock.now() + 10 * 60_000 }),
      'future',
    ],
    ['naming no user', () => signedInitData({ signedAt: clock.now(), withUser: false }), 'no_user'],
  ])('refuses init data %s with 401 and records why', async (_label, makeInitData, reason) => {
    const response = await postSession(app, makeInitData());
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: expect.any(String), reason });
    const [refusal] = await sessionEntries();
    expect(refusal).toMatchObject({ action: 'sign_in_refused', username: '', recordId: null });
    expect(reasonOf(refusal)).toBe(reason);
    expect(app.db.prepare('SELECT count(*) FROM panel_sessions').pluck().get()).toBe(0);
  });

  it('refuses a Telegram user no account is linked to, telling them their id', async () => {
    const response = await postSession(app, freshInitData({ userId: 777_000_111 }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'No panel account is linked to this Telegram user',
      reason: 'unlinked',
      telegramUserId: 777_000_111,
    });
    const [refusal] = await sessionEntries();
    expect(refusal).toMatchObject({ action: 'sign_in_refused', username: '' });
    expect(reasonOf(refusal)).toBe('unlinked');
    expect(refusal.changes).toContainEqual({ field: 'telegramUserId', new: 777_000_111 });
    // 'Amallar tarixi' can filter on the new actions.
    const filtered = await call('GET', '/api/audit-log?action=sign_in_refused');
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json()).toHaveLength(1);
  });

  it('refuses the user once their link is removed', async () => {
    await call('DELETE', `/api/panel-accounts/${accountId}/telegram`);
    const response = await postSession(app, freshInitData());
    expect(response.statusCode).toBe(401);
    expect(response.json().reason).toBe('unlinked');
  });

  it('refuses the user of a disabled account, recording it under that account', async () => {
    const other = await call('POST', '/api/panel-accounts', {
      username: 'dilnoza',
      password: 'kuchli-parol-1',
    });
    const { id } = other.json() as { id: number };
    await call('PUT', `/api/panel-accounts/${accountId}/telegram`, { telegramUserId: 1 });
    // Disabling removes a link (migration 016): linked once disabled, as an owner may.
    await call('PUT', `/api/panel-accounts/${id}?disabled=true`);
    await call('PUT', `/api/panel-accounts/${id}/telegram`, { telegramUserId: TELEGRAM_USER_ID });
    const response = await postSession(app, freshInitData());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ reason: 'disabled', telegramUserId: TELEGRAM_USER_ID });
    const [refusal] = await sessionEntries();
    expect(refusal).toMatchObject({ action: 'sign_in_refused', username: 'dilnoza' });
    expect(reasonOf(refusal)).toBe('disabled');
  });

  it('answers 400 naming the field when there is no init data to check', async () => {
    for (const payload of [
      {},
      { initData: '' },
      { initData: 42 },
      { initData: 'x'.repeat(5000) },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/telegram/session', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^initData: /);
    }
  });

  it('locks an address out after AUTH_MAX_FAILURES refusals, without more records, and leaves password sign-ins alone', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await postSession(app, 'nonsense', '10.9.9.9')).statusCode).toBe(401);
    }
    const locked = await postSession(app, freshInitData(), '10.9.9.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(await sessionEntries()).toHaveLength(5);
    // Another address still signs in, and so do the locked address's password sign-ins.
    tokenOf(await postSession(app, freshInitData(), '10.9.9.10'));
    const basic = await app.inject({
      url: '/api/features',
      remoteAddress: '10.9.9.9',
      headers: { authorization: basicAuth(TEST_USERNAME, TEST_PASSWORD) },
    });
    expect(basic.statusCode).toBe(200);
  });
});
