// Secrets stay on the server: the backend double holds canary values in every secret (platform
// passwords and API keys, Oson passwords and API keys, also inside each card), and the gateway's
// answers to every read the panel makes carry none of them (an API key only in its platform's
// detail, for the Copy button), nor the backend's own credential, in a body, a header or a log
// line. Whole-record PUTs get the secrets the panel left blank from a fresh read.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import {
  API_KEY_CANARIES,
  BACKEND_ACCOUNT,
  SECRET_CANARIES,
} from '../../../tools/backendDouble.ts';
import { startGateway } from './gatewayFixture.ts';
import type { GatewayFixture } from './gatewayFixture.ts';

const BACKEND_TOKEN = Buffer.from(
  `${BACKEND_ACCOUNT.username}:${BACKEND_ACCOUNT.password}`,
).toString('base64');
const NEVER_SHOWN = [...SECRET_CANARIES, BACKEND_ACCOUNT.password, BACKEND_TOKEN];

const logLines: string[] = [];
let gateway: GatewayFixture;
beforeAll(async () => {
  gateway = await startGateway(
    {},
    // Every log line the server writes, at its most talkative.
    { logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } } },
  );
});
afterAll(() => gateway.close());
afterEach(() => {
  gateway.double.intercept = undefined;
});

const call = (request: InjectOptions) =>
  gateway.app.inject({ ...request, headers: { ...request.headers, authorization: gateway.auth } });

/** Every read the panel makes (src/providers), with the query strings it sends. */
const PANEL_READS = [
  '/api/capabilities',
  '/api/admin/login?range=%5B0%2C24%5D',
  '/api/features',
  '/api/dashboard/stats',
  '/api/dashboard/stats?startDate=2026-01-01T00%3A00%3A00',
  '/api/dashboard/stats?startDate=2026-01-01T00%3A00%3A00&endDate=2026-12-31T23%3A59%3A59',
  '/api/dashboard/requests/total-bonus-amount?startDate=2026-01-01T00%3A00%3A00',
  '/api/admin/cards',
  '/api/oson/config',
  '/api/oson/config/1',
  '/api/oson/config/2',
  '/api/platforms',
  '/api/platforms/1',
  '/api/platforms/2',
  '/api/transactions?range=%5B0%2C24%5D&sort=%5B%22createdAt%22%2C%22DESC%22%5D',
  '/api/transactions?status=PENDING_ADMIN&range=%5B0%2C99%5D',
  '/api/transactions/1000',
  '/api/transactions/pending-count',
  '/api/saved-views',
  '/api/lottery/prizes',
  '/api/lottery/balance/700001',
  '/api/lottery/balance/1',
  '/api/admin/chats',
  '/api/exchange-rates/latest',
  '/api/humo/active?include_photo=true',
  '/api/audit-log?range=%5B0%2C24%5D',
  '/api/panel-accounts',
  '/config.json',
];

describe('every read the panel makes, after writes of every secret-bearing kind', () => {
  beforeAll(async () => {
    // Writes first, so that the audit log has entries of each to show.
    const platform = { name: 'Melbet RU', currency: 'RUB', login: 'melbet', workplaceId: 'WP-9' };
    await call({
      method: 'PUT',
      url: '/api/platforms/2',
      payload: { ...platform, apiKey: API_KEY_CANARIES[1], password: '' },
    });
    await call({
      method: 'PUT',
      url: '/api/oson/config/2',
      payload: {
        id: 2,
        deviceName: 'Redmi',
        phone: '+998907654321',
        password: '',
        deviceId: 'dev-2',
        apiUrl: 'https://core.oson.uz',
        primaryConfig: false,
      },
    });
    await call({ method: 'DELETE', url: '/api/platforms/1' });
    await call({
      method: 'PUT',
      url: '/api/admin/cards/6',
      payload: { cardNumber: '8600987654321098', paymentSystem: 'UZCARD', osonConfig: { id: 2 } },
    });
  });

  it.each(PANEL_READS)('GET %s carries no secret and no backend credential', async (url) => {
    const response = await call({ url });
    expect(response.statusCode).toBeLessThan(500);
    const seen = `${JSON.stringify(response.headers)}\n${response.body}`;
    for (const secret of NEVER_SHOWN) expect(seen).not.toContain(secret);
    // An API key only in its own platform's detail: the Copy button reads it there.
    const keyAllowed = /^\/api\/platforms\/\d+$/.test(url);
    for (const key of API_KEY_CANARIES) {
      if (!keyAllowed) expect(seen).not.toContain(key);
    }
  });

  it('keeps only what the screens show of cards, Oson configs and platforms', async () => {
    const cards = (await call({ url: '/api/admin/cards' })).json();
    expect(cards[0].osonConfig).toEqual({ id: 1, deviceName: 'Samsung A54', primaryConfig: true });
    const configs = (await call({ url: '/api/oson/config' })).json();
    expect(Object.keys(configs[0]).sort()).toEqual(
      ['apiUrl', 'deviceId', 'deviceName', 'id', 'phone', 'primaryConfig'].sort(),
    );
    const list = (await call({ url: '/api/platforms' })).json();
    expect(Object.keys(list[0]).sort()).toEqual(
      ['currency', 'id', 'login', 'name', 'workplaceId'].sort(),
    );
    const detail = (await call({ url: '/api/platforms/2' })).json();
    expect(detail).toEqual({
      id: 2,
      name: 'Melbet RU',
      currency: 'RUB',
      apiKey: API_KEY_CANARIES[1],
      login: 'melbet',
      workplaceId: 'WP-9',
    });
  });

  it('writes no secret and no credential to the log', () => {
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('\n');
    for (const secret of [...NEVER_SHOWN, ...API_KEY_CANARIES]) expect(log).not.toContain(secret);
  });
});

