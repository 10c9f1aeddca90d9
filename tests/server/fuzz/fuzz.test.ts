// Fuzzing every embedded API route with a few thousand malformed requests from a fixed seed, made
// from each route's valid request (routeTable.ts: the examples of its schemas): none may answer
// 5xx, and every 4xx must be JSON with a `message`. A failure names the request, which the seed
// replays exactly.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Type } from 'typebox';
import { seededRandom } from '../../../server/db/seeds/seededRandom.ts';
import {
  BODY_AJV_OPTIONS,
  TEXT_AJV_OPTIONS,
  closedSchema,
} from '../../../server/plugins/validation.ts';
import { buildTestApp, registeredRoutes } from '../helpers.ts';
import { addPaymentAccounts } from '../routes/transactionFixtures.ts';
import { fuzzingAccount, malformedRequest } from './mutations.ts';
import {
  COMES_RIGHT_AFTER,
  labelOf,
  routeTable,
  textOf,
  validRequests,
  validUrl,
  type RouteSpec,
} from './routeTable.ts';

const SEED = 20_251_124;
const REQUESTS_PER_ROUTE = 80;

let app: FastifyInstance;
let auth: string;
let ROUTES: RouteSpec[];
beforeAll(async () => {
  // The fuzzed own-password changes are wrong current passwords, which lock an account out like
  // wrong sign-ins (tests/server/secondStep/passwordGuesses.test.ts): the fuzzer's account may
  // guess as often as it takes to reach every route's checks.
  const built = await buildTestApp({ AUTH_MAX_FAILURES: '1000000' });
  app = built.app;
  auth = await fuzzingAccount(app, built.auth);
  // Records for the valid parts of the requests to find (ids 1 and 2 exist).
  addPaymentAccounts(app.db);
  ROUTES = validRequests(registeredRoutes(app)).table;
});
afterAll(() => app.close());

/** A route as Fastify's onRoute hook sees it, for the table's own checks. */
const route = (method: string, url: string, schema?: RouteOptions['schema']) =>
  ({ method, url, schema, handler: () => undefined }) as RouteOptions;

describe('the valid requests', () => {
  it("come from the examples of the routes' schemas, and name a route without them", () => {
    const page = Type.Object({ page: Type.String() });
    const { table, missing } = validRequests([
      route('POST', '/api/visits', { body: page }),
      route('GET', '/api/visits', { querystring: page }),
      route('GET', '/api/visits/:id', { querystring: Type.Partial(page) }),
      route('HEAD', '/api/visits/:id'),
      route('PUT', '/api/visits/:id', {
        params: Type.Object({ id: Type.String() }, { examples: [{ id: 'main page' }] }),
        querystring: Type.Object({ on: Type.Boolean() }, { examples: [{ on: false }] }),
        body: Type.Array(Type.Integer(), { examples: [[1, 2]] }),
      }),
      route('PATCH', '/api/visits/:id'),
      route('GET', '/config.json'),
      route(['GET', 'POST'] as unknown as string, '/api/*'),
    ]);
    expect(missing).toEqual([
      'POST /visits: its body schema has no examples',
      'GET /visits: its querystring schema has required keys and no examples',
      'PATCH /visits/:id: a method the fuzzer does not send',
    ]);
    expect(table).toEqual([
      { method: 'POST', path: '/visits' },
      { method: 'GET', path: '/visits' },
      { method: 'GET', path: '/visits/:id' },
      {
        method: 'PUT',
        path: '/visits/:id',
        params: { id: 'main page' },
        query: { on: 'false' },
        body: [1, 2],
      },
    ]);
    expect(validUrl(table[3])).toBe('/api/visits/main%20page?on=false');
    expect(() => routeTable({} as FastifyInstance)).toThrow(/buildTestApp/);
  });

  it('keep the order where it matters', () => {
    const labels = ROUTES.map(labelOf);
    for (const [first, then] of COMES_RIGHT_AFTER) {
      expect(labels.indexOf(first), first).toBeGreaterThan(-1);
      expect(labels.indexOf(then), then).toBe(labels.indexOf(first) + 1);
    }
  });

  it("are accepted by their routes' own schemas", () => {
    // Fastify's Ajv as the app sets it up (server/plugins/validation.ts): a query and a path are
    // text, coerced; a body is JSON, closed.
    const factory = AjvCompiler();
    type Compile = (route: object) => ((data: unknown) => boolean) & { errors?: unknown };
    const forBody = factory({}, { customOptions: BODY_AJV_OPTIONS }) as unknown as Compile;
    const forText = factory({}, { customOptions: TEXT_AJV_OPTIONS }) as unknown as Compile;
    const refused: string[] = [];
    let checked = 0;
    for (const { method, url, schema = {} } of registeredRoutes(app)) {
      for (const httpPart of ['params', 'querystring', 'body'] as const) {
        const part = schema[httpPart] as { examples?: unknown[] } | undefined;
        for (const example of part?.examples ?? []) {
          const body = httpPart === 'body';
          const validate = body
            ? forBody({ schema: closedSchema(part), method, url, httpPart })
            : forText({ schema: part, method, url, httpPart });
          checked += 1;
          if (!validate(body ? structuredClone(example) : textOf(example))) {
            refused.push(
              `${String(method)} ${url} ${httpPart}: ${JSON.stringify(validate.errors)}`,
            );
          }
        }
      }
    }
    expect(refused).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });
});

describe('fuzzing the API', () => {
  it('has a valid request for every /api route of the app', () => {
    // Built from the app's own routes (routeTable.ts): none lacks the examples it needs, and
    // none is left out (as many as Fastify lists).
    expect(validRequests(registeredRoutes(app)).missing).toEqual([]);
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

  it(`answers ${REQUESTS_PER_ROUTE} malformed requests per route with no 5xx and a JSON message on every 4xx`, async () => {
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
