// /healthz and /readyz: answered without credentials, with nothing but a status; readiness follows
// the database's migrations (embedded API) and the backend (gateway, pass-through), the backend's
// outcome kept a few seconds (moved past here with the app's clock).
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { READY_CACHE_MS } from '../../server/health/plugin.ts';
import { BACKEND_ACCOUNT, startBackendDouble } from '../../tools/backendDouble.ts';
import { startGateway } from './gateway/gatewayFixture.ts';
import { buildTestApp } from './helpers.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function movableClock(start = Date.parse('2026-01-01T00:00:00Z')) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** The probe's answer, checked to say nothing but its status. */
async function probe(app: FastifyInstance, url: '/healthz' | '/readyz') {
  const response = await app.inject({ method: 'GET', url });
  const ok = response.statusCode === 200;
  expect(response.statusCode).toBe(ok ? 200 : 503);
  expect(response.json()).toEqual({ status: ok ? 'ok' : 'unavailable' });
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['set-cookie']).toBeUndefined();
  expect(response.headers['www-authenticate']).toBeUndefined();
  return response.statusCode;
}

describe('health on the embedded API', () => {
  it('answers both probes without credentials', async () => {
    const { app } = await buildTestApp();
    cleanups.push(() => app.close());
    expect(await probe(app, '/healthz')).toBe(200);
    expect(await probe(app, '/readyz')).toBe(200);
  });

  it('is not ready while a migration is missing, though alive', async () => {
    const { app } = await buildTestApp();
    cleanups.push(() => app.close());
    app.db
      .prepare(
        'DELETE FROM schema_migrations WHERE version = (SELECT MAX(version) FROM schema_migrations)',
      )
      .run();
    expect(await probe(app, '/healthz')).toBe(200);
    expect(await probe(app, '/readyz')).toBe(503);
  });

  it('is unhealthy once its database stops answering', async () => {
    const { app } = await buildTestApp();
    cleanups.push(() => app.close());
    app.db.close();
    expect(await probe(app, '/healthz')).toBe(503);
    expect(await probe(app, '/readyz')).toBe(503);
  });
});

describe('readiness of the gateway', () => {
  it('follows the backend: 503 while it does not answer, 200 once it does again', async () => {
    const clock = movableClock();
    const gateway = await startGateway({ UPSTREAM_TIMEOUT_MS: '300' }, { now: clock.now });
    cleanups.push(gateway.close);
    const { app, double } = gateway;

    expect(await probe(app, '/readyz')).toBe(200);
    const probes = () => double.calls.filter((call) => call.path === '/features');
    // An authenticated read: the backend's own account, which the answer never shows.
    expect(probes()).toHaveLength(1);
    expect(probes()[0].authorization).toMatch(/^Basic /);

    // Within the cache: no second read.
    expect(await probe(app, '/readyz')).toBe(200);
    expect(probes()).toHaveLength(1);

    // The backend stops answering (calls held without an answer): the probe times out.
    double.intercept = () => new Promise<undefined>(() => undefined);
    clock.advance(READY_CACHE_MS);
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('{"status":"unavailable"}');
    expect(response.body).not.toContain(BACKEND_ACCOUNT.username);
    expect(response.body).not.toContain('127.0.0.1');
    // Alive all the same: the process serves and its database answers.
    expect(await probe(app, '/healthz')).toBe(200);

    // Back: ready again once the kept outcome is old.
    double.intercept = undefined;
    expect(await probe(app, '/readyz')).toBe(503);
    clock.advance(READY_CACHE_MS);
    expect(await probe(app, '/readyz')).toBe(200);
  });

  it('is not ready when the backend refuses its account', async () => {
    const gateway = await startGateway();
    cleanups.push(gateway.close);
    gateway.double.intercept = () => ({ status: 401, body: '' });
    expect(await probe(gateway.app, '/readyz')).toBe(503);
  });

  it('shares one backend read among probes that arrive together', async () => {
    const gateway = await startGateway();
    cleanups.push(gateway.close);
    const statuses = await Promise.all(
      [1, 2, 3].map(() => gateway.app.inject({ method: 'GET', url: '/readyz' })),
    );
    expect(statuses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(gateway.double.calls.filter((call) => call.path === '/features')).toHaveLength(1);
  });
});

describe('readiness of the pass-through', () => {
  it('is ready while the backend answers at all, and not once it is gone', async () => {
    const clock = movableClock();
    const double = await startBackendDouble();
    let stopped = false;
    cleanups.push(async () => {
      if (!stopped) await double.stop();
    });
    const { app } = await buildTestApp({ API_UPSTREAM: double.apiUrl }, { now: clock.now });
    cleanups.push(() => app.close());

    // The double refuses the probe without credentials (401): the backend is there.
    expect(await probe(app, '/readyz')).toBe(200);
    expect(double.calls.at(-1)?.authorization).toBeNull();
    expect(await probe(app, '/healthz')).toBe(200);

    await double.stop();
    stopped = true;
    clock.advance(READY_CACHE_MS);
    expect(await probe(app, '/readyz')).toBe(503);
  });
});
