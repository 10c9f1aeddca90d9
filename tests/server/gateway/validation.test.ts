// Every request the gateway forwards is checked with the embedded API's own request schemas (and
// its few checks that a schema cannot say) first: a bad one gets our 400 naming its field and
// never reaches the backend. The fuzzer of the embedded API (tests/server/fuzz) runs against the
// gateway too.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { seededRandom } from '../../../server/db/seeds/seededRandom.ts';
import { FORWARDED_ROUTES } from '../../../server/gateway/forwardedRoutes.ts';
import { malformedRequest } from '../fuzz/mutations.ts';
import { routeTable, type RouteSpec } from '../fuzz/routeTable.ts';
import { startGateway } from './gatewayFixture.ts';
import type { GatewayFixture } from './gatewayFixture.ts';

let gateway: GatewayFixture;
// Every route of the gateway with its valid request.
let ROUTES: RouteSpec[];
beforeAll(async () => {
  gateway = await startGateway();
  ROUTES = routeTable(gateway.app);
});
afterAll(() => gateway.close());
afterEach(() => {
  gateway.double.intercept = undefined;
  gateway.double.calls.length = 0;
});

const platform = {
  name: 'Melbet RU',
  currency: 'RUB',
  apiKey: 'key',
  login: 'melbet',
  workplaceId: 'WP-2',
  password: '',
};

describe('a request the schemas refuse', () => {
  it.each<[string, InjectOptions, string]>([
    [
      'a platform write with an unknown currency',
      { method: 'PUT', url: '/api/platforms/2', payload: { ...platform, currency: 'EUR' } },
      'currency: must be UZS or RUB',
    ],
    [
      'a platform write with a blank name',
      { method: 'PUT', url: '/api/platforms/2', payload: { ...platform, name: '  ' } },
      'name: is required',
    ],
    [
      'a new platform without its password',
      { method: 'POST', url: '/api/platforms', payload: { ...platform, password: ' ' } },
      'password: is required',
    ],
    [
      'a path id that is not one',
      { method: 'DELETE', url: '/api/platforms/1e3' },
      'id: must be a positive integer',
    ],
    [
      'a card number of 15 digits',
      {
        method: 'POST',
        url: '/api/admin/cards/oson/1',
        payload: { cardNumber: '860012345678901', paymentSystem: 'HUMO', balance: 0 },
      },
      'cardNumber: must be 16 digits',
    ],
    [
      'a bulk delete of ids as strings',
      { method: 'DELETE', url: '/api/transactions/bulk', payload: ['7'] },
      'ids.0: must be a positive integer',
    ],
    [
      'a toggle that is neither on nor off',
      { method: 'POST', url: '/api/features/toggle/bonus?enabled=maybe' },
      'enabled: must be boolean',
    ],
    [
      'an Oson config whose body names another id',
      {
        method: 'PUT',
        url: '/api/oson/config/1',
        payload: {
          id: 2,
          deviceName: 'X',
          phone: '+998901234567',
          password: '',
          deviceId: 'd',
          apiUrl: 'https://core.oson.uz',
        },
      },
      'id: must match the id in the path',
    ],
    [
      'more winners than users',
      {
        method: 'POST',
        url: '/api/lottery/award-random-users?totalUsers=2&randomUsers=5&amount=1',
      },
      'randomUsers: must not exceed totalUsers',
    ],
    [
      'a rate past the double range',
      {
        method: 'POST',
        url: '/api/exchange-rates/update',
        payload: '{"uzsToRub":1e400,"rubToUzs":140}',
        headers: { 'content-type': 'application/json' },
      },
      'uzsToRub: must be a finite number',
    ],
    [
      'a broadcast with a tag Telegram refuses',
      { method: 'POST', url: '/api/broadcast/send', payload: { messageText: '<div>Hi</div>' } },
      'messageText: <div> is not allowed; Telegram supports only b, strong, i, em, u, ins, s, strike, del, a href, code, pre, blockquote (expandable), span class="tg-spoiler", tg-spoiler',
    ],
    [
      'a journal filter of an unknown status',
      { method: 'GET', url: '/api/transactions?status=LOST' },
      'status: must be one of PENDING, PENDING_SMS, PENDING_ADMIN, APPROVED, BONUS_APPROVED, CANCELED, PENDING_PAYMENT, FAILED, PENDING_SCREENSHOT',
    ],
  ])('%s: 400 naming the field, and the backend hears nothing', async (_name, request, message) => {
    const response = await gateway.app.inject({
      ...request,
      headers: { ...request.headers, authorization: gateway.auth },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(gateway.double.calls).toEqual([]);
  });
});

describe('fuzzing the gateway', () => {
  const SEED = 20_260_125;
  const REQUESTS_PER_ROUTE = 40;

  it('has a valid request for every forwarded route in the fuzzer table', () => {
    const fuzzed = new Set(ROUTES.map((spec) => `${spec.method} ${spec.path}`));
    const missing = FORWARDED_ROUTES.map((route) => `${route.method} ${route.url}`).filter(
      (route) => !fuzzed.has(route),
    );
    expect(missing).toEqual([]);
  });

  it('refuses malformed requests without a 5xx, with a JSON message, before the backend', async () => {
    // The backend accepts everything: any refusal is the gateway's own.
    gateway.double.intercept = () => ({ status: 200, body: {} });
    const random = seededRandom(SEED);
    const failures: string[] = [];
    let refused = 0;
    for (const spec of ROUTES) {
      for (let index = 0; index < REQUESTS_PER_ROUTE; index += 1) {
        const request = malformedRequest(random, spec, gateway.auth);
        const before = gateway.double.calls.length;
        const response = await gateway.app.inject(request);
        const label = `${request.method} ${String(request.url).slice(0, 160)} -> ${response.statusCode}`;
        if (response.statusCode >= 500) {
          failures.push(`${label} ${response.body.slice(0, 200)}`);
          continue;
        }
        if (response.statusCode < 400) continue;
        refused += 1;
        const message = response.headers['content-type']?.toString().startsWith('application/json')
          ? (JSON.parse(response.body) as { message?: unknown }).message
          : undefined;
        if (typeof message !== 'string' || !message) {
          failures.push(`${label} without a JSON message: ${response.body.slice(0, 200)}`);
        }
        // A refused write may have read its record first, never sent itself.
        const sent = gateway.double.calls
          .slice(before)
          .filter((call) => call.method === request.method);
        if (sent.length > 0) failures.push(`${label} reached the backend`);
      }
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(ROUTES.length * REQUESTS_PER_ROUTE * 0.5);
  }, 60_000);
});
