// The gateway signs every /api request in with our panel accounts (DATA_DIR, the embedded API's
// hashing and lock-out), the backend's open routes included, and sends the backend its own
// account instead of the admin's; the first account comes from ADMIN_* or `npm run account`.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { main as accountCli } from '../../../server/cli/account.ts';
import { ConfigError } from '../../../server/config.ts';
import { BACKEND_ACCOUNT, startBackendDouble } from '../../../tools/backendDouble.ts';
import type { BackendDouble } from '../../../tools/backendDouble.ts';
import { basicAuth, makeTempDir, removeTempDirs, testConfig } from '../helpers.ts';
import { gatewayEnv, startGateway } from './gatewayFixture.ts';
import type { GatewayFixture } from './gatewayFixture.ts';

const BACKEND_AUTH = basicAuth(BACKEND_ACCOUNT.username, BACKEND_ACCOUNT.password);

let gateway: GatewayFixture;
beforeAll(async () => {
  gateway = await startGateway({ AUTH_MAX_FAILURES: '3' });
});
afterAll(() => gateway.close());
afterEach(() => {
  gateway.double.calls.length = 0;
});

describe('signing in through the gateway', () => {
  it.each([
    ['GET', '/api/admin/login'],
    ['POST', '/api/admin/login-info'],
    ['GET', '/api/features'],
    ['GET', '/api/platforms'],
    ['DELETE', '/api/transactions/bulk'],
    ['GET', '/api/capabilities'],
    ['GET', '/api/no/such/route'],
  ] as const)(
    'refuses %s %s without credentials, before the backend hears of it',
    async (method, url) => {
      const response = await gateway.app.inject({ method, url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Authentication required' });
      // No challenge: browsers would show their own sign-in dialog over the panel's.
      expect(response.headers['www-authenticate']).toBeUndefined();
      expect(gateway.double.calls).toEqual([]);
    },
  );

  it("refuses the backend's own account: only panel accounts sign in here", async () => {
    const response = await gateway.app.inject({
      url: '/api/admin/login',
      headers: { authorization: BACKEND_AUTH },
    });
    expect(response.statusCode).toBe(401);
    expect(gateway.double.calls).toEqual([]);
  });

  it("sends the backend its own account, never the admin's header", async () => {
    const response = await gateway.app.inject({
      url: '/api/admin/login',
      headers: { authorization: gateway.auth },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(gateway.double.state.loginHistory.length);
    expect(gateway.double.calls).toHaveLength(1);
    expect(gateway.double.calls[0]).toMatchObject({ path: '/admin/login' });
    expect(gateway.double.calls[0].authorization).toBe(BACKEND_AUTH);
  });

  it('records the sign-in event under the signed-in account, whatever the body says', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/admin/login-info',
      headers: { authorization: gateway.auth },
      payload: {
        username: 'somebody-else',
        userAgent: 'UA',
        ipAddress: '8.8.8.8',
        deviceName: 'Mac',
        city: 'Buxoro',
      },
    });
    expect(response.statusCode).toBe(200);
    // The account and the address as the gateway saw them, not the body's claims.
    expect(gateway.double.calls.at(-1)?.body).toEqual({
      username: 'tester',
      userAgent: 'UA',
      ipAddress: '127.0.0.1',
      deviceName: 'Mac',
      city: 'Buxoro',
    });
  });

  it('locks an address out after AUTH_MAX_FAILURES wrong passwords, as the embedded API does', async () => {
    // Guesses at a name no account has: the address is locked, not the test account's name.
    const wrong = basicAuth('kimdir', 'not the password');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await gateway.app.inject({
        url: '/api/features',
        headers: { authorization: wrong },
        remoteAddress: '10.9.9.9',
      });
      expect(refused.statusCode).toBe(401);
    }
    const locked = await gateway.app.inject({
      url: '/api/features',
      headers: { authorization: gateway.auth },
      remoteAddress: '10.9.9.9',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(gateway.double.calls).toEqual([]);
  });

  it("signs in an account added through 'Panel hisoblari', and refuses it once disabled", async () => {
    const added = await gateway.app.inject({
      method: 'POST',
      url: '/api/panel-accounts',
      headers: { authorization: gateway.auth },
      payload: { username: 'operator', password: 'operator-pass-1' },
    });
    expect(added.statusCode).toBe(201);
    const operator = basicAuth('operator', 'operator-pass-1');
    const features = await gateway.app.inject({
      url: '/api/features',
      headers: { authorization: operator },
    });
    expect(features.statusCode).toBe(200);
    // Our own route: the backend never saw it.
    expect(gateway.double.calls.map((call) => call.path)).toEqual(['/features']);

    const disabled = await gateway.app.inject({
      method: 'PUT',
      url: `/api/panel-accounts/${added.json().id}?disabled=true`,
      headers: { authorization: gateway.auth },
    });
    expect(disabled.statusCode).toBe(200);
    const refused = await gateway.app.inject({
      url: '/api/features',
      headers: { authorization: operator },
    });
    expect(refused.statusCode).toBe(401);
  });

  it("offers our server's extras and merged writes, not a card's payment-system change", async () => {
    const response = await gateway.app.inject({
      url: '/api/capabilities',
      headers: { authorization: gateway.auth },
    });
    expect(response.json()).toEqual({
      auditLog: true,
      panelAccounts: true,
      liveJournal: true,
      pendingCount: true,
      savedViews: true,
      // The gateway keeps what a form does not own; the backend's PUT ignores a payment system.
      mergedWrites: true,
      secondStep: true,
    });
    expect(gateway.double.calls).toEqual([]);
  });
});

describe("the gateway's first account", () => {
  let double: BackendDouble;
  beforeAll(async () => {
    double = await startBackendDouble();
  });
  afterAll(async () => {
    await double.stop();
    removeTempDirs();
  });

  const configFor = (dataDir: string, env: Record<string, string> = {}) =>
    testConfig({ ...gatewayEnv(double.apiUrl), DATA_DIR: dataDir, ...env });

  it('is not made up: without ADMIN_* and with no account the start says how to make one', async () => {
    const dataDir = makeTempDir('gateway-no-account-');
    const config = { ...configFor(dataDir), adminUsername: undefined, adminPassword: undefined };
    const error: unknown = await buildApp(config, { logger: false, serveStatic: false }).catch(
      (problem: unknown) => problem,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/ADMIN_USERNAME and ADMIN_PASSWORD/);
    expect((error as Error).message).toMatch(/npm run account -- add/);
  });

  it('can be made with `npm run account` in DATA_DIR, and signs in', async () => {
    const dataDir = makeTempDir('gateway-cli-account-');
    // The command reads the password from ACCOUNT_PASSWORD (or standard input).
    process.env.ACCOUNT_PASSWORD = 'dilnoza-pass-1';
    try {
      expect(await accountCli(['add', 'dilnoza'], { DATA_DIR: dataDir })).toMatch(/added/);
    } finally {
      delete process.env.ACCOUNT_PASSWORD;
    }
    const config = { ...configFor(dataDir), adminUsername: undefined, adminPassword: undefined };
    const app = await buildApp(config, { logger: false, serveStatic: false });
    try {
      const response = await app.inject({
        url: '/api/features',
        headers: { authorization: basicAuth('dilnoza', 'dilnoza-pass-1') },
      });
      expect(response.statusCode).toBe(200);
      // No demo account is printed in front of the production backend.
      expect(app.demoCredentials).toBeNull();
    } finally {
      await app.close();
    }
  });
});
