// A HEAD request is answered by the GET route's handler (Fastify adds it to every GET), with the
// GET's status and Content-Length: it must be checked by the GET's rule, or a role refused the GET
// learns through HEAD that a record exists and how long its secret answer is. Both modes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { canDo, type Role } from '../../../contract/roles.ts';
import { ruleOf } from '../../../server/access/routeAccess.ts';
import { routeAccess } from '../../../server/app.ts';
import { basicAuth, buildTestApp } from '../helpers.ts';
import { routeTable, validUrl } from '../fuzz/routeTable.ts';
import { startGateway } from '../gateway/gatewayFixture.ts';

const ROUTE_ACCESS = await routeAccess();

const MODES = [
  {
    name: 'the embedded API',
    start: async () => {
      const { app, auth } = await buildTestApp();
      return { app, auth, forwarded: () => 0, close: () => app.close() };
    },
  },
  {
    name: 'the gateway',
    start: async () => {
      const gateway = await startGateway();
      return {
        app: gateway.app,
        auth: gateway.auth,
        forwarded: () => gateway.double.calls.length,
        close: gateway.close,
      };
    },
  },
];

const PLATFORM = {
  name: 'Bet',
  currency: 'UZS',
  apiKey: 'the-platform-secret-key',
  login: 'cashier',
  password: 'secret-password',
  workplaceId: '7',
};

describe.each(MODES)('HEAD on $name', (mode) => {
  let app: FastifyInstance;
  let auths: Record<Role, string>;
  let forwarded: () => number;
  let close: () => Promise<void>;
  let platformId: number;

  beforeAll(async () => {
    const started = await mode.start();
    ({ app, forwarded, close } = started);
    auths = { owner: started.auth } as Record<Role, string>;
    for (const role of ['operator', 'viewer'] as const) {
      const account = { username: `${role}-1`, password: `${role}-password-1` };
      const made = await app.inject({
        method: 'POST',
        url: '/api/panel-accounts',
        headers: { authorization: started.auth },
        payload: { ...account, role },
      });
      expect(made.statusCode).toBe(201);
      auths[role] = basicAuth(account.username, account.password);
    }
    const platform = await app.inject({
      method: 'POST',
      url: '/api/platforms',
      headers: { authorization: started.auth },
      payload: PLATFORM,
    });
    expect(platform.statusCode).toBeLessThan(300);
    platformId = (platform.json() as { id: number }).id;
  });
  afterAll(() => close());

  const as = (method: 'GET' | 'HEAD', url: string, auth: string) =>
    app.inject({ method, url, headers: { authorization: auth } });

  it("refuses a viewer's HEAD on a platform's secret answer as its GET, forwarding nothing", async () => {
    const url = `/api/platforms/${platformId}`;
    expect((await as('GET', url, auths.owner)).statusCode).toBe(200);
    expect((await as('HEAD', url, auths.owner)).statusCode).toBe(200);

    const get = await as('GET', url, auths.viewer);
    expect(get.statusCode).toBe(403);
    const before = forwarded();
    const head = await as('HEAD', url, auths.viewer);
    expect(head.statusCode).toBe(403);
    expect(head.body).toBe('');
    expect(forwarded()).toBe(before);
    // Recorded as the GET's refusal is: the resource and the action the rule names.
    const refusals = app.db
      .prepare(
        "SELECT count(*) FROM audit_log WHERE username = 'viewer-1' AND action = 'forbidden' AND resource = 'platforms'",
      )
      .pluck()
      .get() as number;
    expect(refusals).toBe(2);
  });

  it('refuses HEAD on the account directory to a viewer and an operator, as its GET', async () => {
    for (const role of ['viewer', 'operator'] as const) {
      expect((await as('GET', '/api/panel-accounts', auths[role])).statusCode).toBe(403);
      expect((await as('HEAD', '/api/panel-accounts', auths[role])).statusCode, role).toBe(403);
    }
    expect((await as('HEAD', '/api/panel-accounts', auths.owner)).statusCode).toBe(200);
  });

  it.each(['operator', 'viewer'] as const)(
    'refuses the %s a HEAD wherever the table refuses it the GET, and only there',
    async (role) => {
      const wrong: string[] = [];
      for (const spec of routeTable(app)) {
        if (spec.method !== 'GET') continue;
        if (!app.hasRoute({ method: 'HEAD', url: `/api${spec.path}` })) continue;
        const rule = ruleOf('GET', spec.path, ROUTE_ACCESS);
        if (!rule) continue;
        const head = await as('HEAD', validUrl(spec), auths[role]);
        const refused = head.statusCode === 403;
        if (refused === canDo(role, rule[0], rule[1]))
          wrong.push(`HEAD ${spec.path} -> ${head.statusCode}`);
      }
      expect(wrong).toEqual([]);
    },
  );
});
