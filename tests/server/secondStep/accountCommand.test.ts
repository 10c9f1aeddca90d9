// `npm run account -- second-step <username> reset`: the way back for an owner who lost the
// authenticator app and the recovery codes and has no other owner to ask. Its devices end; the
// password alone signs in again (or the set-up does, when the role must have a second step).
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../../server/cli/account.ts';
import { buildTestApp, makeTempDir, removeTempDirs } from '../helpers.ts';
import { browser, reasonOf, setUpTotp } from './secondStepFixtures.ts';
import { testClock } from '../routes/telegramFixtures.ts';

afterEach(() => removeTempDirs());

describe('npm run account -- second-step', () => {
  it("resets an account's second step in DATA_DIR", async () => {
    const dataDir = makeTempDir();
    const clock = testClock();
    const env = { DATA_DIR: dataDir };
    const first = await buildTestApp(env, { now: clock.now });
    const laptop = browser(first.app, first.auth);
    await setUpTotp(laptop, clock);
    const token = laptop.device();
    await first.app.close();

    await expect(main(['second-step', 'tester'], env)).rejects.toThrow(/usage/);
    await expect(main(['second-step', 'nobody', 'reset'], env)).rejects.toThrow(/No account/);
    expect(await main(['second-step', 'tester', 'reset'], env)).toBe(
      '"tester" signs in with its password alone now (1 device(s) ended).',
    );

    const second = await buildTestApp(env, { now: clock.now });
    try {
      const after = browser(second.app, second.auth);
      expect((await after.call('GET', '/api/panel-accounts/me')).statusCode).toBe(200);
      after.setDevice(token);
      expect((await after.call('GET', '/api/devices')).json()).toEqual([]);
      expect((await after.call('GET', '/api/second-step')).json()).toMatchObject({
        totp: false,
        recoveryCodesLeft: 0,
      });
    } finally {
      await second.app.close();
    }
    const required = await buildTestApp({ ...env, SECOND_STEP_ROLES: 'owner' });
    try {
      const owner = browser(required.app, required.auth);
      expect(reasonOf(await owner.call('GET', '/api/panel-accounts/me'))).toBe('second_step_setup');
    } finally {
      await required.app.close();
    }
  });

  it("ends the account's Telegram link with a new password or a reset", async () => {
    const dataDir = makeTempDir();
    const env = { DATA_DIR: dataDir };
    const linked = async () => {
      const started = await buildTestApp(env);
      try {
        return started.app.db
          .prepare('SELECT telegram_user_id FROM panel_accounts WHERE username = ?')
          .pluck()
          .get('tester');
      } finally {
        await started.app.close();
      }
    };
    await linked(); // The first start makes the account.
    for (const command of [
      ['second-step', 'tester', 'reset'],
      ['password', 'tester'],
    ]) {
      await main(['telegram', 'tester', '5123456789'], env);
      expect(await linked()).toBe(5_123_456_789);
      process.env.ACCOUNT_PASSWORD = 'buyruq-bergan-parol';
      await main(command, env);
      expect(await linked(), command.join(' ')).toBeNull();
    }
    const started = await buildTestApp({ ...env, ADMIN_PASSWORD: 'buyruq-bergan-parol' });
    const reasons = started.app.db
      .prepare(
        `SELECT changes FROM audit_log WHERE resource = 'panel-accounts' AND user_agent = ?
          ORDER BY id`,
      )
      .pluck()
      .all('npm run account') as string[];
    await started.app.close();
    expect(reasons.map((changes) => JSON.parse(changes)[1])).toEqual([
      { field: 'reason', new: 'second_step_reset' },
      { field: 'reason', new: 'password_reset' },
    ]);

    // ADMIN_PASSWORD at start sets a new one too.
    await main(['telegram', 'tester', '5123456789'], env);
    const restarted = await buildTestApp({ ...env, ADMIN_PASSWORD: 'boshlanishdagi-parol' });
    const left = restarted.app.db
      .prepare('SELECT telegram_user_id FROM panel_accounts WHERE username = ?')
      .pluck()
      .get('tester');
    await restarted.app.close();
    expect(left).toBeNull();
  });
});