describe('a whole-record PUT with a secret left blank', () => {
  it('PUT /platforms/{id}: the gateway sends the stored password, read just before', async () => {
    const stored = gateway.double.state.platforms.find((p) => p.id === 2)!.password;
    const response = await call({
      method: 'PUT',
      url: '/api/platforms/2',
      payload: {
        name: 'Melbet RU',
        currency: 'RUB',
        apiKey: 'melbet-key-2',
        login: 'melbet',
        workplaceId: 'WP-10',
        password: '',
      },
    });
    expect(response.statusCode).toBe(200);
    const sent = gateway.double.calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(sent.body).toMatchObject({ workplaceId: 'WP-10', password: stored });
    expect(gateway.double.state.platforms.find((p) => p.id === 2)).toMatchObject({
      password: stored,
    });
    expect(response.body).not.toContain(String(stored));
  });

  it('PUT /platforms/{id}: a password typed in is the one sent', async () => {
    await call({
      method: 'PUT',
      url: '/api/platforms/2',
      payload: {
        name: 'Melbet RU',
        apiKey: 'melbet-key-2',
        login: 'melbet',
        workplaceId: 'WP-10',
        password: 'typed-new-password',
      },
    });
    expect(gateway.double.state.platforms.find((p) => p.id === 2)?.password).toBe(
      'typed-new-password',
    );
  });

  it('PUT /oson/config/{id}: the stored password and API key are kept', async () => {
    const before = { ...gateway.double.state.osonConfigs.find((c) => c.id === 1)! };
    const response = await call({
      method: 'PUT',
      url: '/api/oson/config/1',
      payload: {
        id: 1,
        deviceName: 'Samsung A55',
        phone: '+998901234567',
        password: '',
        deviceId: 'dev-1',
        apiUrl: 'https://core.oson.uz',
        primaryConfig: true,
      },
    });
    expect(response.statusCode).toBe(200);
    // The backend answers text: passed on as it is.
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(gateway.double.state.osonConfigs.find((c) => c.id === 1)).toMatchObject({
      deviceName: 'Samsung A55',
      password: before.password,
      apiKey: before.apiKey,
    });
  });
});

describe("the backend's credential echoed back", () => {
  it('withholds an error page that repeats the request, credential included', async () => {
    gateway.double.intercept = (request) => ({
      status: 500,
      body: `Internal error handling ${request.path}: Authorization=${request.authorization}`,
    });
    const response = await call({ url: '/api/features' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message:
        "The production backend's answer was withheld: it carried the gateway's own credential",
    });
    expect(response.body).not.toContain(BACKEND_TOKEN);
  });

  it('withholds an error that repeats the bare password', async () => {
    gateway.double.intercept = () => ({
      status: 400,
      body: `Bad credentials for ${BACKEND_ACCOUNT.username}/${BACKEND_ACCOUNT.password}`,
    });
    const response = await call({ url: '/api/admin/chats' });
    expect(response.statusCode).toBe(502);
    expect(response.body).not.toContain(BACKEND_ACCOUNT.password);
  });

  it('withholds a success that repeats the Authorization token', async () => {
    gateway.double.intercept = (request) => ({
      status: 200,
      body: { seen: request.authorization },
    });
    const response = await call({ url: '/api/exchange-rates/latest' });
    expect(response.statusCode).toBe(502);
    expect(response.body).not.toContain(BACKEND_TOKEN);
  });
});
