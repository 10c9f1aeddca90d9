// Our accounts in front of /api, written once for both modes that have them (the embedded API,
// server/app.ts, and the gateway, server/gateway/index.ts): Server-Timing, the sign-in (Basic
// credentials of a panel account, or a session of the sign-in by Telegram), the second step, each
// route's rule in the roles table, the refusal of a body a route does not read, then our own
// routes both serve alike: GET /capabilities, the sign-in by Telegram and routes/sharedRoutes.ts.
// Registered without a scope of its own (fastify-plugin), so its hooks hold for every route the
// mode registers after it; what differs between the modes comes in as options.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import accessPlugin from '../access/plugin.ts';
import type { RouteRules } from '../access/routeAccess.ts';
import authPlugin from '../auth/plugin.ts';
import type { Config } from '../config.ts';
import serverTimingPlugin from '../plugins/serverTiming.ts';
import { refuseBodyWithoutSchema } from '../plugins/validation.ts';
import capabilityRoutes, { type CapabilityOptions } from '../routes/capabilities/index.ts';
import { registerSharedRoutes } from '../routes/sharedRoutes.ts';
import telegramRoutes, { telegramRouteOptions } from '../routes/telegram/index.ts';
import secondStepPlugin from '../secondStep/plugin.ts';

export interface OurAccountsOptions {
  config: Config;
  /** The clock of the lock-out, the second step and the sign-in by Telegram (tests move it). */
  now?: () => number;
  /** Every route's rule (ROUTE_ACCESS: server/app.ts joins it from where each is declared). */
  routeAccess: RouteRules;
  /** What the mode offers beyond what both do; telegramMiniApp is decided here, from config. */
  capabilities: Omit<CapabilityOptions, 'telegramMiniApp'>;
  /** The mode's own routes that come right after the checks, before GET /capabilities. */
  routesFirst?: FastifyPluginAsync;
}

async function ourAccounts(api: FastifyInstance, options: OurAccountsOptions) {
  const { config } = options;
  // First, so that the time covers the credentials check too.
  await api.register(serverTimingPlugin);
  // The sign-in by Telegram opens sessions of our panel accounts: a session then signs a request
  // in exactly as Basic credentials do (the auth plugin), before anything is served or forwarded.
  const telegram = telegramRouteOptions(config, options.now);
  await api.register(authPlugin, {
    maxFailures: config.authMaxFailures,
    failureWindowSeconds: config.authFailureWindowSeconds,
    acceptSessions: telegram !== undefined,
    now: options.now,
  });
  // The second step, before anything is served or forwarded (secondStep/plugin.ts).
  await api.register(secondStepPlugin, { config, now: options.now });
  await api.register(accessPlugin, { now: options.now, routeAccess: options.routeAccess });
  // A body sent to a route that reads none is a 400, never served or forwarded
  // (plugins/validation.ts).
  api.addHook('preValidation', refuseBodyWithoutSchema);
  if (options.routesFirst) await api.register(options.routesFirst);
  await api.register(capabilityRoutes, {
    telegramMiniApp: telegram !== undefined,
    ...options.capabilities,
  });
  if (telegram) await api.register(telegramRoutes, telegram);
  // The audit log, accounts, second step, devices, role settings, saved views.
  await registerSharedRoutes(api);
}

export default fp<OurAccountsOptions>(ourAccounts, { name: 'our-accounts' });
