// Only what a form owns reaches the backend through the gateway: a property that is no field of
// the record, or an `id` in a create (which the backend's entity-bound POSTs would take as the
// record to overwrite), is a 400 naming it with nothing forwarded; a field of the record the write
// may not set (primaryConfig on an Oson create) is dropped; and the audit entry records exactly
// the body forwarded. Text answers labelled JSON (the backend labels a String with the request's
// Accept) are successes.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { respond } from '../../../tools/backendDouble.ts';
import { startGateway, type GatewayFixture } from './gatewayFixture.ts';

let gateway: GatewayFixture;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());
afterEach(() => {
  gateway.double.intercept = undefined;
});

const call = (request: InjectOptions) =>
  gateway.app.inject({ ...request, headers: { ...request.headers, authorization: gateway.auth } });

const writesForwarded = () => gateway.double.calls.filter((c) => c.method !== 'GET').length;

const config = {
  deviceName: 'Pixel 8',
  phone: '+998909998877',
  password: 'pixel-pass',
  deviceId: 'dev-9',
  apiUrl: 'https://core.oson.uz',
};

describe('a create carrying what its form does not own', () => {
  it.each([
    ['/api/oson/config', { ...config, id: 2 }, 'id: is not allowed'],
    ['/api/oson/config', { ...config, apiKey: 'mine' }, 'apiKey: is not allowed'],
    [
      '/api/admin/cards/oson/1',
      { cardNumber: '8600111122223333', paymentSystem: 'HUMO', id: 6 },
      'id: is not allowed',
    ],
    [
      '/api/admin/cards/oson/1',
      { cardNumber: '8600111122223333', paymentSystem: 'HUMO', lastUsed: null },
      'lastUsed: is not allowed',
    ],
    ['/api/lottery/prizes', { amount: 5, numberOfPrize: 9, id: 1 }, 'id: is not allowed'],
    [
      '/api/platforms',
      {
        name: 'X',
        currency: 'UZS',
        apiKey: 'k',
        login: 'l',
        password: 'p',
        workplaceId: 'w',
        secret: 's',
      },
      'secret: is not allowed',
    ],
  ])('POST %s %j is refused, nothing forwarded', async (url, payload, message) => {
    const before = writesForwarded();
    const response = await call({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(writesForwarded()).toBe(before);
  });

  it("drops an Oson create's primaryConfig: only set-primary moves it", async () => {
    const response = await call({
      method: 'POST',
      url: '/api/oson/config',
      payload: { ...config, primaryConfig: true },
    });
    expect(response.statusCode).toBe(200);
    const sent = gateway.double.calls.at(-1)!;
    expect(sent.body).toEqual(config);
    const configs = gateway.double.state.osonConfigs;
    expect(configs.find((c) => c.phone === config.phone)).toMatchObject({ primaryConfig: false });
    expect(configs.filter((c) => c.primaryConfig).map((c) => c.id)).toEqual([1]);
  });
});

describe('the audit entry of a forwarded write', () => {
  it('records exactly the body forwarded', async () => {
    const response = await call({
      method: 'PUT',
      url: '/api/admin/cards/6',
      payload: {
        cardNumber: '8600 9876 5432 1098',
        ownerName: 'Aziz Karimov',
        paymentSystem: 'UZCARD',
        balance: 1,
        balanceSeen: 730000,
      },
    });
    expect(response.statusCode).toBe(200);
    // The PUT (the card is read again after it).
    const put = gateway.double.calls.findLast((c) => c.method === 'PUT')!;
    const sent = put.body as Record<string, unknown>;
    // The balance the admin set, the number without its spaces, the rest as stored.
    expect(sent).toMatchObject({ cardNumber: '8600987654321098', balance: 1, lastUsed: null });
    expect(sent).not.toHaveProperty('balanceSeen');
    const entry = gateway.app.db
      .prepare("SELECT changes FROM audit_log WHERE resource = 'cards' ORDER BY id DESC LIMIT 1")
      .pluck()
      .get() as string;
    expect(JSON.parse(entry)).toEqual([{ field: 'balance', old: 730000, new: 1 }]);
  });
});

describe('a text answer labelled JSON', () => {
  it.each([
    ['POST', '/api/features/toggle/bonus?enabled=true', undefined],
    ['POST', '/api/admin/chats?chatId=42', undefined],
    ['PUT', '/api/admin/chats/42?enable=false', undefined],
    ['DELETE', '/api/admin/chats/42', undefined],
    ['PUT', '/api/oson/config/2/set-primary', undefined],
    [
      'PUT',
      '/api/oson/config/1',
      { id: 1, deviceName: 'A', phone: '+998901234567', deviceId: 'd' },
    ],
    ['POST', '/api/oson/config', { ...config, phone: '+998905550000' }],
    ['POST', '/api/broadcast/send', { messageText: 'Salom' }],
  ] as const)('%s %s answers 2xx: the write was done', async (method, url, payload) => {
    // A backend that labels its String answers application/json, whatever the gateway accepts.
    gateway.double.intercept = (request) =>
      respond(gateway.double.state, { ...request, accept: 'application/json, text/plain, */*' });
    const response = await call({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
  });
});
