// Device sessions end, and access with them at the next request: unused for DEVICE_IDLE_DAYS,
// DEVICE_MAX_DAYS after they began, ended one by one (one's own; an owner, anyone's), all at once
// ("sign out everywhere"), at a new password however it is set (one's own, an owner's, the
// command line, ADMIN_PASSWORD at start), and at an owner's reset of the second step. Every end is
// in the audit log. Both modes of our server where the routes differ in nothing but the mode.
import { afterEach, describe, expect, it } from 'vitest';
import { setAccountPassword } from '../../../server/auth/accounts.ts';
import { basicAuth, buildTestApp, makeTempDir, removeTempDirs } from '../helpers.ts';
import {
  DAY,
  MODES,
  addAccount,
  browser,
  codeAt,
  deviceEntries,
  reasonOf,
  setUpTotp,
  startStepApp,
  type StepApp,
} from './secondStepFixtures.ts';

let started: StepApp | undefined;
afterEach(async () => {
  await started?.close();
  started = undefined;
  removeTempDirs();
});

const ME = '/api/panel-accounts/me';

describe('the lifetimes of a device', () => {
  it('ends when unused for DEVICE_IDLE_DAYS, however long it was used before', async () => {
    started = await startStepApp();
    const { app, auth, clock } = started;
    const laptop = browser(app, auth);
    await setUpTotp(laptop, clock);
    for (let day = 0; day < 3; day += 1) {
      clock.advance(29 * DAY);
      expect((await laptop.call('GET', ME)).statusCode).toBe(200);
    }
    clock.advance(30 * DAY);
    expect(reasonOf(await laptop.call('GET', ME))).toBe('second_step');
  });

  it('ends DEVICE_MAX_DAYS after it began, used or not', async () => {
    started = await startStepApp(MODES[0], { DEVICE_IDLE_DAYS: '2', DEVICE_MAX_DAYS: '5' });
    const { app, auth, clock } = started;
    const laptop = browser(app, auth);
    await setUpTotp(laptop, clock);
    for (let day = 1; day < 5; day += 1) {
      clock.advance(DAY);
      expect((await laptop.call('GET', ME)).statusCode, `day ${day}`).toBe(200);
    }
    clock.advance(DAY);
    expect(reasonOf(await laptop.call('GET', ME))).toBe('second_step');
  });

  it('writes its last use at most once a minute', async () => {
    started = await startStepApp();
    const { app, auth, clock } = started;
    const laptop = browser(app, auth);
    await setUpTotp(laptop, clock);
    const lastUsed = () =>
      app.db.prepare('SELECT last_used_at FROM device_sessions').pluck().get() as string;
    const began = lastUsed();
    clock.advance(59_000);
    await laptop.call('GET', ME);
    expect(lastUsed()).toBe(began);
    clock.advance(2_000);
    await laptop.call('GET', ME);
    expect(lastUsed()).toBe(new Date(clock.now()).toISOString());
  });
});

