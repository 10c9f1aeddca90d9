// Feature switches: GET /api/features, POST /api/features/toggle/{topup|withdraw|bonus}?enabled=
import type { FastifyInstance } from 'fastify';
import { readFeatureSettings, setFeatureFlag } from '../../db/repositories/featureSettings.ts';
import type { FeatureFlag } from '../../db/repositories/featureSettings.ts';

const featuresSchema = {
  type: 'object',
  required: ['id', 'topUpEnabled', 'withdrawEnabled', 'bonusEnabled', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    topUpEnabled: { type: 'boolean' },
    withdrawEnabled: { type: 'boolean' },
    bonusEnabled: { type: 'boolean' },
    createdAt: { type: 'string' },
  },
} as const;

// One route per name (not /toggle/:name) so an unknown name is an ordinary 404.
const TOGGLES: Record<string, FeatureFlag> = {
  topup: 'topUpEnabled',
  withdraw: 'withdrawEnabled',
  bonus: 'bonusEnabled',
};

export default async function featureRoutes(app: FastifyInstance) {
  app.get('/features', { schema: { response: { 200: featuresSchema } } }, async () =>
    readFeatureSettings(app.db, new Date()),
  );

  for (const [name, flag] of Object.entries(TOGGLES)) {
    app.post<{ Querystring: { enabled: boolean } }>(
      `/features/toggle/${name}`,
      {
        schema: {
          querystring: {
            type: 'object',
            required: ['enabled'],
            properties: { enabled: { type: 'boolean' } },
          },
          response: { 200: featuresSchema },
        },
      },
      async (request) => setFeatureFlag(app.db, flag, request.query.enabled, new Date()),
    );
  }
}
