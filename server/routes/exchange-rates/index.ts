// UZS/RUB exchange rates (docs/product.md: Screens Currency): the latest rate, and an update that
// appends a new row (history is kept; the newest row is the current rate).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { insertExchangeRate, latestExchangeRate } from '../../db/repositories/exchangeRates.ts';
import { badRequest, notFound } from '../../errors.ts';
import { actorOf, audited, changesBetween } from '../../audit/audited.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

export const access: RouteRules = {
  'GET /exchange-rates/latest': ['exchange-rates', 'list'],
  'POST /exchange-rates/update': ['exchange-rates', 'edit'],
};

/** Far above any real UZS/RUB rate in either direction. */
export const MAX_RATE = 1e9;

const rateSchema = Type.Object({
  id: Type.Integer(),
  uzsToRub: Type.Number(),
  rubToUzs: Type.Number(),
  createdAt: Type.String(),
});

// JSON numbers only (bodies are not coerced, so "0.0071" is refused): the panel's
// form sends numbers, and a string would hide a decimal comma or a unit typed by mistake.
const rateValue = Type.Number({ exclusiveMinimum: 0, maximum: MAX_RATE });

// `examples`: a valid request (tests/server/fuzz/routeTable.ts).
export const updateBodySchema = Type.Object(
  { uzsToRub: rateValue, rubToUzs: rateValue },
  { examples: [{ uzsToRub: 7.1, rubToUzs: 140 }] },
);

/**
 * JSON has no NaN or Infinity, but a literal past the double range (1e400) parses as Infinity.
 * Ajv would refuse it as "must be number"; this says what is actually wrong.
 */
export async function finiteRates(request: FastifyRequest): Promise<void> {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null) return;
  for (const field of ['uzsToRub', 'rubToUzs'] as const) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw badRequest(`${field}: must be a finite number`);
    }
  }
}

export default async function exchangeRateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/exchange-rates/latest', { schema: { response: { 200: rateSchema } } }, async () => {
    const rate = latestExchangeRate(app.db);
    // The panel tells "no rate set yet" from other failures by this 404.
    if (!rate) throw notFound('No exchange rate has been set yet');
    return rate;
  });

  app.post(
    '/exchange-rates/update',
    {
      preValidation: finiteRates,
      schema: { body: updateBodySchema, response: { 201: rateSchema } },
    },
    async (request, reply) => {
      const { uzsToRub, rubToUzs } = request.body;
      const previous = latestExchangeRate(app.db);
      const rate = audited(
        app.db,
        actorOf(request),
        () => insertExchangeRate(app.db, { uzsToRub, rubToUzs }, new Date().toISOString()),
        (created) => ({
          resource: 'exchange-rates',
          recordId: String(created.id),
          action: 'rate_change',
          changes: changesBetween(
            previous && { uzsToRub: previous.uzsToRub, rubToUzs: previous.rubToUzs },
            { uzsToRub, rubToUzs },
          ),
        }),
      );
      return reply.code(201).send(rate);
    },
  );
}