describe.each(MODES)('ending devices on $name', (mode) => {
  it("lists one's own devices, ends another of them, then one's own, each at its next request", async () => {
    started = await startStepApp(mode);
    const { app, auth, clock } = started;
    const laptop = browser(app, auth);
    const { secret } = await setUpTotp(laptop, clock);
    clock.advance(30_000);
    const phone = browser(app, auth, '10.1.2.3');
    await phone.call('POST', '/api/second-step/totp', { code: codeAt(secret, clock.now()) });

    const listed = await laptop.call('GET', '/api/devices');
    expect(listed.json()).toEqual([
      expect.objectContaining({ ipAddress: '10.1.2.3', step: 'totp', current: false }),
      expect.objectContaining({ ipAddress: '127.0.0.1', username: 'tester', current: true }),
    ]);
    expect(listed.json()[1]).toEqual({
      id: expect.any(Number),
      username: 'tester',
      userAgent: 'Mozilla/5.0 (test browser)',
      ipAddress: '127.0.0.1',
      step: 'totp',
      createdAt: '2026-03-01T10:00:00.000Z',
      lastUsedAt: '2026-03-01T10:00:00.000Z',
      current: true,
    });
    const phoneId = listed.json()[0].id as number;
    expect((await laptop.call('DELETE', `/api/devices/${phoneId}`)).statusCode).toBe(204);
    expect(reasonOf(await phone.call('GET', ME))).toBe('second_step');
    expect((await laptop.call('GET', ME)).statusCode).toBe(200);

    const laptopId = listed.json()[1].id as number;
    const ended = await laptop.call('DELETE', `/api/devices/${laptopId}`);
    expect(ended.statusCode).toBe(204);
    // Its browser is told to forget the cookie.
    expect(laptop.device()).toBeUndefined();
    expect(ended.cookies[0]).toMatchObject({ name: 'panel_device', value: '' });
    expect(deviceEntries(app).filter((entry) => entry.action === 'sign_out')).toEqual([
      { action: 'sign_out', changes: [{ field: 'reason', new: 'signed_out' }] },
      { action: 'sign_out', changes: [{ field: 'reason', new: 'signed_out' }] },
    ]);
  });

  it('signs out everywhere: every device of the account, at once', async () => {
    started = await startStepApp(mode);
    const { app, auth, clock } = started;
    const laptop = browser(app, auth);
    const { recoveryCodes } = await setUpTotp(laptop, clock);
    const phone = browser(app, auth);
    await phone.call('POST', '/api/second-step/totp', { recoveryCode: recoveryCodes[0] });
    expect((await phone.call('GET', ME)).statusCode).toBe(200);
    expect((await phone.call('DELETE', '/api/devices')).statusCode).toBe(204);
    expect(reasonOf(await phone.call('GET', ME))).toBe('second_step');
    expect(laptop.device()).toBeDefined();
    expect(reasonOf(await laptop.call('GET', ME))).toBe('second_step');
    expect(
      app.db.prepare('SELECT count(*) FROM device_sessions WHERE ended_at IS NULL').pluck().get(),
    ).toBe(0);
    expect(
      deviceEntries(app)
        .filter((entry) => entry.action === 'sign_out')
        .map((e) => e.changes),
    ).toEqual([
      [{ field: 'reason', new: 'signed_out_everywhere' }],
      [{ field: 'reason', new: 'signed_out_everywhere' }],
    ]);
  });

  it("ends the account's devices at a new password, its own or an owner's", async () => {
    started = await startStepApp(mode);
    const { app, auth, clock } = started;
    const operator = await addAccount(browser(app, auth), 'dilnoza', 'operator');
    const owner = browser(app, auth);
    await setUpTotp(owner, clock);
    const dilnoza = browser(app, operator.auth);
    await setUpTotp(dilnoza, clock);

    // Her own new password: the device she changed it from ends too.
    const changed = await dilnoza.call('PUT', '/api/panel-accounts/me/password', {
      currentPassword: 'dilnoza-password-1',
      password: 'dilnoza-password-2',
    });
    expect(changed.statusCode).toBe(204);
    const withNew = browser(app, basicAuth('dilnoza', 'dilnoza-password-2'));
    withNew.setDevice(dilnoza.device());
    expect(reasonOf(await withNew.call('GET', ME))).toBe('second_step');

    // An owner's reset of her password.
    const again = browser(app, basicAuth('dilnoza', 'dilnoza-password-2'));
    clock.advance(30_000);
    const secret = app.db
      .prepare('SELECT secret FROM totp_secrets WHERE account_id = ?')
      .pluck()
      .get(operator.id) as string;
    await again.call('POST', '/api/second-step/totp', { code: codeAt(secret, clock.now()) });
    expect((await again.call('GET', ME)).statusCode).toBe(200);
    await owner.call('PUT', `/api/panel-accounts/${operator.id}/password`, {
      password: 'dilnoza-password-3',
    });
    const afterReset = browser(app, basicAuth('dilnoza', 'dilnoza-password-3'));
    afterReset.setDevice(again.device());
    expect(reasonOf(await afterReset.call('GET', ME))).toBe('second_step');
    // The owner's own device is untouched.
    expect((await owner.call('GET', ME)).statusCode).toBe(200);
    const ends = app.db
      .prepare(
        `SELECT username, changes, ip_address AS ipAddress FROM audit_log
          WHERE resource = 'devices' AND action = 'sign_out'`,
      )
      .all();
    expect(ends).toEqual([
      {
        username: 'dilnoza',
        changes: '[{"field":"reason","new":"password_changed"}]',
        ipAddress: 'server',
      },
      {
        username: 'dilnoza',
        changes: '[{"field":"reason","new":"password_changed"}]',
        ipAddress: 'server',
      },
    ]);
  });

  it("lets an owner see everyone's devices and end anyone's; others only their own", async () => {
    started = await startStepApp(mode);
    const { app, auth, clock } = started;
    const operator = await addAccount(browser(app, auth), 'aziz', 'operator');
    const owner = browser(app, auth);
    await setUpTotp(owner, clock);
    const aziz = browser(app, operator.auth);
    await setUpTotp(aziz, clock);

    const refused = await aziz.call('GET', '/api/devices?all=true');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    const own = await aziz.call('GET', '/api/devices');
    expect(own.json().map((d: { username: string }) => d.username)).toEqual(['aziz']);
    const ownerDeviceId = (await owner.call('GET', '/api/devices')).json()[0].id as number;
    expect((await aziz.call('DELETE', `/api/devices/${ownerDeviceId}`)).statusCode).toBe(404);

    const everyone = await owner.call('GET', '/api/devices?all=true');
    const usernames = everyone.json().map((d: { username: string }) => d.username);
    expect(usernames.sort()).toEqual(['aziz', 'tester']);
    const azizDeviceId = own.json()[0].id as number;
    expect((await owner.call('DELETE', `/api/devices/${azizDeviceId}`)).statusCode).toBe(204);
    expect(reasonOf(await aziz.call('GET', ME))).toBe('second_step');
    expect(deviceEntries(app).at(-1)).toEqual({
      action: 'sign_out',
      changes: [
        { field: 'reason', new: 'ended_by_owner' },
        { field: 'account', new: 'aziz' },
      ],
    });
  });

  it("resets an account's second step (owners only): its devices end, its password suffices", async () => {
    started = await startStepApp(mode);
    const { app, auth, clock } = started;
    const operator = await addAccount(browser(app, auth), 'aziz', 'operator');
    const aziz = browser(app, operator.auth);
    await setUpTotp(aziz, clock);
    const passwordAlone = browser(app, operator.auth);
    expect(reasonOf(await passwordAlone.call('GET', ME))).toBe('second_step');
    const notHis = await aziz.call('DELETE', '/api/panel-accounts/1/second-step');
    expect(notHis.statusCode).toBe(403);

    const owner = browser(app, auth);
    const reset = await owner.call('DELETE', `/api/panel-accounts/${operator.id}/second-step`);
    expect(reset.statusCode).toBe(204);
    expect((await passwordAlone.call('GET', ME)).statusCode).toBe(200);
    expect((await passwordAlone.call('GET', '/api/second-step')).json()).toEqual({
      required: false,
      totp: false,
      passkeys: [],
      recoveryCodesLeft: 0,
    });
    expect(await aziz.call('GET', '/api/devices').then((r) => r.json())).toEqual([]);
    const entries = deviceEntries(app);
    expect(entries.slice(-2)).toEqual([
      {
        action: 'update',
        changes: [
          { field: 'account', new: 'aziz' },
          { field: 'totp', old: true, new: false },
          { field: 'passkeys', old: 0, new: 0 },
          { field: 'recoveryCodes', old: 10, new: 0 },
        ],
      },
      {
        action: 'sign_out',
        changes: [
          { field: 'reason', new: 'reset' },
          { field: 'account', new: 'aziz' },
        ],
      },
    ]);
    expect((await owner.call('DELETE', '/api/panel-accounts/999/second-step')).statusCode).toBe(
      404,
    );
  });
});

