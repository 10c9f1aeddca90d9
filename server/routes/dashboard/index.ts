// Dashboard: GET /dashboard/stats and GET /dashboard/requests/total-bonus-amount (a bare JSON
// number), both for the optional window startDate..endDate (inclusive, business time zone).
import type { FastifyInstance } from 'fastify';
import { parseDateTime } from '../../businessTime.ts';
import { dashboardStats, totalBonusAmount } from '../../db/repositories/dashboardStats.ts';
import type { StatsWindow } from '../../db/repositories/statsSources.ts';
import { badRequest } from '../../errors.ts';
import { transactionSchema } from '../transactions/schemas.ts';

export interface DashboardRoutesOptions {
  /** Zone of zone-less bounds and of the days of requestsByDate. */
  businessTimeZone: string;
}

const windowQuerySchema = {
  type: 'object',
  properties: {
    startDate: { type: 'string', maxLength: 40 },
    endDate: { type: 'string', maxLength: 40 },
  },
} as const;

interface WindowQuery {
  startDate?: string;
  endDate?: string;
}

const counts = { type: 'object', additionalProperties: { type: 'integer' } } as const;

const statsProperties = {
  totalRequests: { type: 'integer' },
  approvedRequests: { type: 'integer' },
  pendingRequests: { type: 'integer' },
  pendingAdminRequests: { type: 'integer' },
  canceledRequests: { type: 'integer' },
  failedRequests: { type: 'integer' },
  totalApprovedWithdrawalAmount: { type: 'integer' },
  totalApprovedTopUpAmount: { type: 'integer' },
  totalApprovedBonusAmount: { type: 'integer' },
  averageApprovedAmount: { type: 'integer' },
  statusDistribution: counts,
  requestsByDate: counts,
  platformGraphData: {
    type: 'object',
    additionalProperties: {
      type: 'object',
      required: ['top_up', 'withdrawal'],
      properties: { top_up: { type: 'integer' }, withdrawal: { type: 'integer' } },
    },
  },
  requestsByPlatform: counts,
  amountByPlatform: counts,
  topUsers: counts,
  recentRequests: { type: 'array', items: transactionSchema },
} as const;

const statsSchema = {
  type: 'object',
  required: Object.keys(statsProperties),
  properties: statsProperties,
} as const;

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

export default async function dashboardRoutes(
  app: FastifyInstance,
  options: DashboardRoutesOptions,
) {
  const zone = options.businessTimeZone;

  app.get<{ Querystring: WindowQuery }>(
    '/dashboard/stats',
    { schema: { querystring: windowQuerySchema, response: { 200: statsSchema } } },
    async (request) => dashboardStats(app.db, readWindow(request.query, zone), zone),
  );

  app.get<{ Querystring: WindowQuery }>(
    '/dashboard/requests/total-bonus-amount',
    { schema: { querystring: windowQuerySchema, response: { 200: { type: 'integer' } } } },
    async (request) => totalBonusAmount(app.db, readWindow(request.query, zone), zone),
  );
}
