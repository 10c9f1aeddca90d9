// The authenticator app as a second step, on both modes of our server, on a fixed clock: once an
// account has one, its password alone is refused (reason second_step) but for the second step's
// own routes, and the password with a live device session is accepted; a code is accepted once
// (reused within its window, refused) and only near its time; a recovery code works once; device
// tokens and recovery codes are stored only hashed; failed codes count toward the lock-out.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, RECOVERY_CODE_COUNT } from '../../../contract/secondStep.ts';
import { basicAuth } from '../helpers.ts';
import {
  MODES,
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
});

const ME = '/api/panel-accounts/me';

describe.each(MODES)('the authenticator app on $name', (mode) => {
  it('refuses the password alone once set up, and accepts it with a live device', async () => {
    started = await startStepApp(mode);
    const { app, auth, clock } = started;
    const first = browser(app, auth);
    expect((await first.call('GET', '/api/second-step')).json()).toEqual({
      required: false,
      totp: false,
      passkeys: [],
      recoveryCodesLeft: 0,
    });
    const { recoveryCodes } = await setUpTotp(first, clock);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect((await first.call('GET', ME)).statusCode).toBe(200);

    const passwordAlone = browser(app, auth);
    const refused = await passwordAlone.call('GET', ME);
    expect(reasonOf(refused)).toBe('second_step');
    expect(refused.json().message).toMatch(/second step/);
    // What the panel reads to offer the step needs only the password.
    const state = await passwordAlone.call('GET', '/api/second-step');
    expect(state.json()).toMatchObject({ totp: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    // Adding a method needs the device too.
    expect(reasonOf(await passwordAlone.call('POST', '/api/second-step/totp/setup'))).toBe(
      'second_step',
    );
    // A wrong password is a wrong password, device or not.
    const wrong = browser(app, basicAuth('tester', 'not the password'));
    wrong.setDevice(first.device());
    expect((await wrong.call('GET', ME)).statusCode).toBe(401);
  });

  it('gives the device cookie HttpOnly, SameSite=Strict, on /api, for the absolute lifetime', async () => {
    started = await startStepApp(mode);
    const session = browser(started.app, started.auth);
    const setup = await session.call('POST', '/api/second-step/totp/setup');
    const { secret, uri } = setup.json<{ secret: string; uri: string }>();
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(setup.headers['cache-control']).toBe('no-store');
    const confirmed = await session.call('POST', '/api/second-step/totp/confirm', {
      code: codeAt(secret, started.clock.now()),
    });
    expect(confirmed.cookies).toEqual([
      {
        name: DEVICE_COOKIE,
        value: session.device(),
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api',
        maxAge: 90 * 86_400,
      },
    ]);
    expect(session.device()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts a code once: the same code again within its window is refused', async () => {
    started = await startStepApp(mode);
    const { app, auth, clock } = started;
    const { secret } = await setUpTotp(browser(app, auth), clock);
    const laptop = browser(app, auth);
    // The code that confirmed the app is spent.
    const spent = await laptop.call('POST', '/api/second-step/totp', {
      code: codeAt(secret, clock.now()),
    });
    expect(spent.statusCode).toBe(400);
    expect(spent.json().message).toBe('code: was used already: wait for the next one');

    clock.advance(30_000);
    const code = codeAt(secret, clock.now());
    expect((await laptop.call('POST', '/api/second-step/totp', { code })).statusCode).toBe(204);
    expect((await laptop.call('GET', ME)).statusCode).toBe(200);
    // Seen over a shoulder and typed elsewhere 10 seconds later: refused.
    clock.advance(10_000);
    const thief = browser(app, auth, '203.0.113.9');
    const replayed = await thief.call('POST', '/api/second-step/totp', { code });
    expect(replayed.statusCode).toBe(400);
    expect(thief.device()).toBeUndefined();
    expect(reasonOf(await thief.call('GET', ME))).toBe('second_step');
    expect(deviceEntries(app).filter((entry) => entry.action === 'sign_in_refused')).toEqual([
      {
        action: 'sign_in_refused',
        changes: expect.arrayContaining([{ field: 'reason', new: 'reused_code' }]),
      },
      {
        action: 'sign_in_refused',
        changes: expect.arrayContaining([{ field: 'reason', new: 'reused_code' }]),
      },
    ]);
  });

  it('accepts a code of the step before or after (clock drift), not older, not a wrong one', async () => {
    started = await startStepApp(mode);
    const { app, auth, clock } = started;
    const { secret } = await setUpTotp(browser(app, auth), clock);
    clock.advance(5 * 60_000);
    const phone = browser(app, auth);
    const stale = await phone.call('POST', '/api/second-step/totp', {
      code: codeAt(secret, clock.now() - 60_000),
    });
    expect(stale.json().message).toBe('code: is not the code the authenticator app shows now');
    const malformed = await phone.call('POST', '/api/second-step/totp', { code: '12345' });
    expect(malformed.json().message).toBe('code: must be the 6 digits the authenticator app shows');
    const late = codeAt(secret, clock.now() - 30_000);
    const typedWithSpace = `${late.slice(0, 3)} ${late.slice(3)}`;
    const accepted = await phone.call('POST', '/api/second-step/totp', { code: typedWithSpace });
    expect(accepted.statusCode).toBe(204);
    const both = await phone.call('POST', '/api/second-step/totp', {
      code: late,
      recoveryCode: 'AAAA-AAAA-AAAA-AAAA',
    });
    expect(both.statusCode).toBe(400);
  });

  it('accepts each recovery code once, as typed (any case, with or without dashes)', async () => {
    started = await startStepApp(mode);
    const { app, auth, clock } = started;
    const { recoveryCodes } = await setUpTotp(browser(app, auth), clock);
    const lostPhone = browser(app, auth);
    const typed = recoveryCodes[3].replaceAll('-', ' ').toLowerCase();
    const used = await lostPhone.call('POST', '/api/second-step/totp', { recoveryCode: typed });
    expect(used.statusCode).toBe(204);
    expect((await lostPhone.call('GET', ME)).statusCode).toBe(200);
    expect((await lostPhone.call('GET', '/api/second-step')).json().recoveryCodesLeft).toBe(9);

    const again = browser(app, auth);
    const reused = await again.call('POST', '/api/second-step/totp', {
      recoveryCode: recoveryCodes[3],
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/^recoveryCode: /);
    expect(deviceEntries(app).map((entry) => entry.changes)).toContainEqual([
      { field: 'step', new: 'recovery' },
      { field: 'reason', new: 'unknown_recovery_code' },
    ]);
    const devices = await lostPhone.call('GET', '/api/devices');
    expect(devices.json()).toContainEqual(
      expect.objectContaining({ step: 'recovery', current: true }),
    );
  });

  it('stores device tokens and recovery codes only hashed, and keeps no answer for a retry', async () => {
    started = await startStepApp(mode);
    const { app, auth, clock } = started;
    const session = browser(app, auth);
    const setup = await session.call('POST', '/api/second-step/totp/setup');
    const { secret } = setup.json<{ secret: string }>();
    // The panel sends an Idempotency-Key with every write: a confirmation's answer holds the
    // recovery codes, which must not be kept anywhere.
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/second-step/totp/confirm',
      headers: { authorization: auth, 'idempotency-key': 'confirm-1' },
      payload: { code: codeAt(secret, clock.now()) },
    });
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    const token = confirmed.cookies[0].value;
    const stored = app.db.prepare('SELECT token_hash FROM device_sessions').pluck().all();
    expect(stored).toEqual([createHash('sha256').update(token).digest('hex')]);
    const everything = app.db.serialize().toString('latin1');
    expect(everything).not.toContain(token);
    for (const code of recoveryCodes) {
      expect(everything).not.toContain(code);
      expect(everything).not.toContain(code.replaceAll('-', ''));
    }
    expect(app.db.prepare('SELECT count(*) FROM idempotency_keys').pluck().get()).toBe(0);
  });

  it('counts failed codes toward the lock-out of failed passwords, per address and per account', async () => {
    started = await startStepApp(mode, { AUTH_MAX_FAILURES: '3' });
    const { app, auth, clock } = started;
    const { secret } = await setUpTotp(browser(app, auth), clock);
    const guesser = browser(app, auth, '198.51.100.7');
    // One wrong password and two wrong codes from one address: locked.
    const wrongPassword = browser(app, basicAuth('tester', 'guess'), '198.51.100.7');
    expect((await wrongPassword.call('GET', ME)).statusCode).toBe(401);
    for (const code of ['000000', '111111']) {
      const refused = await guesser.call('POST', '/api/second-step/totp', { code });
      expect(refused.statusCode).toBe(400);
    }
    const locked = await guesser.call('GET', '/api/second-step');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The right code is refused too while locked.
    clock.advance(30_000);
    const right = await guesser.call('POST', '/api/second-step/totp', {
      code: codeAt(secret, clock.now()),
    });
    expect(right.statusCode).toBe(429);

    // Another address with the password: the account's codes are locked out as well (a correct
    // password clears an address's count, so the address's count alone would not bound guesses).
    const elsewhere = browser(app, auth, '192.0.2.44');
    expect((await elsewhere.call('GET', '/api/second-step')).statusCode).toBe(200);
    for (const code of ['222222', '333333']) {
      await browser(app, auth, `192.0.2.${code[0]}`).call('POST', '/api/second-step/totp', {
        code,
      });
    }
    const accountLocked = await elsewhere.call('POST', '/api/second-step/totp', {
      code: codeAt(secret, clock.now()),
    });
    expect(accountLocked.statusCode).toBe(429);

    // After the window, the right code passes.
    clock.advance(901_000);
    const later = await elsewhere.call('POST', '/api/second-step/totp', {
      code: codeAt(secret, clock.now()),
    });
    expect(later.statusCode).toBe(204);
  });
});
