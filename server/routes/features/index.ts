// Feature switches: GET /api/features, POST /api/features/toggle/{topup|withdraw|bonus}?enabled=
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { readFeatureSettings, setFeatureFlag } from '../../db/repositories/featureSettings.ts';
import type { FeatureFlag } from '../../db/repositories/featureSettings.ts';
import { actorOf, audited, changesBetween } from '../../audit/audited.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

export const access: RouteRules = {
  'GET /features': ['features', 'list'],
  'POST /features/toggle/topup': ['features', 'toggle'],
  'POST /features/toggle/withdraw': ['features', 'toggle'],
  'POST /features/toggle/bonus': ['features', 'toggle'],
};

const featuresSchema = Type.Object({
  id: Type.Integer(),
  topUpEnabled: Type.Boolean(),
  withdrawEnabled: Type.Boolean(),
  bonusEnabled: Type.Boolean(),
  createdAt: Type.String(),
});

const toggleQuerySchema = Type.Object({ enabled: Type.Boolean() });

/**
 * A switch's query schema with its valid request in `examples` (tests/server/fuzz/routeTable.ts):
 * the withdrawals' switched off, the others on. Exported for the gateway.
 */
export const toggleQueryOf = (name: string) =>
  Type.With(toggleQuerySchema, { examples: [{ enabled: name !== 'withdraw' }] });

// One route per name (not /toggle/:name) so an unknown name is an ordinary 404.
export const TOGGLES: Record<string, FeatureFlag> = {
  topup: 'topUpEnabled',
  withdraw: 'withdrawEnabled',
  bonus: 'bonusEnabled',
};

export default async function featureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/features', { schema: { response: { 200: featuresSchema } } }, async () =>
    readFeatureSettings(app.db, new Date()),
  );

  for (const [name, flag] of Object.entries(TOGGLES)) {
    app.post(
      `/features/toggle/${name}`,
      {
        schema: {
          querystring: toggleQueryOf(name),
          response: { 200: featuresSchema },
        },
      },
      async (request) => {
        const before = readFeatureSettings(app.db, new Date())[flag];
        return audited(
          app.db,
          actorOf(request),
          () => setFeatureFlag(app.db, flag, request.query.enabled, new Date()),
          (after) =>
            after[flag] === before
              ? null
              : {
                  resource: 'features',
                  recordId: flag,
                  action: 'toggle',
                  changes: changesBetween({ [flag]: before }, { [flag]: after[flag] }),
                },
        );
      },
    );
  }
}
