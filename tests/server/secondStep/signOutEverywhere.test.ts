// "Sign out everywhere" (DELETE /devices) leaves nothing signed in but the password: the
// account's sessions of the sign-in by Telegram end with its devices, each in the audit log.
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
import { browser } from './secondStepFixtures.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('signing out everywhere', () => {
  it("ends the account's sessions of the sign-in by Telegram too", async () => {
    const clock = testClock();
    let auth: string;
    ({ app, auth } = await buildTestApp(telegramEnv(), { now: clock.now }));
    const owner = browser(app, auth);
    await owner.call('PUT', '/api/panel-accounts/1/telegram', { telegramUserId: TELEGRAM_USER_ID });
    const token = tokenOf(await postSession(app, signedInitData({ signedAt: clock.now() })));
    expect((await featuresWith(app, bearer(token))).statusCode).toBe(200);
    expect((await owner.call('DELETE', '/api/devices')).statusCode).toBe(204);
    expect((await featuresWith(app, bearer(token))).statusCode).toBe(401);
    const signOut = app.db
      .prepare("SELECT action FROM audit_log WHERE resource = 'telegram-sessions' ORDER BY id")
      .pluck()
      .all();
    expect(signOut).toEqual(['sign_in', 'sign_out']);
  });
});
