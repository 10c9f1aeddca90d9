// Fuzzing every route of the gateway, in front of the backend double (which answers a client's
// mistake with a 500, as the production backend does), with the embedded API's malformed requests
// from a fixed seed: none may answer 5xx (the gateway refuses first, with a 4xx naming the field,
// what the backend would answer with a 500), and every 4xx is JSON with a `message`. Only a
// backend that is down or broken may give 502 or 504. A failure names the request. Beside the
// malformed requests: empty journal filters (which the backend's enum parse answers with a 500,
// API-NOTES A3) and wrong Humo codes and passwords (its helper's refusals, a 500 "Failed to
// forward request", API-NOTES A), well-formed, so that they reach the backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { pickOne, randomInt, seededRandom } from '../../../server/db/seeds/seededRandom.ts';
import { startGateway, type GatewayFixture } from '../gateway/gatewayFixture.ts';
import { HUMO_HELPER } from '../../../tools/backendDouble.ts';
import { registeredRoutes } from '../helpers.ts';
import { fuzzingAccount, malformedRequest } from './mutations.ts';
import { validRequests, type RouteSpec } from './routeTable.ts';

const SEED = 20_261_127;
const REQUESTS_PER_ROUTE = 80;

let gateway: GatewayFixture;
let auth: string;
// The gateway's own routes, each with its valid request (routeTable.ts).
let served: RouteSpec[];
beforeAll(async () => {
  // As in fuzz.test.ts: wrong current passwords lock an account out, and the fuzzer makes many.
  gateway = await startGateway({ AUTH_MAX_FAILURES: '1000000' });
  auth = await fuzzingAccount(gateway.app, gateway.auth);
  served = validRequests(registeredRoutes(gateway.app)).table;
});
afterAll(() => gateway.close());

describe('fuzzing the gateway', () => {
  it('has a valid request for every /api route of the gateway', () => {
    expect(validRequests(registeredRoutes(gateway.app)).missing).toEqual([]);
    const listed = gateway.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      // /config.json, the probes, /metrics and the panel's * are not API.
      .filter(
        (line) => !/\/(config\.json|healthz|readyz|metrics)\b/.test(line) && !/── \* \(/.test(line),
      );
    const methods = listed.flatMap((line) =>
      [...line.matchAll(/\b(GET|POST|PUT|DELETE)\b/g)].map((match) => match[1]),
    );
    expect(served.length).toBe(methods.length);
  });

  it('answers malformed requests with no 5xx and a JSON message on every 4xx', async () => {
    const random = seededRandom(SEED);
    const failures: string[] = [];
    const routes = served;
    let refused = 0;
    const statuses = new Set<number>();
    for (const spec of routes) {
      for (let index = 0; index < REQUESTS_PER_ROUTE; index += 1) {
        const request = malformedRequest(random, spec, auth);
        const response = await gateway.app.inject(request);
        statuses.add(response.statusCode);
        const label = `${request.method} ${String(request.url).slice(0, 200)} -> ${response.statusCode}`;
        if (response.statusCode >= 500) {
          failures.push(`${label} ${response.body.slice(0, 200)}`);
        } else if (response.statusCode >= 400) {
          refused += 1;
          let message: unknown;
          try {
            message = response.json<{ message?: unknown }>().message;
          } catch {
            message = undefined;
          }
          if (typeof message !== 'string' || message.length === 0) {
            failures.push(`${label} without a JSON message: ${response.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(routes.length * REQUESTS_PER_ROUTE * 0.5);
    // The malformed requests reached the gateway's checks (none was refused at the sign-in) and
    // the well-formed parts of them reached the backend.
    expect(statuses.has(429) || statuses.has(401)).toBe(false);
    expect(gateway.double.calls.filter((call) => call.method !== 'GET').length).toBeGreaterThan(
      100,
    );
  }, 120_000);

  it('answers empty journal filters and wrong Humo codes and passwords with no 5xx', async () => {
    const random = seededRandom(SEED);
    const requests: InjectOptions[] = [];
    const filters = ['status', 'type', 'cardId', 'platformId'];
    for (const name of filters) {
      for (const query of [`${name}=`, name, `${name}=&q=ali`, `range=[0,9]&${name}`]) {
        requests.push({ url: `/api/transactions?${query}` });
      }
    }
    const phone = '+998901234567';
    for (let index = 0; index < 40; index += 1) {
      const code = String(randomInt(random, 1000, 99_999_999));
      if (code !== HUMO_HELPER.signInCode && code !== HUMO_HELPER.twoStepCode) {
        requests.push({ method: 'POST', url: '/api/humo/smscode', payload: { phone, code } });
      }
      const password = `${pickOne(random, ['', HUMO_HELPER.hint, HUMO_HELPER.password])}-${code}`;
      requests.push({ method: 'POST', url: '/api/humo/twostep', payload: { phone, password } });
    }
    const failures: string[] = [];
    const reachedBefore = gateway.double.calls.length;
    for (const request of requests) {
      const response = await gateway.app.inject({ ...request, headers: { authorization: auth } });
      const label = `${request.method ?? 'GET'} ${String(request.url)} ${JSON.stringify(request.payload ?? '')} -> ${response.statusCode}`;
      if (response.statusCode >= 500) failures.push(`${label} ${response.body.slice(0, 200)}`);
      if (response.statusCode >= 400 && typeof response.json().message !== 'string') {
        failures.push(`${label} without a JSON message`);
      }
    }
    expect(failures).toEqual([]);
    // They were well-formed: each reached the backend.
    expect(gateway.double.calls.length - reachedBefore).toBe(requests.length);
  });
});
