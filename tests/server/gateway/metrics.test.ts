// The gateway's series on GET /metrics (metrics/plugin.ts): its calls to the backend by the route
// that made them, the method and the outcome (2xx..5xx, or no answer: timeout, unreachable), with
// their latency; and the audit entries of forwarded writes by the outcome they got (answered,
// no_answer, unknown when even that could not be recorded).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { METRICS_TOKEN, metricsText, sample } from '../metricsFixtures.ts';
import { startGateway } from './gatewayFixture.ts';
import type { GatewayFixture } from './gatewayFixture.ts';

let gateway: GatewayFixture;
beforeAll(async () => {
  gateway = await startGateway({ METRICS_TOKEN, UPSTREAM_TIMEOUT_MS: '400' });
});
afterAll(() => gateway.close());
afterEach(() => {
  gateway.double.intercept = undefined;
});

const call = (request: InjectOptions) =>
  gateway.app.inject({
    ...request,
    headers: { ...request.headers, authorization: gateway.auth },
  });

const backendCalls = (text: string, route: string, method: string, outcome: string) =>
  sample(text, 'gateway_backend_request_duration_seconds_count', { route, method, outcome }) || 0;

/** How much each sample moved while `act` ran. */
async function moved<T extends Record<string, (text: string) => number>>(
  samples: T,
  act: () => Promise<void>,
): Promise<Record<keyof T, number>> {
  const before = await metricsText(gateway.app);
  await act();
  const after = await metricsText(gateway.app);
  return Object.fromEntries(
    Object.entries(samples).map(([name, read]) => [name, read(after) - read(before)]),
  ) as Record<keyof T, number>;
}

describe("the gateway's backend calls", () => {
  it('are counted by route, method and outcome, with their latency', async () => {
    const change = await moved(
      {
        ok: (text) => backendCalls(text, '/api/platforms', 'GET', '2xx'),
        failed: (text) => backendCalls(text, '/api/platforms', 'GET', '5xx'),
      },
      async () => {
        expect((await call({ url: '/api/platforms' })).statusCode).toBe(200);
        gateway.double.intercept = () => ({ status: 500, body: { error: 'Internal' } });
        expect((await call({ url: '/api/platforms' })).statusCode).toBe(502);
      },
    );
    expect(change).toEqual({ ok: 1, failed: 1 });
    const text = await metricsText(gateway.app);
    const labels = { route: '/api/platforms', method: 'GET', outcome: '2xx' };
    expect(
      sample(text, 'gateway_backend_request_duration_seconds_bucket', { ...labels, le: '+Inf' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'gateway_backend_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
  });

  it('count a call without an answer by why: here, the time ran out', async () => {
    gateway.double.intercept = () => new Promise(() => undefined);
    const change = await moved(
      { timeout: (text) => backendCalls(text, '/api/platforms', 'GET', 'timeout') },
      async () => {
        expect((await call({ url: '/api/platforms' })).statusCode).toBe(504);
      },
    );
    expect(change).toEqual({ timeout: 1 });
  });

  it("name the route that made them: the pending count's and the readiness probe's", async () => {
    const change = await moved(
      {
        pending: (text) => backendCalls(text, '/api/transactions/pending-count', 'GET', '2xx'),
        probe: (text) => backendCalls(text, '/readyz', 'GET', '2xx'),
      },
      async () => {
        expect((await call({ url: '/api/transactions/pending-count' })).statusCode).toBe(200);
        expect((await gateway.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      },
    );
    expect(change).toEqual({ pending: 1, probe: 1 });
  });
});

describe("forwarded writes' audit outcomes", () => {
  const outcome = (name: string) => (text: string) =>
    sample(text, 'gateway_audit_outcomes_total', { outcome: name });
  const outcomes = {
    answered: outcome('answered'),
    noAnswer: outcome('no_answer'),
    unknown: outcome('unknown'),
  };

  it('count a write the backend answered', async () => {
    const change = await moved(outcomes, async () => {
      expect((await call({ method: 'POST', url: '/api/admin/chats?chatId=41' })).statusCode).toBe(
        200,
      );
    });
    expect(change).toEqual({ answered: 1, noAnswer: 0, unknown: 0 });
  });

  it('count a write the backend did not answer', async () => {
    gateway.double.intercept = (request) =>
      request.method === 'POST' ? new Promise(() => undefined) : undefined;
    const change = await moved(outcomes, async () => {
      expect((await call({ method: 'POST', url: '/api/admin/chats?chatId=42' })).statusCode).toBe(
        504,
      );
    });
    expect(change).toEqual({ answered: 0, noAnswer: 1, unknown: 0 });
  });

  it('count as unknown a write whose outcome could not be recorded', async () => {
    gateway.app.db.exec(`CREATE TRIGGER outcomes_full BEFORE INSERT ON audit_outcomes
      BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`);
    try {
      const change = await moved(outcomes, async () => {
        const response = await call({ method: 'POST', url: '/api/admin/chats?chatId=43' });
        expect(response.statusCode).toBe(200);
      });
      expect(change).toEqual({ answered: 0, noAnswer: 0, unknown: 1 });
    } finally {
      gateway.app.db.exec('DROP TRIGGER outcomes_full');
    }
  });
});
