// The application as a composition of plugins: infrastructure first, then the embedded API
// (SQLite + Basic auth), the gateway in front of the production backend (API_UPSTREAM with
// UPSTREAM_USERNAME/UPSTREAM_PASSWORD: our accounts, checks and audit log, server/gateway/) or the
// plain API_UPSTREAM pass-through, then the built panel.
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import ourAccountsPlugin from './accounts/plugin.ts';
import { joinRouteRules, type RouteRules } from './access/routeAccess.ts';
import type { Credentials } from './auth/accounts.ts';
import { countAccounts } from './auth/accounts.ts';
import { ensureInitialAccount } from './auth/initialAccount.ts';
import broadcastWorkerPlugin from './broadcast/plugin.ts';
import type { BroadcastSender } from './broadcast/sender.ts';
import type { Config } from './config.ts';
import { ConfigError } from './config.ts';
import { applyBusinessTimeZone } from './db/businessCalendar.ts';
import dbPlugin from './db/plugin.ts';
import { seedDemoData } from './db/seeds/index.ts';
import { notFound } from './errors.ts';
import gatewayPlugin, { access as gatewayAccess } from './gateway/index.ts';
import healthPlugin from './health/plugin.ts';
import metricsPlugin from './metrics/plugin.ts';
import compressionPlugin from './plugins/compression.ts';
import connectionClosePlugin from './plugins/connectionClose.ts';
import errorsPlugin, { answerFrameworkError } from './plugins/errors.ts';
import idempotencyPlugin from './plugins/idempotency.ts';
import securityPlugin from './plugins/security.ts';
import staticPlugin from './plugins/static.ts';
import upstreamPlugin from './plugins/upstream.ts';
import validationPlugin from './plugins/validation.ts';
import appConfigRoutes, { panelSettings } from './routes/app-config/index.ts';
import loginHistoryRoutes from './routes/login-history/index.ts';
import {
  embeddedRouteFolders,
  routeRuleSources,
  type EmbeddedRouteOptions,
} from './routes/routeFolders.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Demo sign-in to print at start, or null (operator-chosen account, or upstream mode). */
    demoCredentials: Credentials | null;
  }
}

export interface AppOverrides {
  /** Fastify logger setting; tests pass false. Defaults to pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** False in `npm run dev`, where Vite serves the panel. */
  serveStatic?: boolean;
  /**
   * Clock for the sign-in lock-out, the second step (codes, device lifetimes) and the broadcast
   * schedule, so tests can move time.
   */
  now?: () => number;
  /** Replaces the broadcast sender the config chooses (Telegram or the outbox). */
  broadcastSender?: BroadcastSender;
  /** The lottery award's source of chance, so tests can fix or break the draw. */
  lotteryRandom?: EmbeddedRouteOptions['lotteryRandom'];
  /** The largest backend answer the gateway takes (server/backend/backendClient.ts). */
  gatewayMaxAnswerBytes?: number;
}

export const BODY_LIMIT_BYTES = 256 * 1024;

/** Whether /api is the gateway: the backend's URL and its account are all set. */
export const isGateway = (config: Config) =>
  config.apiUpstream !== undefined && config.upstreamUsername !== undefined;

/**
 * Whether the panel is offered as a Telegram Mini App: the bot token is set and this server holds
 * the panel accounts (the embedded API or the gateway; the plain pass-through has none).
 */
export const offersTelegramMiniApp = (config: Config) =>
  config.telegramBotToken !== undefined && (config.apiUpstream === undefined || isGateway(config));

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

