// The panel's run-time settings: in the page itself (panelIndex.ts writes them into index.html,
// so the start-up reads them without a request) and at GET /config.json for a page that lacks
// them (the dev server's). Public (the sign-in page needs them) and never cached, so changing an
// environment variable and restarting takes effect at the next load.
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '../../../contract/pageContract.ts';
import type { Config } from '../../config.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

// Outside /api, read before anyone signs in: no rule.
export const access: RouteRules = {};

// Served at the root for the panel's start-up, outside the embedded API: server/app.ts
// registers it.
export const registeredBy = 'app.ts';

type SettingsConfig = Pick<Config, 'geolocationUrl' | 'panelServerTimeZone' | 'osonDefaultApiUrl'>;

export interface AppConfigRouteOptions {
  config: SettingsConfig;
}

/** What src/settings/settings.ts reads: the same object in the page and at /config.json. */
export function panelSettings(config: SettingsConfig): RuntimeConfig {
  return {
    apiUrl: '/api',
    geolocationUrl: config.geolocationUrl,
    serverTimeZone: config.panelServerTimeZone,
    osonDefaultApiUrl: config.osonDefaultApiUrl,
  };
}

export default async function appConfigRoutes(
  app: FastifyInstance,
  options: AppConfigRouteOptions,
) {
  const body = panelSettings(options.config);
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return body;
  });
}
