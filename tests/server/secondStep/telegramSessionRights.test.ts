// A session of the sign-in by Telegram proves only the Telegram side: it may not manage second
// steps, accounts, role settings, links or passwords (403 password_needed, whatever the role); a
// link an owner types for someone else is pending until its Telegram user proves the account's
// password once; and init data is used once by what was signed, whatever its bytes. Both modes.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MODES, addAccount, browser, startStepApp, type StepApp } from './secondStepFixtures.ts';
import {
  TELEGRAM_USER_ID,
  bearer,
  postSession,
  signedInitData,
  telegramEnv,
  tokenOf,
} from '../routes/telegramFixtures.ts';

let started: StepApp | undefined;
afterEach(async () => {
  await started?.close();
  started = undefined;
});

const withSession =
  (app: FastifyInstance, token: string) => (method: string, url: string, payload?: object) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: bearer(token) },
      ...(payload ? { payload } : {}),
    });

/** The test owner linked to the test Telegram user by itself (not pending), and its session. */
async function ownerSession(mode: (typeof MODES)[number]) {
  started = await startStepApp(mode, telegramEnv());
  const owner = browser(started.app, started.auth);
  await owner.call('PUT', '/api/panel-accounts/1/telegram', { telegramUserId: TELEGRAM_USER_ID });
  const initData = signedInitData({ signedAt: started.clock.now() });
  const token = tokenOf(await postSession(started.app, initData));
  return { step: started, owner, call: withSession(started.app, token) };
}

describe.each(MODES)('on $name, a session of the sign-in by Telegram', (mode) => {
  it('may not set up, remove or reset a second step, nor manage accounts, links or passwords', async () => {
    const { step, call } = await ownerSession(mode);
    const refused: [string, string, object?][] = [
      ['POST', '/api/second-step/totp/setup'],
      ['POST', '/api/second-step/totp/confirm', { code: '123456' }],
      ['POST', '/api/second-step/passkey/register-options'],
      ['DELETE', '/api/second-step/passkeys/1'],
      [
        'POST',
        '/api/panel-accounts',
        { username: 'boshqa', password: 'uzun-parol-123', role: 'owner' },
      ],
      ['PUT', '/api/panel-accounts/1/password', { password: 'yangi-parol-123' }],
      ['DELETE', '/api/panel-accounts/1/second-step'],
      ['PUT', '/api/panel-accounts/1/telegram', { telegramUserId: 42 }],
      ['PUT', '/api/role-settings/viewer', { telegramSignIn: false }],
      [
        'PUT',
        '/api/panel-accounts/me/password',
        { currentPassword: 'x', password: 'yangi-parol-123' },
      ],
      ['DELETE', '/api/panel-accounts/me/link-notice'],
      ['POST', '/api/telegram/link', { initData: signedInitData({ signedAt: step.clock.now() }) }],
    ];
    for (const [method, url, payload] of refused) {
      const response = await call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json(), `${method} ${url}`).toMatchObject({ code: 'password_needed' });
    }
    // Nothing was done: no second step, no new account, the same link.
    const db = step.app.db;
    expect(db.prepare('SELECT count(*) FROM totp_secrets').pluck().get()).toBe(0);
    expect(db.prepare('SELECT count(*) FROM panel_accounts').pluck().get()).toBe(1);
    expect(db.prepare('SELECT telegram_user_id FROM panel_accounts').pluck().get()).toBe(
      TELEGRAM_USER_ID,
    );
    // Reading is left, and so is ending its own link (and with it, itself).
    expect((await call('GET', '/api/panel-accounts/me')).statusCode).toBe(200);
    expect((await call('DELETE', '/api/panel-accounts/me/telegram')).statusCode).toBe(204);
    expect((await call('GET', '/api/panel-accounts/me')).statusCode).toBe(401);
  });

  it('of a link typed for someone else opens only once its Telegram user proves the password', async () => {
    started = await startStepApp(mode, telegramEnv());
    const step = started;
    const owner = browser(step.app, step.auth);
    const operator = await addAccount(owner, 'dilnoza', 'operator');
    await owner.call('PUT', `/api/panel-accounts/${operator.id}/telegram`, {
      telegramUserId: TELEGRAM_USER_ID,
    });
    const initData = signedInitData({ signedAt: step.clock.now() });
    const asked = await postSession(step.app, initData);
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({
      reason: 'link_pending',
      telegramUserId: TELEGRAM_USER_ID,
    });
    const wrong = await postSession(step.app, initData, '127.0.0.1', 'not-her-password');
    expect(wrong.json()).toMatchObject({ reason: 'wrong_password' });
    // The same launch, with her password: the ask used nothing up.
    const token = tokenOf(await postSession(step.app, initData, '127.0.0.1', operator.password));
    const mine = await withSession(step.app, token)('GET', '/api/panel-accounts/me');
    expect(mine.json().telegramLink).toMatchObject({ pending: false, by: 'tester' });
    // Proven once: later launches need no password.
    step.clock.advance(1000);
    tokenOf(await postSession(step.app, signedInitData({ signedAt: step.clock.now() })));
    const proven = step.app.db
      .prepare(
        `SELECT changes FROM audit_log WHERE resource = 'panel-accounts' AND record_id = ?
          AND changes LIKE '%telegramLinkPending%' ORDER BY id DESC LIMIT 1`,
      )
      .pluck()
      .get(String(operator.id)) as string;
    expect(JSON.parse(proven)).toContainEqual({
      field: 'telegramLinkPending',
      old: true,
      new: false,
    });
  });

  it('is opened once by what was signed, whatever the bytes of its init data', async () => {
    const { step } = await ownerSession(mode);
    const initData = signedInitData({ signedAt: step.clock.now() });
    tokenOf(await postSession(step.app, initData));
    const reordered = new URLSearchParams([...new URLSearchParams(initData)].reverse()).toString();
    for (const copy of [initData, `${initData}&`, `&${initData}`, reordered]) {
      const again = await postSession(step.app, copy);
      expect(again.statusCode, copy).toBe(401);
      expect(again.json(), copy).toMatchObject({ reason: 'replayed' });
    }
  });
});
