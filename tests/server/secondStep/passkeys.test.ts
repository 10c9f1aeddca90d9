// Passkeys as a second step, with a software authenticator (softwareAuthenticator.ts) standing in
// for the browser's: registered with the password alone while the account has no second step (it
// then gets its recovery codes and a device), used to sign in from another browser (its counter
// kept), refused when it signs something else, for another site, or an old challenge; a further
// passkey needs a live device and brings no new codes; one's own passkey can be removed, but not
// the last second step of a role that must have one. Both modes of our server.
import { afterEach, describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT } from '../../../contract/secondStep.ts';
import {
  MODES,
  browser,
  codeAt,
  deviceEntries,
  reasonOf,
  startStepApp,
  type Browser,
  type StepApp,
} from './secondStepFixtures.ts';
import { SoftwareAuthenticator } from './softwareAuthenticator.ts';

let started: StepApp | undefined;
afterEach(async () => {
  await started?.close();
  started = undefined;
});

// light-my-request's Host is localhost:80: the origin a browser would name is http://localhost.
const ORIGIN = 'http://localhost';

async function register(session: Browser, authenticator: SoftwareAuthenticator, name = 'Laptop') {
  const options = await session.call('POST', '/api/second-step/passkey/register-options');
  expect(options.statusCode, options.body).toBe(200);
  const response = authenticator.create(options.json());
  return session.call('POST', '/api/second-step/passkey/register', { response, name });
}

async function signIn(session: Browser, authenticator: SoftwareAuthenticator) {
  const options = await session.call('POST', '/api/second-step/passkey/options');
  expect(options.statusCode, options.body).toBe(200);
  const response = authenticator.get(options.json());
  return session.call('POST', '/api/second-step/passkey', { response });
}

