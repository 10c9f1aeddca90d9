// Per-role settings: everyone reads them, owners set them (audited). Turning a role's sign-in by
// Telegram off refuses its accounts at the sign-in (reason telegram_off, audited) and ends their
// open sessions at once; other roles are not touched; on again, they sign in again.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers.ts';
import {
  TELEGRAM_USER_ID,
  bearer,
  featuresWith,
  postSession,
  signedInitData,
  telegramEnv,
  testClock,
  tokenOf,
} from '../routes/telegramFixtures.ts';
import { MODES, addAccount, browser, startStepApp, type StepApp } from './secondStepFixtures.ts';

let started: StepApp | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await started?.close();
  await app?.close();
  started = undefined;
  app = undefined;
});

describe.each(MODES)('role settings on $name', (mode) => {
  it('are read by everyone and set by owners only, in the audit log', async () => {
    started = await startStepApp(mode);
    const owner = browser(started.app, started.auth);
    const viewer = await addAccount(owner, 'nodira', 'viewer');
    const nodira = browser(started.app, viewer.auth);
    const everyRole = [
      { role: 'owner', telegramSignIn: true },
      { role: 'operator', telegramSignIn: true },
      { role: 'viewer', telegramSignIn: true },
    ];
    expect((await nodira.call('GET', '/api/role-settings')).json()).toEqual(everyRole);
    const refused = await nodira.call('PUT', '/api/role-settings/viewer', {
      telegramSignIn: false,
    });
    expect(refused.statusCode).toBe(403);
    const set = await owner.call('PUT', '/api/role-settings/viewer', { telegramSignIn: false });
    expect(set.json()).toEqual({ role: 'viewer', telegramSignIn: false });
    // The same value again changes nothing, and records nothing.
    await owner.call('PUT', '/api/role-settings/viewer', { telegramSignIn: false });
    const unknownRole = await owner.call('PUT', '/api/role-settings/boss', {
      telegramSignIn: true,
    });
    expect(unknownRole.statusCode).toBe(400);
    expect((await nodira.call('GET', '/api/role-settings')).json()[2]).toEqual({
      role: 'viewer',
      telegramSignIn: false,
    });
    const entries = started.app.db
      .prepare(
        "SELECT record_id AS recordId, changes FROM audit_log WHERE resource = 'role-settings'",
      )
      .all();
    expect(entries).toEqual([
      { recordId: 'viewer', changes: '[{"field":"telegramSignIn","old":true,"new":false}]' },
    ]);
  });
});

describe("a role's sign-in by Telegram turned off", () => {
  it('refuses its accounts (telegram_off) and ends their sessions; on again, they sign in', async () => {
    const clock = testClock();
    let auth: string;
    ({ app, auth } = await buildTestApp(telegramEnv(), { now: clock.now }));
    const owner = browser(app, auth);
    const operator = await addAccount(owner, 'dilnoza', 'operator');
    await owner.call('PUT', `/api/panel-accounts/${operator.id}/telegram`, {
      telegramUserId: TELEGRAM_USER_ID,
    });
    // Her first sign-in proves the owner's typed link with her password (pending until then).
    const signIn = async (password?: string) => {
      clock.advance(1000);
      const initData = signedInitData({ signedAt: clock.now() - 1000 });
      return postSession(app!, initData, '127.0.0.1', password);
    };
    const open = tokenOf(await signIn(operator.password));
    expect((await featuresWith(app, bearer(open))).statusCode).toBe(200);

    // Another role's setting leaves her alone.
    await owner.call('PUT', '/api/role-settings/viewer', { telegramSignIn: false });
    expect((await featuresWith(app, bearer(open))).statusCode).toBe(200);

    const off = await owner.call('PUT', '/api/role-settings/operator', { telegramSignIn: false });
    expect(off.statusCode).toBe(200);
    expect((await featuresWith(app, bearer(open))).statusCode).toBe(401);
    const refused = await signIn();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      message: "The panel account's role may not sign in by Telegram: sign in with the password",
      reason: 'telegram_off',
    });
    const logged = app.db
      .prepare(
        `SELECT username, changes FROM audit_log
          WHERE resource = 'telegram-sessions' AND action = 'sign_in_refused'`,
      )
      .get() as { username: string; changes: string };
    expect(logged.username).toBe('dilnoza');
    expect(JSON.parse(logged.changes)).toContainEqual({ field: 'reason', new: 'telegram_off' });
    // Her password still works.
    expect((await browser(app, operator.auth).call('GET', '/api/features')).statusCode).toBe(200);

    // On again, she signs in; off again, that session ends too.
    await owner.call('PUT', '/api/role-settings/operator', { telegramSignIn: true });
    const again = tokenOf(await signIn());
    expect((await featuresWith(app, bearer(again))).statusCode).toBe(200);
    await owner.call('PUT', '/api/role-settings/operator', { telegramSignIn: false });
    expect((await featuresWith(app, bearer(again))).statusCode).toBe(401);
  });

  it('refuses an existing session once its account gets a role whose sign-in is off', async () => {
    const clock = testClock();
    let auth: string;
    ({ app, auth } = await buildTestApp(telegramEnv(), { now: clock.now }));
    const owner = browser(app, auth);
    const operator = await addAccount(owner, 'dilnoza', 'operator');
    await owner.call('PUT', `/api/panel-accounts/${operator.id}/telegram`, {
      telegramUserId: TELEGRAM_USER_ID,
    });
    await owner.call('PUT', '/api/role-settings/viewer', { telegramSignIn: false });
    const initData = signedInitData({ signedAt: clock.now() });
    const token = tokenOf(await postSession(app, initData, '127.0.0.1', operator.password));
    expect((await featuresWith(app, bearer(token))).statusCode).toBe(200);
    await owner.call('PUT', `/api/panel-accounts/${operator.id}/role`, { role: 'viewer' });
    expect((await featuresWith(app, bearer(token))).statusCode).toBe(401);
  });
});
