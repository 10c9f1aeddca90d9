// Dashboard figures for a time window, computed by SQL aggregates (GROUP BY) over the sources
// statsSources.ts finds: months of traffic cost a few thousand pre-aggregated rows.
import type { Database } from 'better-sqlite3';
import { sourceParams, statsSources, unionOfSources } from './statsSources.ts';
import type { SourceParams, StatsSources, StatsWindow } from './statsSources.ts';
import { PENDING_STATUSES, TRANSACTION_COLUMNS } from './transactions.ts';
import type { TransactionRecord } from './transactions.ts';
import type { TransactionStatus, TransactionType } from '../../../contract/transactions.ts';

const iso = (ms: number) => new Date(ms).toISOString();

interface GroupRow {
  status: TransactionStatus;
  type: TransactionType;
  platform: string;
  requests: number;
  amount: number;
}

export interface DashboardStats {
  totalRequests: number;
  approvedRequests: number;
  pendingRequests: number;
  pendingAdminRequests: number;
  canceledRequests: number;
  failedRequests: number;
  totalApprovedWithdrawalAmount: number;
  totalApprovedTopUpAmount: number;
  totalApprovedBonusAmount: number;
  averageApprovedAmount: number;
  statusDistribution: Record<string, number>;
  requestsByDate: Record<string, number>;
  platformGraphData: Record<string, { top_up: number; withdrawal: number }>;
  requestsByPlatform: Record<string, number>;
  amountByPlatform: Record<string, number>;
  topUsers: Record<string, number>;
  recentRequests: TransactionRecord[];
}

/** Requests and amounts per status, type and platform. */
function groupTotals(db: Database, sources: StatsSources): GroupRow[] {
  const union = unionOfSources(
    'transaction_daily_totals',
    'status, type, platform_name, requests, amount',
    "status, type, coalesce(platform_name, ''), 1, amount",
  );
  return db
    .prepare<[SourceParams], GroupRow>(
      `SELECT status, type, platform_name AS platform, sum(requests) AS requests,
              sum(amount) AS amount
         FROM (${union}) GROUP BY status, type, platform_name
        ORDER BY status, type, platform_name`,
    )
    .all(sourceParams(sources));
}

/** Requests per business day, only days that have some, oldest first. */
function requestsByDate(db: Database, sources: StatsSources): Record<string, number> {
  const union = unionOfSources(
    'transaction_daily_totals',
    'business_day, requests',
    'business_day, 1',
  );
  const rows = db
    .prepare<[SourceParams], { day: string; requests: number }>(
      `SELECT business_day AS day, sum(requests) AS requests FROM (${union})
        GROUP BY business_day ORDER BY business_day`,
    )
    .all(sourceParams(sources));
  return Object.fromEntries(rows.map((row) => [row.day, row.requests]));
}

export const TOP_USERS_LIMIT = 10;

/** The chats with the most requests; equal counts go to the smaller chat id, so ties are stable. */
function topUsers(db: Database, sources: StatsSources): Record<string, number> {
  const union = unionOfSources('transaction_daily_users', 'chat_id, requests', 'chat_id, 1');
  const rows = db
    .prepare<[SourceParams], { chatId: number; requests: number }>(
      `SELECT chat_id AS chatId, sum(requests) AS requests FROM (${union})
        GROUP BY chat_id ORDER BY requests DESC, chat_id ASC LIMIT ${TOP_USERS_LIMIT}`,
    )
    .all(sourceParams(sources));
  return Object.fromEntries(rows.map((row) => [String(row.chatId), row.requests]));
}

function recentRequests(db: Database, window: StatsWindow): TransactionRecord[] {
  return db
    .prepare<[{ from: string; to: string }], TransactionRecord>(
      `SELECT ${TRANSACTION_COLUMNS} FROM transactions
        WHERE created_at >= @from AND created_at <= @to
        ORDER BY created_at DESC, id DESC LIMIT 5`,
    )
    .all({
      from: window.fromMs === undefined ? '' : iso(window.fromMs),
      // Every stored timestamp sorts before '9' (they all start with a four-digit year).
      to: window.toMs === undefined ? '9' : iso(window.toMs),
    });
}

const PENDING = new Set<string>(PENDING_STATUSES);

export function dashboardStats(db: Database, window: StatsWindow, zone: string): DashboardStats {
  const sources = statsSources(db, window, zone);
  const stats: DashboardStats = {
    totalRequests: 0,
    approvedRequests: 0,
    pendingRequests: 0,
    pendingAdminRequests: 0,
    canceledRequests: 0,
    failedRequests: 0,
    totalApprovedWithdrawalAmount: 0,
    totalApprovedTopUpAmount: 0,
    totalApprovedBonusAmount: 0,
    averageApprovedAmount: 0,
    statusDistribution: {},
    requestsByDate: requestsByDate(db, sources),
    platformGraphData: {},
    requestsByPlatform: {},
    amountByPlatform: {},
    topUsers: topUsers(db, sources),
    recentRequests: recentRequests(db, window),
  };
  let approvedAmount = 0;
  // The grouped rows (status x type x platform) are folded into the answer's figures here.
  for (const row of groupTotals(db, sources)) {
    const { status, platform, requests, amount } = row;
    stats.totalRequests += requests;
    stats.statusDistribution[status] = (stats.statusDistribution[status] ?? 0) + requests;
    if (platform) {
      stats.requestsByPlatform[platform] = (stats.requestsByPlatform[platform] ?? 0) + requests;
    }
    if (PENDING.has(status)) stats.pendingRequests += requests;
    if (status === 'PENDING_ADMIN') stats.pendingAdminRequests += requests;
    if (status === 'CANCELED') stats.canceledRequests += requests;
    if (status === 'FAILED') stats.failedRequests += requests;
    if (status === 'BONUS_APPROVED') stats.totalApprovedBonusAmount += amount;
    if (status !== 'APPROVED') continue;
    stats.approvedRequests += requests;
    approvedAmount += amount;
    const topUp = row.type === 'TOP_UP';
    if (topUp) stats.totalApprovedTopUpAmount += amount;
    else stats.totalApprovedWithdrawalAmount += amount;
    if (platform) {
      const graph = (stats.platformGraphData[platform] ??= { top_up: 0, withdrawal: 0 });
      if (topUp) graph.top_up += amount;
      else graph.withdrawal += amount;
      stats.amountByPlatform[platform] = (stats.amountByPlatform[platform] ?? 0) + amount;
    }
  }
  if (stats.approvedRequests > 0) {
    stats.averageApprovedAmount = Math.round(approvedAmount / stats.approvedRequests);
  }
  return stats;
}

/** The sum of BONUS_APPROVED amounts in the window. */
export function totalBonusAmount(db: Database, window: StatsWindow, zone: string): number {
  const union = unionOfSources(
    'transaction_daily_totals',
    'amount',
    'amount',
    "status = 'BONUS_APPROVED'",
  );
  return db
    .prepare<[SourceParams], number>(`SELECT coalesce(sum(amount), 0) FROM (${union})`)
    .pluck()
    .get(sourceParams(statsSources(db, window, zone))) as number;
}