describe.each(MODES)('passkeys on $name', (mode) => {
  it('registers one with the password alone, then signs in with it from another browser', async () => {
    started = await startStepApp(mode);
    const { app, auth } = started;
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const laptop = browser(app, auth);
    const options = await laptop.call('POST', '/api/second-step/passkey/register-options');
    expect(options.json()).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: 'tester' },
      attestation: 'none',
      excludeCredentials: [],
    });
    const registered = await laptop.call('POST', '/api/second-step/passkey/register', {
      response: authenticator.create(options.json()),
      name: 'Laptop',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await laptop.call('GET', '/api/panel-accounts/me')).statusCode).toBe(200);

    const phone = browser(app, auth);
    expect(reasonOf(await phone.call('GET', '/api/panel-accounts/me'))).toBe('second_step');
    const state = await phone.call('GET', '/api/second-step');
    expect(state.json()).toMatchObject({
      totp: false,
      passkeys: [{ id: 1, name: 'Laptop', createdAt: '2026-03-01T10:00:00.000Z' }],
    });
    const passed = await signIn(phone, authenticator);
    expect(passed.statusCode, passed.body).toBe(204);
    expect((await phone.call('GET', '/api/panel-accounts/me')).statusCode).toBe(200);
    expect(app.db.prepare('SELECT counter FROM passkeys').pluck().get()).toBe(1);
    expect((await phone.call('GET', '/api/devices')).json()[0]).toMatchObject({
      step: 'passkey',
      current: true,
    });
    expect(deviceEntries(app).map((entry) => entry.action)).toEqual([
      'create',
      'sign_in',
      'sign_in',
    ]);
  });

  it('refuses an answer to an old challenge, another site, or an unknown passkey', async () => {
    started = await startStepApp(mode);
    const { app, auth } = started;
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    await register(browser(app, auth), authenticator);
    const phone = browser(app, auth);

    // Answering without asking for options first: nothing to answer.
    const first = await phone.call('POST', '/api/second-step/passkey/options');
    const answer = authenticator.get(first.json());
    expect(
      (await phone.call('POST', '/api/second-step/passkey', { response: answer })).statusCode,
    ).toBe(204);
    const replayed = await phone.call('POST', '/api/second-step/passkey', { response: answer });
    expect(replayed.statusCode).toBe(409);

    // The old answer against a new challenge: not this sign-in's signature.
    await phone.call('POST', '/api/second-step/passkey/options');
    const stale = await phone.call('POST', '/api/second-step/passkey', { response: answer });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('response: the passkey did not sign this sign-in');

    // A page on another site that relays this sign-in's challenge to the authenticator.
    const options = (await phone.call('POST', '/api/second-step/passkey/options')).json();
    const elsewhere = await phone.call('POST', '/api/second-step/passkey', {
      response: authenticator.get(options, 'https://panel.example.net'),
    });
    expect(elsewhere.statusCode).toBe(400);

    // Someone else's passkey.
    const stranger = new SoftwareAuthenticator(ORIGIN);
    stranger.create({ challenge: 'x', rp: { id: 'localhost' } });
    await phone.call('POST', '/api/second-step/passkey/options');
    const unknown = await phone.call('POST', '/api/second-step/passkey', {
      response: stranger.get({ challenge: 'x' }),
    });
    expect(unknown.json().message).toBe("response: is not one of this account's passkeys");
    expect(deviceEntries(app).filter((e) => e.action === 'sign_in_refused')).toHaveLength(3);
  });

  it('adds a further passkey only from a live device, with no new recovery codes', async () => {
    started = await startStepApp(mode);
    const { app, auth } = started;
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const laptop = browser(app, auth);
    await register(laptop, authenticator);
    const passwordAlone = browser(app, auth);
    const refused = await passwordAlone.call('POST', '/api/second-step/passkey/register-options');
    expect(reasonOf(refused)).toBe('second_step');

    const key = new SoftwareAuthenticator(ORIGIN);
    const options = await laptop.call('POST', '/api/second-step/passkey/register-options');
    expect(options.json().excludeCredentials).toHaveLength(1);
    const second = await laptop.call('POST', '/api/second-step/passkey/register', {
      response: key.create(options.json()),
      name: 'YubiKey',
    });
    expect(second.json()).toEqual({ recoveryCodes: null });
    const state = await laptop.call('GET', '/api/second-step');
    expect(state.json().passkeys.map((p: { name: string }) => p.name)).toEqual([
      'Laptop',
      'YubiKey',
    ]);
    expect(state.json().recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT);

    // The same passkey registered twice (a browser that ignored excludeCredentials) is refused.
    const again = await laptop.call('POST', '/api/second-step/passkey/register-options');
    const duplicate = await laptop.call('POST', '/api/second-step/passkey/register', {
      response: key.create(again.json(), { again: true }),
      name: 'YubiKey again',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('response: this passkey is registered already');
  });

  it('adds an authenticator app beside a passkey from a live device, keeping the codes', async () => {
    started = await startStepApp(mode);
    const { app, auth, clock } = started;
    const laptop = browser(app, auth);
    await register(laptop, new SoftwareAuthenticator(ORIGIN));
    const setup = await laptop.call('POST', '/api/second-step/totp/setup');
    const confirmed = await laptop.call('POST', '/api/second-step/totp/confirm', {
      code: codeAt(setup.json().secret, clock.now()),
    });
    expect(confirmed.json()).toEqual({ recoveryCodes: [] });
    expect((await laptop.call('GET', '/api/second-step')).json()).toMatchObject({
      totp: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    // Set up already: a second app replaces nothing.
    expect((await laptop.call('POST', '/api/second-step/totp/setup')).statusCode).toBe(409);
  });

  it("removes one's own passkey, but not the last second step of a role that needs one", async () => {
    started = await startStepApp(mode, { SECOND_STEP_ROLES: 'owner' });
    const { app, auth } = started;
    const laptop = browser(app, auth);
    await register(laptop, new SoftwareAuthenticator(ORIGIN), 'Laptop');
    await register(laptop, new SoftwareAuthenticator(ORIGIN), 'Phone');
    expect((await laptop.call('DELETE', '/api/second-step/passkeys/1')).statusCode).toBe(204);
    const last = await laptop.call('DELETE', '/api/second-step/passkeys/2');
    expect(last.statusCode).toBe(409);
    expect((await laptop.call('DELETE', '/api/second-step/passkeys/1')).statusCode).toBe(404);
    expect((await laptop.call('GET', '/api/second-step')).json().passkeys).toHaveLength(1);
    expect(deviceEntries(app).filter((e) => e.action === 'delete')).toEqual([
      {
        action: 'delete',
        changes: [
          { field: 'method', old: 'passkey' },
          { field: 'passkey', old: 'Laptop' },
          { field: 'passkeyId', old: 1 },
        ],
      },
    ]);
  });
});

describe('the relying party', () => {
  it('is WEBAUTHN_ORIGIN when set: a passkey made on another origin is refused', async () => {
    started = await startStepApp(MODES[0], { WEBAUTHN_ORIGIN: 'https://admin.example.com' });
    const { app, auth } = started;
    const laptop = browser(app, auth);
    const options = await laptop.call('POST', '/api/second-step/passkey/register-options');
    expect(options.json().rp.id).toBe('admin.example.com');
    const wrongSite = new SoftwareAuthenticator('http://localhost');
    const refused = await laptop.call('POST', '/api/second-step/passkey/register', {
      response: wrongSite.create(options.json()),
      name: 'Laptop',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^response: the passkey was not accepted \(.*origin/);

    const rightSite = new SoftwareAuthenticator('https://admin.example.com');
    const again = await laptop.call('POST', '/api/second-step/passkey/register-options');
    const accepted = await laptop.call('POST', '/api/second-step/passkey/register', {
      response: rightSite.create(again.json()),
      name: 'Laptop',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it("is the request's own origin otherwise, behind a proxy too", async () => {
    started = await startStepApp(MODES[0], { TRUST_PROXY: '1' });
    const { app, auth } = started;
    const options = await app.inject({
      method: 'POST',
      url: '/api/second-step/passkey/register-options',
      headers: {
        authorization: auth,
        host: 'panel.example.org',
        'x-forwarded-proto': 'https',
      },
    });
    expect(options.json().rp.id).toBe('panel.example.org');
    const authenticator = new SoftwareAuthenticator('https://panel.example.org');
    const registered = await app.inject({
      method: 'POST',
      url: '/api/second-step/passkey/register',
      headers: { authorization: auth, host: 'panel.example.org', 'x-forwarded-proto': 'https' },
      payload: { response: authenticator.create(options.json()), name: 'Laptop' },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    // Behind https, the device cookie is Secure.
    expect(registered.cookies[0]).toMatchObject({ name: 'panel_device', secure: true });
  });
});
