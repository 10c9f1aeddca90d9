// What the Idempotency-Key records keep of writes that carry a secret: a platform's or an Oson
// config's create, a password set for another account or for one's own, a Humo step, a Telegram
// link, through the embedded API and through the gateway (in front of tools/backendDouble). No row
// holds a secret in any column, no digest is one a plain SHA-256 of the request reproduces (a GPU
// would find a password from it, every other field being known), and a retry under the same key is
// still answered as done, without the write being done twice (idempotencySecretsFixture.ts).
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type GatewayFixture } from '../gateway/gatewayFixture.ts';
import { buildTestApp } from '../helpers.ts';
import { telegramEnv, testClock } from '../routes/telegramFixtures.ts';
import {
  COMMON,
  HUMO_PHONE,
  PLATFORM,
  contextOf,
  runScenario,
} from './idempotencySecretsFixture.ts';

describe('on the embedded API', () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  const start = async (env: Record<string, string> = {}) => {
    const clock = testClock(Date.now());
    let auth: string;
    ({ app, auth } = await buildTestApp(telegramEnv(env), { now: clock.now }));
    return contextOf(app, auth, clock.now);
  };

  it.each(COMMON)('keeps no secret of $name, and answers its retry as done', async (scenario) => {
    await runScenario(await start(), scenario);
  });

  it('replays a platform create without its API key', async () => {
    const { first, again } = await runScenario(await start(), COMMON[0]);
    const { apiKey, ...rest } = first.json<Record<string, unknown>>();
    expect(apiKey).toBe(PLATFORM.apiKey);
    expect(again.json()).toEqual(rest);
  });

  it('keeps no secret of the Humo sandbox steps (the SMS code, the two-step password)', async () => {
    const context = await start();
    const step = (path: string, body: object) => context.send('POST', `/api/humo${path}`, body);
    expect((await step('/newNumber', { phone: HUMO_PHONE })).statusCode).toBe(200);
    expect((await step('/smscode', { phone: HUMO_PHONE, code: '22222' })).statusCode).toBe(200);
    await runScenario(context, {
      name: 'a Humo two-step password',
      method: 'POST',
      url: () => '/api/humo/twostep',
      body: () => ({ phone: HUMO_PHONE, password: 'sandbox' }),
      secrets: ['sandbox'],
      audited: ['humo', 'update'],
    });
    expect((await step('/newNumber', { phone: '+998907654322' })).statusCode).toBe(200);
    await runScenario(context, {
      name: 'a Humo SMS code',
      method: 'POST',
      url: () => '/api/humo/smscode',
      body: () => ({ phone: '+998907654322', code: '11111' }),
      secrets: ['11111'],
      audited: ['humo', 'update'],
    });
  });

  describe('with a Humo helper that echoes what it was sent', () => {
    let helper: FastifyInstance;
    let helperUrl: string;
    beforeAll(async () => {
      helper = Fastify({ forceCloseConnections: true });
      helper.post('/helper/:step', async (request) => ({ message: 'OK', echo: request.body }));
      await helper.listen({ host: '127.0.0.1', port: 0 });
      const { port } = helper.server.address() as { port: number };
      helperUrl = `http://127.0.0.1:${port}/helper/`;
    });
    afterAll(() => helper.close());

    const helperStep = (path: string, body: Record<string, string>, secret: string) => ({
      name: `the helper's ${path}`,
      method: 'POST' as const,
      url: () => `/api/humo${path}`,
      body: () => body,
      secrets: [secret],
      audited: ['humo', 'update'] as [string, string],
    });

    it('keeps neither the code nor the password its answers carry back', async () => {
      const context = await start({ HUMO_UPSTREAM: helperUrl });
      const code = await runScenario(
        context,
        helperStep('/smscode', { phone: HUMO_PHONE, code: '48213' }, '48213'),
      );
      // The first answer is the helper's, whole. The code came back under a name that is not a
      // secret's: its retry is done, with no body.
      expect(code.first.json()).toEqual({
        message: 'OK',
        echo: { phone: HUMO_PHONE, code: '48213' },
      });
      expect(code.again.body).toBe('');
      const password = 'Humo-ikki-bosqich-77';
      const twoStep = await runScenario(
        context,
        helperStep('/twostep', { phone: HUMO_PHONE, password }, password),
      );
      expect(twoStep.first.json()).toEqual({
        message: 'OK',
        echo: { phone: HUMO_PHONE, password },
      });
      // The password came back as `password`: its retry has the rest.
      expect(twoStep.again.json()).toEqual({ message: 'OK', echo: { phone: HUMO_PHONE } });
    });
  });
});

describe('on the gateway', () => {
  let gateway: GatewayFixture;
  afterEach(() => gateway?.close());

  const start = async () => {
    const clock = testClock(Date.now());
    gateway = await startGateway(telegramEnv(), { now: clock.now });
    return contextOf(gateway.app, gateway.auth, clock.now);
  };
  const forwarded = (method: string, path: string) => () =>
    gateway.double.calls.filter((call) => call.method === method && call.path === path).length;
  const BACKEND_PATHS: Record<string, [string, string]> = {
    'a platform create': ['POST', '/platforms'],
    'an Oson config create': ['POST', '/oson/config'],
  };

  it.each(COMMON)('keeps no secret of $name, and answers its retry as done', async (scenario) => {
    const context = await start();
    const backend = BACKEND_PATHS[scenario.name];
    await runScenario(context, scenario, backend && forwarded(...backend));
  });

  it('keeps no secret of the Humo steps it forwards', async () => {
    const context = await start();
    // The helper's answers, whatever code and password it is given: what is kept of them counts.
    gateway.double.intercept = (call) =>
      call.path.startsWith('/humo/') ? { status: 200, body: { message: 'Kirildi' } } : undefined;
    for (const [path, body] of [
      ['/smscode', { phone: HUMO_PHONE, code: '48213' }],
      ['/twostep', { phone: HUMO_PHONE, password: 'Humo-ikki-bosqich-77' }],
    ] as const) {
      await runScenario(
        context,
        {
          name: `the gateway's ${path}`,
          method: 'POST',
          url: () => `/api/humo${path}`,
          body: () => body,
          secrets: [Object.values(body)[1]],
          audited: ['humo', 'update'],
        },
        forwarded('POST', `/humo${path}`),
      );
    }
  });
});
