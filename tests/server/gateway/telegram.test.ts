// The sign-in by Telegram in front of the production backend: the gateway holds our accounts, so
// it opens sessions of them, and a session signs a request in here exactly as Basic credentials
// do: the backend hears of nothing but the forwarded call, with its own account. The plain
// pass-through has no sign-in of ours and offers none.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_ACCOUNT, startBackendDouble } from '../../../tools/backendDouble.ts';
import { basicAuth, buildTestApp } from '../helpers.ts';
import {
  OTHER_BOT_TOKEN,
  TELEGRAM_USER_ID,
  bearer,
  featuresWith,
  postSession,
  signedInitData,
  telegramEnv,
  testClock,
  tokenOf,
} from '../routes/telegramFixtures.ts';
import { startGateway } from './gatewayFixture.ts';
import type { GatewayFixture } from './gatewayFixture.ts';

const BACKEND_AUTH = basicAuth(BACKEND_ACCOUNT.username, BACKEND_ACCOUNT.password);
const clock = testClock();

let gateway: GatewayFixture;
let accountId: number;
beforeAll(async () => {
  gateway = await startGateway(telegramEnv(), { now: clock.now });
  const accounts = await gateway.app.inject({
    url: '/api/panel-accounts',
    headers: { authorization: gateway.auth },
  });
  accountId = (accounts.json() as { id: number }[])[0].id;
  const linked = await gateway.app.inject({
    method: 'PUT',
    url: `/api/panel-accounts/${accountId}/telegram`,
    headers: { authorization: gateway.auth },
    payload: { telegramUserId: TELEGRAM_USER_ID },
  });
  expect(linked.statusCode).toBe(200);
});
afterAll(() => gateway.close());
afterEach(() => {
  gateway.double.calls.length = 0;
});

// Each sign-in with init data of its own (a launch of the Mini App): init data is taken once.
const signIn = async () => {
  clock.advance(1000);
  return tokenOf(await postSession(gateway.app, signedInitData({ signedAt: clock.now() - 1000 })));
};

const sessionEntries = async () =>
  (
    await gateway.app.inject({
      url: '/api/audit-log?resource=telegram-sessions',
      headers: { authorization: gateway.auth },
    })
  ).json() as { action: string; username: string; changes: { field: string; new?: unknown }[] }[];

describe('the sign-in by Telegram through the gateway', () => {
  it('is offered in /capabilities, answered by the gateway itself', async () => {
    const response = await gateway.app.inject({
      url: '/api/capabilities',
      headers: { authorization: gateway.auth },
    });
    expect(response.json()).toMatchObject({ telegramMiniApp: true, panelAccounts: true });
    expect(gateway.double.calls).toEqual([]);
  });

  it('opens a session without the backend hearing of it', async () => {
    await signIn();
    expect(gateway.double.calls).toEqual([]);
    const [entry] = await sessionEntries();
    expect(entry).toMatchObject({ action: 'sign_in', username: 'tester' });
  });

  it("signs a forwarded request in, sending the backend its own account, never the session's token", async () => {
    const token = await signIn();
    const response = await featuresWith(gateway.app, bearer(token));
    expect(response.statusCode).toBe(200);
    expect(gateway.double.calls).toHaveLength(1);
    expect(gateway.double.calls[0]).toMatchObject({ path: '/features' });
    expect(gateway.double.calls[0].authorization).toBe(BACKEND_AUTH);
    expect(JSON.stringify(gateway.double.calls)).not.toContain(token);
  });

  it('audits a forwarded write made with a session under its account', async () => {
    const token = await signIn();
    const toggled = await gateway.app.inject({
      method: 'POST',
      url: '/api/features/toggle/bonus?enabled=false',
      headers: { authorization: bearer(token) },
    });
    expect(toggled.statusCode).toBe(200);
    const log = await gateway.app.inject({
      url: '/api/audit-log?resource=features',
      headers: { authorization: gateway.auth },
    });
    expect(log.json()[0]).toMatchObject({ username: 'tester', action: 'toggle' });
  });

  it('refuses bad init data with 401 and a record, before the backend hears of it', async () => {
    const response = await postSession(
      gateway.app,
      signedInitData({ signedAt: clock.now(), token: OTHER_BOT_TOKEN }),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().reason).toBe('bad_signature');
    const [entry] = await sessionEntries();
    expect(entry.action).toBe('sign_in_refused');
    expect(gateway.double.calls).toEqual([]);
  });

  it('refuses an ended session before anything is forwarded', async () => {
    const token = await signIn();
    clock.advance(12 * 3600_000);
    const response = await featuresWith(gateway.app, bearer(token));
    expect(response.statusCode).toBe(401);
    expect(gateway.double.calls).toEqual([]);
  });
});

describe('the plain pass-through', () => {
  let double: Awaited<ReturnType<typeof startBackendDouble>>;
  beforeAll(async () => {
    double = await startBackendDouble();
  });
  afterAll(() => double.stop());

  it('offers no sign-in by Telegram even with the bot token: its /api is the backend', async () => {
    const { app } = await buildTestApp(telegramEnv({ API_UPSTREAM: double.apiUrl }));
    try {
      // With the backend's own account, as every browser sends it in this mode.
      const headers = { authorization: BACKEND_AUTH };
      const capabilities = await app.inject({ url: '/api/capabilities', headers });
      expect(capabilities.statusCode).toBe(404);
      const session = await app.inject({
        method: 'POST',
        url: '/api/telegram/session',
        headers,
        payload: { initData: signedInitData({ signedAt: Date.now() }) },
      });
      // Passed through to the backend, which has no such route.
      expect(double.calls.map((call) => call.path)).toEqual(['/capabilities', '/telegram/session']);
      expect(session.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
