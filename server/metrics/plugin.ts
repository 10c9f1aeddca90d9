// GET /metrics in Prometheus' text format (prom-client), only with METRICS_TOKEN: a scraper sends
// `Authorization: Bearer <METRICS_TOKEN>`, a token of its own, never a panel account's (a
// scraper's config is no place for an admin's password, and a leaked token opens no screen).
// What it counts: every request by route pattern, method and status with its latency (a
// histogram: its _count is the requests), and what app.metrics is told (metrics/serviceMetrics.ts:
// sign-ins, lock-outs, the gateway's backend calls and audit outcomes, broadcast deliveries).
// Its own registry, so two apps in one process (the tests) do not share counts.
// Without METRICS_TOKEN, app.metrics does nothing and /metrics answers the 404 of any unknown
// path (not the panel's page, which the static plugin would otherwise send for it).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Histogram, Registry } from 'prom-client';
import { NO_METRICS, registeredMetrics } from './serviceMetrics.ts';
import type { ServiceMetrics } from './serviceMetrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the code reports what /metrics counts; does nothing while /metrics is off. */
    metrics: ServiceMetrics;
  }
}

export interface MetricsPluginOptions {
  /** METRICS_TOKEN; unset: no /metrics. */
  token?: string;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export default fp<MetricsPluginOptions>(
  async (app, options) => {
    if (!options.token) {
      app.decorate('metrics', NO_METRICS);
      app.get('/metrics', (_request, reply) => reply.callNotFound());
      return;
    }
    const registry = new Registry();
    app.decorate('metrics', registeredMetrics(registry));
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests by route pattern, method and status, and how long they took',
      labelNames: ['route', 'method', 'status'] as const,
      // From a cached read to a slow backend's answer (UPSTREAM_TIMEOUT_MS is 15 s by default).
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15],
      registers: [registry],
    });

    app.addHook('onResponse', async (request, reply) => {
      // The pattern, not the path: /transactions/:id is one series, whatever the ids.
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe(
        { route, method: request.method, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    const expected = digest(`Bearer ${options.token}`);
    const authorized = (request: FastifyRequest) =>
      // Digests of equal length: the comparison takes the same time whatever the header.
      timingSafeEqual(digest(request.headers.authorization ?? ''), expected);

    app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
      if (!authorized(request)) {
        return reply.code(401).send({ message: 'A metrics token is required' });
      }
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);
