// Fuzzing every embedded API route with a few thousand malformed requests from a fixed seed: none
// may answer 5xx, and every 4xx must be JSON with a `message`. A failure names the request, which
// the seed replays exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { seededRandom } from '../../../server/db/seeds/seededRandom.ts';
import { buildTestApp } from '../helpers.ts';
import { addPaymentAccounts } from '../routes/transactionFixtures.ts';
import { fuzzingAccount, malformedRequest } from './mutations.ts';
import { ROUTES } from './routeTable.ts';

const SEED = 20_251_124;
const REQUESTS_PER_ROUTE = 80;

let app: FastifyInstance;
let auth: string;
beforeAll(async () => {
  // The fuzzed own-password changes are wrong current passwords, which lock an account out like
  // wrong sign-ins (tests/server/secondStep/passwordGuesses.test.ts): the fuzzer's account may
  // guess as often as it takes to reach every route's checks.
  const built = await buildTestApp({ AUTH_MAX_FAILURES: '1000000' });
  app = built.app;
  auth = await fuzzingAccount(app, built.auth);
  // Records for the valid parts of the requests to find (ids 1 and 2 exist).
  addPaymentAccounts(app.db);
});
afterAll(() => app.close());

describe('fuzzing the API', () => {
  it('knows every /api route of the app', () => {
    const listed = app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      // The tree's lines below /api/... are its children; /config.json, the probes, /metrics and
      // the panel's * are not API.
      .filter(
        (line) => !/\/(config\.json|healthz|readyz|metrics)\b/.test(line) && !/── \* \(/.test(line),
      );
    for (const spec of ROUTES) {
      expect(app.hasRoute({ method: spec.method, url: `/api${spec.path}` }), spec.path).toBe(true);
    }
    const methods = listed.flatMap((line) =>
      [...line.matchAll(/\b(GET|POST|PUT|DELETE)\b/g)].map((match) => match[1]),
    );
    expect(ROUTES.length).toBe(methods.length);
  });

  it(`answers ${ROUTES.length * REQUESTS_PER_ROUTE} malformed requests with no 5xx and a JSON message on every 4xx`, async () => {
    const random = seededRandom(SEED);
    const failures: string[] = [];
    let refused = 0;
    const statuses = new Set<number>();
    for (const spec of ROUTES) {
      for (let index = 0; index < REQUESTS_PER_ROUTE; index += 1) {
        const request = malformedRequest(random, spec, auth);
        const response = await app.inject(request);
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
          const json = String(response.headers['content-type']).startsWith('application/json');
          if (!json || typeof message !== 'string' || message.length === 0) {
            failures.push(`${label} without a JSON message: ${response.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Most requests must be refused, or the fuzzer is not reaching the checks; the rest are breaks
    // a route rightly ignores (an unknown query key, a body on a GET, a missing optional field).
    expect(refused).toBeGreaterThan(ROUTES.length * REQUESTS_PER_ROUTE * 0.5);
    // They reached the routes' checks: none was refused at the sign-in.
    expect(statuses.has(429) || statuses.has(401)).toBe(false);
  }, 120_000);
});
