// A session of the sign-in by Telegram ends at its expiry (TELEGRAM_SESSION_TTL_SECONDS, 12 h by
// default), when it signs out, and at its next request once its account is disabled, gets a new
// password (through the API or `npm run account`) or a changed Telegram link.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { setAccountPassword } from '../../../server/auth/accounts.ts';
import {
  TEST_PASSWORD,
  TEST_USERNAME,
  basicAuth,
  buildTestApp,
  makeTempDir,
  removeTempDirs,
} from '../helpers.ts';
import { authedCall } from './paymentAccountFixtures.ts';
import type { Call } from './paymentAccountFixtures.ts';
import {
  TELEGRAM_USER_ID,
  bearer,
  featuresWith,
  linkOwnTelegram,
  postSession,
  signedInitData,
  telegramEnv,
  testClock,
  tokenOf,
} from './telegramFixtures.ts';

const HOUR = 3600_000;

let app: FastifyInstance;
let call: Call;
let clock: ReturnType<typeof testClock>;
let accountId: number;

/**
 * A second account, which its person links to the test Telegram user in the Mini App (a proven
 * link), so the test account can disable it.
 */
async function linkedAccount(): Promise<number> {
  const created = await call('POST', '/api/panel-accounts', {
    username: 'dilnoza',
    password: 'kuchli-parol-1',
    role: 'operator',
  });
  const { id } = created.json() as { id: number };
  const initData = signedInitData({ signedAt: clock.now() });
  await linkOwnTelegram(app, basicAuth('dilnoza', 'kuchli-parol-1'), initData);
  return id;
}

// Each sign-in with init data of its own (a launch of the Mini App): init data is taken once.
const signIn = async () => {
  clock.advance(1000);
  return tokenOf(await postSession(app, signedInitData({ signedAt: clock.now() - 1000 })));
};

async function start(env: Record<string, string> = {}) {
  clock = testClock();
  let auth: string;
  ({ app, auth } = await buildTestApp(telegramEnv(env), { now: clock.now }));
  call = authedCall(app, auth);
  accountId = await linkedAccount();
}

afterEach(async () => {
  await app.close();
  removeTempDirs();
});

describe('a session ends', () => {
  beforeEach(() => start());

  it('when it expires, 12 hours after the sign-in', async () => {
    const token = await signIn();
    clock.advance(12 * HOUR - 1000);
    expect((await featuresWith(app, bearer(token))).statusCode).toBe(200);
    clock.advance(1000);
    const expired = await featuresWith(app, bearer(token));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'The session has expired or ended' });
    expect(expired.headers['www-authenticate']).toBeUndefined();
  });

  it('when its account is disabled, and stays ended once it is enabled again', async () => {
    const token = await signIn();
    expect((await featuresWith(app, bearer(token))).statusCode).toBe(200);
    expect((await call('PUT', `/api/panel-accounts/${accountId}?disabled=true`)).statusCode).toBe(
      200,
    );
    expect((await featuresWith(app, bearer(token))).statusCode).toBe(401);
    await call('PUT', `/api/panel-accounts/${accountId}?disabled=false`);
    expect((await featuresWith(app, bearer(token))).statusCode).toBe(401);
    // The link went with the disabling: enabled again, the Telegram user is no one's until the
    // person links it again with the password.
    clock.advance(1000);
    const refused = await postSession(app, signedInitData({ signedAt: clock.now() - 1000 }));
    expect(refused.json()).toMatchObject({ reason: 'unlinked' });
    const relink = signedInitData({ signedAt: clock.now() });
    await linkOwnTelegram(app, basicAuth('dilnoza', 'kuchli-parol-1'), relink);
    expect((await featuresWith(app, bearer(await signIn()))).statusCode).toBe(200);
  });

  it('when its account gets a new password, through the API or the account command', async () => {
    const first = await signIn();
    await call('PUT', `/api/panel-accounts/${accountId}/password`, { password: 'yangi-parol-2' });
    expect((await featuresWith(app, bearer(first))).statusCode).toBe(401);

    // What `npm run account -- password` and ADMIN_PASSWORD at start do (the person linked
    // again: the owner's new password removed the link, telegram-revocation.test.ts).
    const relink = signedInitData({ signedAt: clock.now() });
    await linkOwnTelegram(app, basicAuth('dilnoza', 'yangi-parol-2'), relink);
    const second = await signIn();
    await setAccountPassword(app.db, accountId, 'yana-bir-parol-3');
    expect((await featuresWith(app, bearer(second))).statusCode).toBe(401);
  });

  it("when its account's Telegram link is removed or changed", async () => {
    const first = await signIn();
    await call('DELETE', `/api/panel-accounts/${accountId}/telegram`);
    expect((await featuresWith(app, bearer(first))).statusCode).toBe(401);

    const relink = signedInitData({ signedAt: clock.now() });
    await linkOwnTelegram(app, basicAuth('dilnoza', 'kuchli-parol-1'), relink);
    const second = await signIn();
    await call('PUT', `/api/panel-accounts/${accountId}/telegram`, { telegramUserId: 99 });
    expect((await featuresWith(app, bearer(second))).statusCode).toBe(401);
  });

  it('when it signs out (DELETE /api/telegram/session), which the audit log records', async () => {
    const token = await signIn();
    const other = await signIn();
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/telegram/session',
      headers: { authorization: bearer(token) },
    });
    expect(out.statusCode).toBe(204);
    expect((await featuresWith(app, bearer(token))).statusCode).toBe(401);
    // Only that session: the account's other one goes on.
    expect((await featuresWith(app, bearer(other))).statusCode).toBe(200);
    const [entry] = (await call('GET', '/api/audit-log?resource=telegram-sessions')).json();
    expect(entry).toMatchObject({ action: 'sign_out', username: 'dilnoza' });
    // With Basic credentials there is no session to end.
    expect((await call('DELETE', '/api/telegram/session')).statusCode).toBe(204);
  });

  it("not when another account changes: a session is its own account's", async () => {
    const token = await signIn();
    const accounts = (await call('GET', '/api/panel-accounts')).json() as { id: number }[];
    const tester = accounts.find((account) => account.id !== accountId)!;
    await call('PUT', `/api/panel-accounts/${tester.id}/password`, { password: 'boshqa-uzun' });
    expect((await featuresWith(app, bearer(token))).statusCode).toBe(200);
  });
});

