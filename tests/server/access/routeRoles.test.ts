// Every /api route of both modes (the embedded API, the gateway in front of the backend double),
// with each role, against the roles table (contract/roles.ts): what the role may do is not refused
// by role, what it may not is a 403 `{code: "forbidden"}`, recorded in the audit log and (on the
// gateway) never forwarded. The routes are listed from the app itself, so a new route without a
// rule fails here (and the server would not start: server/access/plugin.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ROLES, ROLE_HEADER, canDo, type Role } from '../../../contract/roles.ts';
import { ruleOf } from '../../../server/access/routeAccess.ts';
import { routeAccess } from '../../../server/app.ts';
import { basicAuth, buildTestApp } from '../helpers.ts';
import { routeTable, validUrl, type RouteSpec } from '../fuzz/routeTable.ts';
import { startGateway, type GatewayFixture } from '../gateway/gatewayFixture.ts';
import { addPaymentAccounts } from '../routes/transactionFixtures.ts';

const ROUTE_ACCESS = await routeAccess();

/** Each role's account (owner: the app's own), made by the owner. */
async function accountsOf(app: FastifyInstance, ownerAuth: string): Promise<Record<Role, string>> {
  const auths = { owner: ownerAuth } as Record<Role, string>;
  for (const role of ROLES.filter((r) => r !== 'owner')) {
    const account = { username: `${role}-1`, password: `${role}-password-1` };
    const made = await app.inject({
      method: 'POST',
      url: '/api/panel-accounts',
      headers: { authorization: ownerAuth },
      payload: { ...account, role },
    });
    expect(made.statusCode).toBe(201);
    auths[role] = basicAuth(account.username, account.password);
  }
  return auths;
}

/** The app's /api routes as [method, url] (HEAD and the panel's files left out). */
function routesOf(app: FastifyInstance): Array<[string, string]> {
  return routeTable(app).map((spec) => [spec.method, spec.path]);
}

/** The route's valid request (the fuzzer's table, from its schemas' examples), signed in as `auth`. */
function validRequest(spec: RouteSpec, auth: string) {
  return {
    method: spec.method,
    url: validUrl(spec),
    headers: { authorization: auth },
    ...(spec.body === undefined ? {} : { payload: spec.body as object }),
  };
}

const MODES = [
  {
    name: 'the embedded API',
    start: async () => {
      const { app, auth } = await buildTestApp();
      addPaymentAccounts(app.db);
      return { app, auth, forwarded: () => 0, close: () => app.close() };
    },
  },
  {
    name: 'the gateway',
    start: async () => {
      const gateway: GatewayFixture = await startGateway();
      return {
        app: gateway.app,
        auth: gateway.auth,
        forwarded: () => gateway.double.calls.length,
        close: gateway.close,
      };
    },
  },
];

describe.each(MODES)('every route of $name with every role', (mode) => {
  let app: FastifyInstance;
  let auths: Record<Role, string>;
  let forwarded: () => number;
  let close: () => Promise<void>;
  // The app's routes, each with its valid request.
  let ROUTES: RouteSpec[];
  beforeAll(async () => {
    const started = await mode.start();
    ({ app, forwarded, close } = started);
    auths = await accountsOf(app, started.auth);
    ROUTES = routeTable(app);
  });
  afterAll(() => close());

  it('has a rule for every route', () => {
    const listed = app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      // Outside /api: the panel's settings, the service's probes and /metrics (its own token).
      .filter(
        (line) => !/\/(config\.json|healthz|readyz|metrics)\b/.test(line) && !/── \* \(/.test(line),
      );
    const count = listed.flatMap((line) => [...line.matchAll(/\b(GET|POST|PUT|DELETE)\b/g)]).length;
    const routes = routesOf(app);
    // The fuzzer's table is the app's own: every route (this app has no sign-in by Telegram).
    expect(routes.length).toBe(count);
    for (const [method, url] of routes)
      expect(ruleOf(method, url, ROUTE_ACCESS), `${method} ${url}`).toBeDefined();
  });

  it.each(ROLES.filter((role) => role !== 'owner'))(
    'refuses the %s what the table refuses it, forwarding nothing, and lets the rest through',
    async (role) => {
      const refusedAt: string[] = [];
      const wrong: string[] = [];
      for (const spec of ROUTES) {
        const rule = ruleOf(spec.method, spec.path, ROUTE_ACCESS);
        if (!rule) continue;
        const allowed = canDo(role, rule[0], rule[1]);
        const before = forwarded();
        const response = await app.inject(validRequest(spec, auths[role]));
        const label = `${spec.method} ${spec.path} -> ${response.statusCode}`;
        if (allowed && response.statusCode === 403) wrong.push(`${label}: refused`);
        if (!allowed) {
          refusedAt.push(`${spec.method} ${spec.path}`);
          if (response.statusCode !== 403 || response.json().code !== 'forbidden') {
            wrong.push(`${label}: not refused`);
          }
          if (forwarded() !== before) wrong.push(`${label}: forwarded`);
        }
      }
      expect(wrong).toEqual([]);
      expect(refusedAt.length).toBeGreaterThan(0);
      const logged = app.db
        .prepare("SELECT count(*) FROM audit_log WHERE action = 'forbidden' AND username = ?")
        .pluck()
        .get(`${role}-1`) as number;
      // Each refusal is in the audit log, up to the per-account cap.
      expect(logged).toBe(Math.min(refusedAt.length, 20));
    },
  );

  it("names the account's role on its answers, read with each request", async () => {
    const cards = { method: 'GET' as const, url: '/api/admin/cards' };
    for (const role of ROLES) {
      const answer = await app.inject({ ...cards, headers: { authorization: auths[role] } });
      expect(answer.headers[ROLE_HEADER], role).toBe(role);
    }
    const refused = await app.inject({
      method: 'GET',
      url: '/api/panel-accounts',
      headers: { authorization: auths.viewer },
    });
    expect(refused.headers[ROLE_HEADER]).toBe('viewer');
    const signedOut = await app.inject(cards);
    expect(signedOut.headers[ROLE_HEADER]).toBeUndefined();
  });

  it('lets the owner through everywhere', async () => {
    for (const spec of ROUTES) {
      const response = await app.inject(validRequest(spec, auths.owner));
      expect(response.statusCode, `${spec.method} ${spec.path}`).not.toBe(403);
    }
  });
});
