// Dashboard: GET /dashboard/stats and GET /dashboard/requests/total-bonus-amount (a bare JSON
// number), both for the optional window startDate..endDate (inclusive, business time zone).
// Answers are kept until the journal changes (JournalCache): the panel asks for the same few
// windows (7/30/90 days, all) again and again, and each costs milliseconds of aggregation.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { parseDateTime } from '../../businessTime.ts';
import type { Config } from '../../config.ts';
import { JournalCache } from '../../db/journalCache.ts';
import type { Computed } from '../../db/journalCache.ts';
import { dashboardStats, totalBonusAmount } from '../../db/repositories/dashboardStats.ts';
import type { StatsWindow } from '../../db/repositories/statsSources.ts';
import { firstTransactionAfter } from '../../db/repositories/transactions.ts';
import { badRequest } from '../../errors.ts';
import { EncodedBodies } from '../encodedAnswer.ts';
import { transactionSchema } from '../transactions/schemas.ts';
import { Text } from '../schemaTypes.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

export const access: RouteRules = {
  'GET /dashboard/stats': ['dashboard', 'list'],
  'GET /dashboard/requests/total-bonus-amount': ['dashboard', 'list'],
};

export interface DashboardRoutesOptions {
  /** businessTimeZone: the zone of zone-less bounds and of the days of requestsByDate. */
  config: Pick<Config, 'businessTimeZone'>;
}

const windowQuerySchema = Type.Object({
  startDate: Type.Optional(Text(40)),
  endDate: Type.Optional(Text(40)),
});

// Each route's window, with its valid request in `examples` (tests/server/fuzz/routeTable.ts).
// Exported for the gateway.
export const statsQuerySchema = Type.With(windowQuerySchema, {
  examples: [{ startDate: '2025-01-01T00:00:00', endDate: '2025-01-31T23:59:59' }],
});
export const bonusQuerySchema = Type.With(windowQuerySchema, {
  examples: [{ startDate: '2025-01-01T00:00:00' }],
});

type WindowQuery = Static<typeof windowQuerySchema>;

const counts = Type.Record(Type.String(), Type.Integer());

const statsSchema = Type.Object({
  totalRequests: Type.Integer(),
  approvedRequests: Type.Integer(),
  pendingRequests: Type.Integer(),
  pendingAdminRequests: Type.Integer(),
  canceledRequests: Type.Integer(),
  failedRequests: Type.Integer(),
  totalApprovedWithdrawalAmount: Type.Integer(),
  totalApprovedTopUpAmount: Type.Integer(),
  totalApprovedBonusAmount: Type.Integer(),
  averageApprovedAmount: Type.Integer(),
  statusDistribution: counts,
  requestsByDate: counts,
  platformGraphData: Type.Record(
    Type.String(),
    Type.Object({ top_up: Type.Integer(), withdrawal: Type.Integer() }),
  ),
  requestsByPlatform: counts,
  amountByPlatform: counts,
  topUsers: counts,
  recentRequests: Type.Array(transactionSchema),
});

const DATE_TIME_RULE = 'must be a date-time YYYY-MM-DDTHH:mm:ss';

/**
 * The window of the query: "startDate" alone runs until now, "endDate" alone from the first
 * record, neither means all time. A bound given to the second covers that whole second.
 */
export function readWindow(query: WindowQuery, zone: string, now = Date.now()): StatsWindow {
  const read = (field: 'startDate' | 'endDate') => {
    const text = query[field]?.trim();
    if (!text) return undefined;
    const parsed = parseDateTime(text, zone);
    if (!parsed) throw badRequest(`${field}: ${DATE_TIME_RULE}`);
    return parsed;
  };
  const start = read('startDate');
  const end = read('endDate');
  return { fromMs: start?.startMs, toMs: end ? end.endMs : start && now };
}

/** Cached windows per kind of answer; the panel uses a handful. */
const CACHED_WINDOWS = 64;

export default async function dashboardRoutes(
  fastify: FastifyInstance,
  options: DashboardRoutesOptions,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const zone = options.config.businessTimeZone;
  // Each kept with its serialised and compressed bodies (encodedAnswer.ts).
  const statsCache = new JournalCache<EncodedBodies>(app.db, CACHED_WINDOWS);
  const bonusCache = new JournalCache<EncodedBodies>(app.db, CACHED_WINDOWS);

  /**
   * `compute` for the query's window, and how long its answer holds: a window that ends "now"
   * (startDate alone) takes in later rows without any write once their time comes, so it holds
   * until the first transaction dated after this moment, if there is one.
   */
  function cached(
    cache: JournalCache<EncodedBodies>,
    query: WindowQuery,
    compute: (w: StatsWindow) => unknown,
  ) {
    const now = Date.now();
    const window = readWindow(query, zone, now);
    const key = `${query.startDate?.trim() ?? ''}|${query.endDate?.trim() ?? ''}`;
    const endsNow = window.toMs === now && !query.endDate?.trim();
    return cache.get(key, (): Computed<EncodedBodies> => ({
      value: new EncodedBodies(compute(window)),
      validUntilMs: endsNow ? firstTransactionAfter(app.db, now) : undefined,
    }));
  }

  app.get(
    '/dashboard/stats',
    { schema: { querystring: statsQuerySchema, response: { 200: statsSchema } } },
    async (request, reply) => {
      const figures = (w: StatsWindow) => dashboardStats(app.db, w, zone);
      cached(statsCache, request.query, figures).send(request, reply);
    },
  );

  app.get(
    '/dashboard/requests/total-bonus-amount',
    { schema: { querystring: bonusQuerySchema, response: { 200: Type.Integer() } } },
    async (request, reply) => {
      const bonus = (w: StatsWindow) => totalBonusAmount(app.db, w, zone);
      cached(bonusCache, request.query, bonus).send(request, reply);
    },
  );
}
