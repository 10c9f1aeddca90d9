// The second step's calls over the wire (contract/secondStep.ts), through the real httpClient:
// each method's address, verb and body, and what the panel reads of the answers.
import { describe, expect, it } from 'vitest';
import type { FakeAnswer, RecordedRequest } from '../fixtures/fakeFetch';
import { providerWith } from '../fixtures/providers';

function recorded(answer: (request: RecordedRequest) => FakeAnswer = () => ({ status: 204 })) {
  const { dataProvider, requests } = providerWith(answer);
  const sent = () =>
    requests.map(({ method, url, body }) => ({
      method,
      url,
      ...(body ? { body: JSON.parse(body) } : {}),
    }));
  return { dataProvider, sent };
}

describe("one's own second step", () => {
  it('reads the state, whole even from a sparse answer', async () => {
    const { dataProvider, sent } = recorded(() => ({
      body: { totp: true, passkeys: [{ id: 4, name: 'Telefon', createdAt: '2026-11-01' }, 5] },
    }));
    expect(await dataProvider.getSecondStep()).toEqual({
      required: false,
      totp: true,
      passkeys: [{ id: 4, name: 'Telefon', createdAt: '2026-11-01' }],
      recoveryCodesLeft: 0,
    });
    expect(sent()).toEqual([{ method: 'GET', url: '/api/second-step' }]);
  });

  it('sets up and confirms an authenticator, reading its recovery codes', async () => {
    const { dataProvider, sent } = recorded((request) =>
      request.url.endsWith('/setup')
        ? { body: { secret: 'ABC', uri: 'otpauth://totp/x?secret=ABC' } }
        : { body: { recoveryCodes: ['a1', 'b2'] } },
    );
    expect(await dataProvider.setUpTotp()).toEqual({
      secret: 'ABC',
      uri: 'otpauth://totp/x?secret=ABC',
    });
    expect(await dataProvider.confirmTotp('123456')).toEqual(['a1', 'b2']);
    expect(sent()).toEqual([
      { method: 'POST', url: '/api/second-step/totp/setup' },
      { method: 'POST', url: '/api/second-step/totp/confirm', body: { code: '123456' } },
    ]);
  });

  it('passes the step with a code or a recovery code', async () => {
    const { dataProvider, sent } = recorded();
    await dataProvider.passSecondStep({ code: '123456' });
    await dataProvider.passSecondStep({ recoveryCode: 'abcd-efgh' });
    expect(sent()).toEqual([
      { method: 'POST', url: '/api/second-step/totp', body: { code: '123456' } },
      { method: 'POST', url: '/api/second-step/totp', body: { recoveryCode: 'abcd-efgh' } },
    ]);
  });

  it('registers a passkey and passes with one', async () => {
    const { dataProvider, sent } = recorded((request) =>
      request.url.endsWith('/register')
        ? { body: { recoveryCodes: null } }
        : request.url.endsWith('options')
          ? { body: { challenge: 'c' } }
          : { status: 204 },
    );
    expect(await dataProvider.passkeyRegistrationOptions()).toEqual({ challenge: 'c' });
    const created = { id: 'x', rawId: 'x', type: 'public-key' } as never;
    expect(await dataProvider.registerPasskey(created, 'Noutbuk')).toBeNull();
    expect(await dataProvider.passkeyOptions()).toEqual({ challenge: 'c' });
    await dataProvider.passWithPasskey(created);
    await dataProvider.removePasskey(9);
    expect(sent()).toEqual([
      { method: 'POST', url: '/api/second-step/passkey/register-options' },
      {
        method: 'POST',
        url: '/api/second-step/passkey/register',
        body: { response: created, name: 'Noutbuk' },
      },
      { method: 'POST', url: '/api/second-step/passkey/options' },
      { method: 'POST', url: '/api/second-step/passkey', body: { response: created } },
      { method: 'DELETE', url: '/api/second-step/passkeys/9' },
    ]);
  });

  it("hands a refusal on as react-admin's HttpError with the server's body", async () => {
    const { dataProvider } = recorded(() => ({
      status: 400,
      body: { message: 'code: is not the code the authenticator app shows now' },
    }));
    await expect(dataProvider.passSecondStep({ code: '000000' })).rejects.toMatchObject({
      status: 400,
      body: { errors: { code: 'is not the code the authenticator app shows now' } },
    });
  });
});

describe("devices, an owner's reset and the role settings", () => {
  it("lists one's devices, or everyone's", async () => {
    const { dataProvider, sent } = recorded(() => ({
      body: [
        {
          id: 1,
          username: 'dilnoza',
          userAgent: 'UA',
          ipAddress: '10.0.0.1',
          step: 'passkey',
          createdAt: '2026-11-01T10:00:00Z',
          lastUsedAt: '2026-11-02T10:00:00Z',
          current: true,
        },
        { id: 2, step: 'unknown' },
      ],
    }));
    const [mine, sparse] = await dataProvider.getDevices();
    expect(mine).toMatchObject({ id: 1, step: 'passkey', current: true });
    expect(sparse).toMatchObject({ id: 2, username: '', step: 'totp', current: false });
    await dataProvider.getDevices({ all: true });
    expect(sent()).toEqual([
      { method: 'GET', url: '/api/devices' },
      { method: 'GET', url: '/api/devices?all=true' },
    ]);
  });

  it("ends a device, all of them, and an account's second step", async () => {
    const { dataProvider, sent } = recorded();
    await dataProvider.endDevice(5);
    await dataProvider.endAllDevices();
    await dataProvider.resetSecondStep(3);
    expect(sent()).toEqual([
      { method: 'DELETE', url: '/api/devices/5' },
      { method: 'DELETE', url: '/api/devices' },
      { method: 'DELETE', url: '/api/panel-accounts/3/second-step' },
    ]);
  });

  it('reads and sets which roles sign in by Telegram', async () => {
    const { dataProvider, sent } = recorded((request) =>
      request.method === 'GET'
        ? { body: [{ role: 'operator', telegramSignIn: true }, { role: 'viewer' }] }
        : { status: 204 },
    );
    expect(await dataProvider.getRoleSettings()).toEqual([
      { role: 'operator', telegramSignIn: true },
      { role: 'viewer', telegramSignIn: false },
    ]);
    await dataProvider.setTelegramSignIn('viewer', true);
    expect(sent()).toEqual([
      { method: 'GET', url: '/api/role-settings' },
      { method: 'PUT', url: '/api/role-settings/viewer', body: { telegramSignIn: true } },
    ]);
  });
});
