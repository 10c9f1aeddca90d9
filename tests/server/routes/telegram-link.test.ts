// Linking panel accounts to Telegram users: an admin sets or removes an account's Telegram user id
// (PUT/DELETE /api/panel-accounts/{id}/telegram), or links the Telegram user the Mini App was
// opened as to their own account (POST /api/telegram/link with its init data). One Telegram user
// per account and one account per Telegram user; every change is in the audit log.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEST_USERNAME, buildTestApp } from '../helpers.ts';
import { authedCall } from './paymentAccountFixtures.ts';
import type { Call } from './paymentAccountFixtures.ts';
import {
  OTHER_BOT_TOKEN,
  TELEGRAM_USER_ID,
  signedInitData,
  telegramEnv,
  testClock,
} from './telegramFixtures.ts';

interface Account {
  id: number;
  username: string;
  telegramUserId: number | null;
}

let app: FastifyInstance;
let call: Call;
let clock: ReturnType<typeof testClock>;
let own: Account;
let other: Account;

beforeEach(async () => {
  clock = testClock();
  let auth: string;
  ({ app, auth } = await buildTestApp(telegramEnv(), { now: clock.now }));
  call = authedCall(app, auth);
  other = (
    await call('POST', '/api/panel-accounts', { username: 'dilnoza', password: 'kuchli-parol-1' })
  ).json();
  own = ((await call('GET', '/api/panel-accounts')).json() as Account[]).find(
    (account) => account.username === TEST_USERNAME,
  )!;
});
afterEach(() => app.close());

const accountEntries = async () =>
  (await call('GET', '/api/audit-log?resource=panel-accounts&action=update')).json() as {
    username: string;
    recordId: string;
    changes: unknown[];
  }[];

describe('an admin links an account to a Telegram user id', () => {
  it('sets it, lists it, removes it, each in the audit log with the old and new id', async () => {
    expect(own.telegramUserId).toBeNull();
    const set = await call('PUT', `/api/panel-accounts/${other.id}/telegram`, {
      telegramUserId: TELEGRAM_USER_ID,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      id: other.id,
      telegramUserId: TELEGRAM_USER_ID,
      telegramLinkPending: true,
    });
    const listed = (await call('GET', '/api/panel-accounts')).json() as Account[];
    expect(listed.find((account) => account.id === other.id)?.telegramUserId).toBe(
      TELEGRAM_USER_ID,
    );

    const removed = await call('DELETE', `/api/panel-accounts/${other.id}/telegram`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().telegramUserId).toBeNull();

    const [unlink, link] = await accountEntries();
    expect(link).toMatchObject({ username: TEST_USERNAME, recordId: String(other.id) });
    // Typed for someone else: pending until that Telegram user proves the account's password.
    expect(link.changes).toEqual([
      { field: 'telegramUserId', old: null, new: TELEGRAM_USER_ID },
      { field: 'telegramLinkPending', new: true },
    ]);
    expect(unlink.changes).toEqual([{ field: 'telegramUserId', old: TELEGRAM_USER_ID, new: null }]);
  });

  it('writes no entry when nothing changes', async () => {
    const body = { telegramUserId: TELEGRAM_USER_ID };
    await call('PUT', `/api/panel-accounts/${other.id}/telegram`, body);
    expect((await call('PUT', `/api/panel-accounts/${other.id}/telegram`, body)).statusCode).toBe(
      200,
    );
    await call('DELETE', `/api/panel-accounts/${own.id}/telegram`);
    expect(await accountEntries()).toHaveLength(1);
  });

  it('refuses a Telegram user another account is linked to (409), keeping both as they were', async () => {
    await call('PUT', `/api/panel-accounts/${other.id}/telegram`, {
      telegramUserId: TELEGRAM_USER_ID,
    });
    const taken = await call('PUT', `/api/panel-accounts/${own.id}/telegram`, {
      telegramUserId: TELEGRAM_USER_ID,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/^telegramUserId: /);
    const listed = (await call('GET', '/api/panel-accounts')).json() as Account[];
    expect(listed.map((account) => account.telegramUserId).sort()).toEqual([
      TELEGRAM_USER_ID,
      null,
    ]);
    // The table refuses it too, whatever writes.
    expect(() =>
      app.db
        .prepare('UPDATE panel_accounts SET telegram_user_id = ? WHERE id = ?')
        .run(TELEGRAM_USER_ID, own.id),
    ).toThrow(/UNIQUE/);
  });

  it.each([
    [{}, 'telegramUserId: is required'],
    [{ telegramUserId: 0 }, 'telegramUserId: '],
    [{ telegramUserId: -5 }, 'telegramUserId: '],
    [{ telegramUserId: 1.5 }, 'telegramUserId: '],
    [{ telegramUserId: '5123456789' }, 'telegramUserId: must be integer'],
    [{ telegramUserId: 2 ** 53 + 2 }, 'telegramUserId: '],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const response = await call('PUT', `/api/panel-accounts/${own.id}/telegram`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers 404 for an account that does not exist', async () => {
    const body = { telegramUserId: 1 };
    expect((await call('PUT', '/api/panel-accounts/999/telegram', body)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/panel-accounts/999/telegram')).statusCode).toBe(404);
  });
});

describe('an admin links the Telegram user the Mini App was opened as (POST /api/telegram/link)', () => {
  const link = (initData: string) => call('POST', '/api/telegram/link', { initData });

  it('links it to the signed-in account, in the audit log', async () => {
    const response = await link(signedInitData({ signedAt: clock.now() - 1000 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: own.id, telegramUserId: TELEGRAM_USER_ID });
    const [entry] = await accountEntries();
    expect(entry).toMatchObject({ username: TEST_USERNAME, recordId: String(own.id) });
    expect(entry.changes).toEqual([
      { field: 'telegramUserId', old: null, new: TELEGRAM_USER_ID },
      { field: 'telegramLinkPending', new: false },
    ]);
  });

  it.each([
    [
      'signed with another token',
      () => signedInitData({ signedAt: clock.now(), token: OTHER_BOT_TOKEN }),
    ],
    ['too old', () => signedInitData({ signedAt: clock.now() - 2 * 3600_000 })],
    ['not init data', () => 'user=1'],
  ])('refuses init data %s with a 400 (not a 401: the admin stays signed in)', async (_, make) => {
    const response = await link(make());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^initData: /);
    expect(await accountEntries()).toEqual([]);
  });

  it("refuses a Telegram user that is another account's (409)", async () => {
    await call('PUT', `/api/panel-accounts/${other.id}/telegram`, {
      telegramUserId: TELEGRAM_USER_ID,
    });
    const response = await link(signedInitData({ signedAt: clock.now() }));
    expect(response.statusCode).toBe(409);
  });

  it('needs a signed-in admin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/telegram/link',
      payload: { initData: signedInitData({ signedAt: clock.now() }) },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication required' });
  });
});
