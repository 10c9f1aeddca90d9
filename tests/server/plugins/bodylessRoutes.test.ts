// A route without a body schema refuses a body, on the embedded API and through the gateway alike:
// a request carrying one is a 400 `{message}` naming the problem, and the gateway forwards nothing
// (it used to forward whatever came, and the embedded API took any body). Routes that read a body
// (those with a body schema, DELETE /transactions/bulk's JSON array among them) still take theirs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { fuzzingAccount } from '../fuzz/mutations.ts';
import { routeTable, validUrl, type RouteSpec } from '../fuzz/routeTable.ts';
import { startGateway, type GatewayFixture } from '../gateway/gatewayFixture.ts';
import { freshState } from '../../../tools/backendDoubleData.ts';
import { buildTestApp } from '../helpers.ts';

const NO_BODY = /^body: /;

/** The answer's JSON `message`, or '' (an empty or text answer). */
function messageOf(response: { body: string }): string {
  try {
    const { message } = JSON.parse(response.body) as { message?: unknown };
    return typeof message === 'string' ? message : '';
  } catch {
    return '';
  }
}

function request(spec: RouteSpec, auth: string, payload?: unknown): InjectOptions {
  return {
    method: spec.method,
    url: validUrl(spec),
    headers: { authorization: auth, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  };
}

let embedded: { app: FastifyInstance; auth: string };
let gateway: GatewayFixture;
// The valid requests below include wrong passwords and codes (the fuzzer's), which count toward
// the sign-in lock-out: a high limit keeps it out of the way.
const LIMITS = { AUTH_MAX_FAILURES: '1000' };
// The valid requests name record 1, the first account: a second one (an owner) sends them.
let embeddedAuth = '';
let gatewayAuth = '';
beforeAll(async () => {
  embedded = await buildTestApp(LIMITS);
  gateway = await startGateway(LIMITS);
  embeddedAuth = await fuzzingAccount(embedded.app, embedded.auth);
  gatewayAuth = await fuzzingAccount(gateway.app, gateway.auth);
});
afterAll(async () => {
  await embedded.app.close();
  await gateway.close();
});
beforeEach(() => {
  Object.assign(gateway.double.state, freshState(new Date()));
});

const MODES = [
  { name: 'the embedded API', target: () => ({ app: embedded.app, auth: embeddedAuth }) },
  { name: 'the gateway', target: () => ({ app: gateway.app, auth: gatewayAuth }) },
] as const;

describe.each(MODES)('$name', ({ target }) => {
  // The app's routes, each with its valid request.
  const served = (app: FastifyInstance) => routeTable(app);

  it('refuses a body on every route that has no body schema, with a 400 naming it', async () => {
    const { app, auth } = target();
    const bodyless = served(app).filter((spec) => spec.body === undefined);
    expect(bodyless.length).toBeGreaterThan(30);
    const calls = () => gateway.double.calls.length;
    const before = calls();
    const wrong: string[] = [];
    for (const spec of bodyless) {
      for (const payload of [{ stray: true }, [1], 'text', null]) {
        const response = await app.inject(request(spec, auth, payload));
        const message = messageOf(response);
        if (response.statusCode !== 400 || !NO_BODY.test(message)) {
          wrong.push(
            `${spec.method} ${spec.path} ${JSON.stringify(payload)} -> ${response.statusCode} ${message}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    // Nothing reached the backend.
    expect(calls()).toBe(before);
  });

  it('takes the body of every route that reads one', async () => {
    const { app, auth } = target();
    for (const spec of served(app).filter((route) => route.body !== undefined)) {
      const response = await app.inject(request(spec, auth, spec.body));
      expect(messageOf(response), `${spec.method} ${spec.path}`).not.toMatch(NO_BODY);
    }
  });

  it('deletes transactions in bulk with a JSON array body', async () => {
    const { app, auth } = target();
    const bulk = { method: 'DELETE', path: '/transactions/bulk' } as const;
    const response = await app.inject(request(bulk, auth, [999, 998]));
    if (app === gateway.app) {
      expect(response.statusCode).toBe(204);
      expect(gateway.double.calls.at(-1)).toMatchObject({
        path: '/transactions/bulk',
        body: [999, 998],
      });
    } else {
      // No demo data: none of these exist, which is the embedded API's 404, not a refused body.
      expect(response.statusCode).toBe(404);
      expect(messageOf(response)).toBe('None of these transactions exist');
    }
  });
});