describe('session tokens', () => {
  beforeEach(() => start({ AUTH_MAX_FAILURES: '3' }));

  it('refuses a made-up token without counting it against the address', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await featuresWith(app, bearer(String(attempt).repeat(43)));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'The session has expired or ended' });
    }
    // Four refusals with AUTH_MAX_FAILURES=3, and the address can still sign in.
    expect((await featuresWith(app, bearer(await signIn()))).statusCode).toBe(200);
    expect((await call('GET', '/api/features')).statusCode).toBe(200);
  });

  it('checks a Bearer header that is not one of its tokens as credentials, and counts it', async () => {
    for (const header of [bearer('short'), 'Bearer', bearer(`${'A'.repeat(43)} extra`)]) {
      const response = await featuresWith(app, header);
      expect(response.statusCode, header).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid username or password' });
    }
    expect((await call('GET', '/api/features')).statusCode).toBe(429);
  });

  it('are not accepted while TELEGRAM_BOT_TOKEN is unset', async () => {
    const dataDir = makeTempDir('telegram-sessions-');
    const restart = async (env: Record<string, string>) => {
      await app.close();
      ({ app } = await buildTestApp({ DATA_DIR: dataDir, ...env }, { now: clock.now }));
    };
    await restart(telegramEnv());
    await authedCall(app, basicAuth(TEST_USERNAME, TEST_PASSWORD))(
      'PUT',
      '/api/panel-accounts/1/telegram',
      { telegramUserId: TELEGRAM_USER_ID },
    );
    const token = await signIn();
    await restart({});
    const refused = await featuresWith(app, bearer(token));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Invalid username or password' });
    await restart(telegramEnv());
    expect((await featuresWith(app, bearer(token))).statusCode).toBe(200);
  });

  it('follow TELEGRAM_SESSION_TTL_SECONDS', async () => {
    await app.close();
    await start({ TELEGRAM_SESSION_TTL_SECONDS: '600' });
    const response = await postSession(app, signedInitData({ signedAt: clock.now() }));
    expect(response.json().expiresAt).toBe(new Date(clock.now() + 600_000).toISOString());
    clock.advance(600_000);
    expect((await featuresWith(app, bearer(tokenOf(response)))).statusCode).toBe(401);
  });

  it('sweeps expired sessions out when a new one opens', async () => {
    await signIn();
    clock.advance(13 * HOUR);
    await signIn();
    expect(app.db.prepare('SELECT count(*) FROM panel_sessions').pluck().get()).toBe(1);
  });
});
