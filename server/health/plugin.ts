// GET /healthz and GET /readyz for a service manager, a load balancer or a reverse proxy: outside
// /api, so no credentials are asked (the auth and access plugins are scoped to /api) and no
// account is needed to probe. Each answers {status: 'ok'} or 503 {status: 'unavailable'} and
// nothing else: a probe open to anyone must tell nothing about the data or the backend.
//   /healthz  the process serves and its database answers a read (SELECT 1 through app.db);
//             the plain pass-through has no database, so serving is all it can say.
//   /readyz   fit to take traffic: the embedded API's migrations are all applied; the gateway's
//             backend answered a cheap authenticated read (GET /features) within a short timeout,
//             the outcome kept a few seconds; the pass-through's backend answered at all.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Check } from './checks.ts';
import {
  backendAnswersAtAll,
  backendAnswersSignedIn,
  cached,
  databaseAnswers,
  migrationsApplied,
  probeClient,
} from './checks.ts';

/** How long a backend's answer to the readiness probe is trusted. */
export const READY_CACHE_MS = 5_000;
/** The probe's own timeout: a backend slower than this is not ready to serve the panel. */
const PROBE_TIMEOUT_MS = 2_000;

export interface HealthPluginOptions {
  config: Config;
  /** The clock of the cached backend outcome (tests move it). */
  now?: () => number;
}

const answer = (reply: FastifyReply, ok: boolean) =>
  reply
    .code(ok ? 200 : 503)
    // A cached "ok" from a proxy in between would hide an outage.
    .header('cache-control', 'no-store')
    .send({ status: ok ? 'ok' : 'unavailable' });

function backendCheck(app: FastifyInstance, config: Config): Check | undefined {
  if (!config.apiUpstream) return undefined;
  const timeoutMs = Math.min(config.upstreamTimeoutMs, PROBE_TIMEOUT_MS);
  const { upstreamUsername: username, upstreamPassword: password } = config;
  // Without the backend's account (the pass-through), an answer of any kind is all there is.
  if (username === undefined || password === undefined) {
    return backendAnswersAtAll(config.apiUpstream, timeoutMs);
  }
  const client = probeClient({
    baseUrl: config.apiUpstream,
    username,
    password,
    timeoutMs,
    observe: (call) => app.metrics.backendCall(call),
  });
  app.addHook('onClose', () => client.close());
  return backendAnswersSignedIn(client);
}

export default fp<HealthPluginOptions>(
  async (app, options) => {
    const now = options.now ?? Date.now;
    const hasDb = app.hasDecorator('db');
    const migrated = hasDb ? migrationsApplied(app.db) : () => true;
    const backend = backendCheck(app, options.config);
    const backendReady = backend ? cached(backend, READY_CACHE_MS, now) : async () => true;

    // Probes come every few seconds: their request lines would bury everything else at info.
    const routeOptions = { logLevel: 'warn' as const };

    app.get('/healthz', routeOptions, async (_request, reply) =>
      answer(reply, !hasDb || databaseAnswers(app.db)),
    );

    app.get('/readyz', routeOptions, async (request, reply) => {
      const databaseOk = !hasDb || (databaseAnswers(app.db) && migrated());
      const backendOk = databaseOk && (await backendReady());
      if (!backendOk) request.log.warn({ databaseOk }, 'readiness probe: not ready');
      return answer(reply, backendOk);
    });
  },
  { name: 'health' },
);