function fastifyOptions(config: Config, overrides: AppOverrides): FastifyServerOptions {
  return {
    logger: overrides.logger ?? {
      level: config.logLevel,
      // Request bodies are never logged (they may hold passwords); headers are redacted anyway
      // in case a serializer or a plugin ever adds them.
      redact: {
        paths: ['req.headers.authorization', 'headers.authorization'],
        censor: '[redacted]',
      },
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count trusts that many proxies in front (proxy-addr's rule for a number).
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    frameworkErrors: (error, _request, reply) => answerFrameworkError(error, reply),
  };
}

/**
 * Every /api route's rule in both modes (ROUTE_ACCESS), from where each is declared: the folders
 * of server/routes/, the second step's routes and the gateway's own.
 */
export async function routeAccess(): Promise<RouteRules> {
  return joinRouteRules({ ...(await routeRuleSources()), 'server/gateway/': gatewayAccess });
}

async function embeddedApi(
  api: FastifyInstance,
  options: EmbeddedRouteOptions & { routeAccess: RouteRules },
) {
  // Named one by one: the options of a plugin also hold its prefix, which the folders must not get.
  const { config, now, lotteryRandom, routeAccess: rules } = options;
  // Our accounts, checks and shared routes, as in the gateway (accounts/plugin.ts); the sign-in
  // history is the embedded API's own, served right after the checks.
  await api.register(ourAccountsPlugin, {
    config,
    now,
    routeAccess: rules,
    routesFirst: loginHistoryRoutes,
    capabilities: { cardPaymentSystemEdit: true, userSummary: true },
  });
  // Every other folder of server/routes/, with the same options (routes/routeFolders.ts).
  for (const folder of await embeddedRouteFolders()) {
    await api.register(folder.routes, { config, now, lotteryRandom });
  }
  // Inside the auth scope on purpose: without credentials nobody learns which API paths exist.
  api.all('/*', async () => {
    throw notFound();
  });
}

/**
 * In front of the production backend nobody signs in with a generated demo password printed to
 * a log: the first account is ADMIN_USERNAME/ADMIN_PASSWORD or one made with `npm run account`.
 */
async function ensureGatewayAccount(app: FastifyInstance, config: Config): Promise<void> {
  if (config.adminUsername !== undefined && config.adminPassword !== undefined) {
    await ensureInitialAccount(app.db, config);
  } else if (countAccounts(app.db) === 0) {
    throw new ConfigError(
      `the gateway needs a panel account in ${config.dataDir}: set ADMIN_USERNAME and ` +
        'ADMIN_PASSWORD for the first start, or run `npm run account -- add <name>`',
    );
  }
}

export async function buildApp(
  config: Config,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(config, overrides));
  try {
    await app.register(errorsPlugin);
    await app.register(connectionClosePlugin);
    // Before every route, so its hook times them all; before what reports to app.metrics. Always:
    // without METRICS_TOKEN, app.metrics does nothing and /metrics is a 404.
    await app.register(metricsPlugin, { token: config.metricsToken });
    await app.register(validationPlugin);
    // Before compression: the answers it keeps are the serialised ones (plugins/idempotency.ts).
    if (!config.apiUpstream || isGateway(config)) {
      await app.register(idempotencyPlugin, { now: overrides.now });
    }
    await app.register(compressionPlugin);
    await app.register(securityPlugin, {
      geolocationUrl: config.geolocationUrl,
      telegramMiniApp: offersTelegramMiniApp(config),
    });
    await app.register(appConfigRoutes, { config });

    if (isGateway(config)) {
      app.decorate('demoCredentials', null);
      await app.register(dbPlugin, { dataDir: config.dataDir });
      await ensureGatewayAccount(app, config);
      await app.register(gatewayPlugin, {
        prefix: '/api',
        config,
        now: overrides.now,
        routeAccess: await routeAccess(),
        maxAnswerBytes: overrides.gatewayMaxAnswerBytes,
      });
    } else if (config.apiUpstream) {
      app.decorate('demoCredentials', null);
      await app.register(upstreamPlugin, { upstream: config.apiUpstream });
    } else {
      await app.register(dbPlugin, { dataDir: config.dataDir });
      app.decorate('demoCredentials', await ensureInitialAccount(app.db, config));
      // Before any transaction is written or read: stored days follow BUSINESS_TIME_ZONE.
      applyBusinessTimeZone(app.db, config.businessTimeZone);
      if (app.databaseCreated && config.demoData) seedDemoData(app.db);
      // At the root, so app.broadcastWorker is reachable; after the db, so it stops before it.
      await app.register(broadcastWorkerPlugin, {
        config,
        now: overrides.now,
        sender: overrides.broadcastSender,
      });
      await app.register(embeddedApi, {
        prefix: '/api',
        config,
        now: overrides.now,
        lotteryRandom: overrides.lotteryRandom,
        routeAccess: await routeAccess(),
      });
    }

    // After the database (its probes read it), outside /api (no credentials asked), before the
    // panel's catch-all.
    await app.register(healthPlugin, { config, now: overrides.now });

    if (overrides.serveStatic !== false) {
      await app.register(staticPlugin, {
        distDir: config.distDir,
        settings: panelSettings(config),
      });
    }
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
