// The gateway (API_UPSTREAM with UPSTREAM_USERNAME and UPSTREAM_PASSWORD): /api in front of the
// production backend, with what makes the embedded API trustworthy. Every request is signed in
// with our panel accounts (accounts/plugin.ts, as on the embedded API: same accounts, hashing and
// lock-out), the backend's routes left open included; each forwarded request is checked with the
// embedded API's schemas and carries the backend's own account, added here only; answers are
// cleaned of secrets; every write is in the audit log before it leaves. Our extras (capabilities,
// the audit log, panel accounts, saved views, the pending count, the sign-in by Telegram, the
// second step and device sessions, role settings) are served here, from DATA_DIR.
import type { FastifyInstance } from 'fastify';
import type { RouteRules } from '../access/routeAccess.ts';
import ourAccountsPlugin from '../accounts/plugin.ts';
import type { Config } from '../config.ts';
import { notFound } from '../errors.ts';
import { BackendClient } from '../backend/backendClient.ts';
import { forwardingHandler } from './forward.ts';
import { FORWARDED_ROUTES } from './forwardedRoutes.ts';
import { registerJournalMirror } from './journalMirror/index.ts';
import pendingCountRoute from './pendingCount.ts';
import { RecordWrites } from './recordWrites.ts';

// The rules of the gateway's own routes, which the embedded API has not (the forwarded ones have
// the paths, and so the rules, of the embedded API's folders): server/app.ts joins them.
export { access } from './journalMirror/index.ts';

/** Forwarded reads that the journal's copy answers instead, when it is on. */
const MIRRORED_READS = new Set(['GET /transactions']);

export interface GatewayOptions {
  config: Config;
  /** The clock of the lock-out, the broadcast check and the audit entries (tests move it). */
  now?: () => number;
  /** Every route's rule (ROUTE_ACCESS), the same as the embedded API's for the same path. */
  routeAccess: RouteRules;
  /** Larger backend answers are refused (tests make it small). */
  maxAnswerBytes?: number;
}

export default async function gateway(api: FastifyInstance, options: GatewayOptions) {
  const { config } = options;
  if (!config.apiUpstream || !config.upstreamUsername || config.upstreamPassword === undefined) {
    throw new Error('The gateway needs API_UPSTREAM, UPSTREAM_USERNAME and UPSTREAM_PASSWORD');
  }
  const now = options.now ?? Date.now;
  const client = new BackendClient({
    baseUrl: config.apiUpstream,
    username: config.upstreamUsername,
    password: config.upstreamPassword,
    timeoutMs: config.upstreamTimeoutMs,
    maxAnswerBytes: options.maxAnswerBytes,
    // gateway_backend_request_duration_seconds (metrics/serviceMetrics.ts).
    observe: (call) => api.metrics.backendCall(call),
  });
  api.addHook('onClose', () => client.close());

  // Our accounts, checks and shared routes, as in the embedded API (accounts/plugin.ts): every
  // request is signed in, through its second step and judged by role before anything is forwarded.
  await api.register(ourAccountsPlugin, {
    config,
    now: options.now,
    routeAccess: options.routeAccess,
    capabilities: {
      // Both read the journal's copy: without it the backend's newest 100 are all there is.
      userSummary: config.journalMirror,
      journalCoverage: config.journalMirror,
    },
  });
  if (config.journalMirror) {
    // The journal and the pending count are read from the gateway's copy (journalMirror/).
    await registerJournalMirror(api, {
      client,
      backendTimeZone: config.panelServerTimeZone,
      businessTimeZone: config.businessTimeZone,
      pollSeconds: config.journalPollSeconds,
      backfillRate: config.journalBackfillRate,
      recheckMs: config.journalRecheckHours * 3_600_000,
      now,
    });
  } else {
    await api.register(pendingCountRoute, { client, timeoutMs: config.upstreamTimeoutMs });
  }

  const context = {
    client,
    db: api.db,
    timeoutMs: config.upstreamTimeoutMs,
    businessTimeZone: config.businessTimeZone,
    osonDefaultApiUrl: config.osonDefaultApiUrl,
    now,
    writes: new RecordWrites(),
  };
  for (const route of FORWARDED_ROUTES) {
    if (config.journalMirror && MIRRORED_READS.has(`${route.method} ${route.url}`)) continue;
    api.route({
      method: route.method,
      url: route.url,
      config: route.config,
      schema: route.schema,
      preValidation: route.preValidation,
      handler: forwardingHandler(route, context),
    });
  }
  // Inside the auth scope, as in the embedded API: nobody learns which paths exist unsigned.
  api.all('/*', async () => {
    throw notFound();
  });
}
