// GET /config.json: the panel's run-time settings. Public (the sign-in page needs it) and never
// cached, so changing an environment variable and restarting takes effect at the next load.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

export interface AppConfigRouteOptions {
  config: Pick<Config, 'geolocationUrl' | 'panelServerTimeZone' | 'osonDefaultApiUrl'>;
}

export default async function appConfigRoutes(
  app: FastifyInstance,
  options: AppConfigRouteOptions,
) {
  const body = {
    apiUrl: '/api',
    geolocationUrl: options.config.geolocationUrl,
    serverTimeZone: options.config.panelServerTimeZone,
    osonDefaultApiUrl: options.config.osonDefaultApiUrl,
  };
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return body;
  });
}