describe('a new password written outside the API', () => {
  it('ends the devices too: the command line, and ADMIN_PASSWORD at start', async () => {
    started = await startStepApp();
    const { app, auth, clock } = started;
    const laptop = browser(app, auth);
    await setUpTotp(laptop, clock);
    // What `npm run account -- password` does.
    await setAccountPassword(app.db, 1, 'set-from-the-shell');
    const withNew = browser(app, basicAuth('tester', 'set-from-the-shell'));
    withNew.setDevice(laptop.device());
    expect(reasonOf(await withNew.call('GET', ME))).toBe('second_step');

    const dataDir = makeTempDir();
    const env = { DATA_DIR: dataDir, ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'first-password' };
    const first = await buildTestApp(env, { now: clock.now });
    const session = browser(first.app, first.auth);
    await setUpTotp(session, clock);
    const token = session.device();
    await first.app.close();
    const second = await buildTestApp(
      { ...env, ADMIN_PASSWORD: 'second-password' },
      { now: clock.now },
    );
    try {
      const after = browser(second.app, second.auth);
      after.setDevice(token);
      expect(reasonOf(await after.call('GET', ME))).toBe('second_step');
      expect(deviceEntries(second.app).at(-1)).toEqual({
        action: 'sign_out',
        changes: [{ field: 'reason', new: 'password_changed' }],
      });
    } finally {
      await second.app.close();
    }
  });
});
