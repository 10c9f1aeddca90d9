// Dashboard figures (docs/product.md: Screens Dashboard, docs/backend.md: Production backend).
//   getDashboardStats(range)   -> GET /dashboard/stats?startDate=&endDate=
//   getTotalBonusAmount(range) -> GET /dashboard/requests/total-bonus-amount?startDate=&endDate=
// Answers are passed on as the server sent them; shaping them for the screen (sorting the
// unordered maps, filling missing days) is the dashboard's own pure code.
import { fieldsOf, numberOrNull } from './decode';
import type { HttpClient } from './httpClient';
import { bonusTotalRead, dashboardStatsRead, type StatsRange } from './reads';

/** Zone-less bounds as the backend expects them: `yyyy-MM-ddT00:00:00` / `yyyy-MM-ddT23:59:59`. */
export type { StatsRange };

export type CountMap = Record<string, number>;

/** null: the server did not send this figure; shown as missing, never as 0. */
export type Figure = number | null;

export interface DashboardStats {
  totalRequests: Figure;
  approvedRequests: Figure;
  totalApprovedWithdrawalAmount: Figure;
  totalApprovedTopUpAmount: Figure;
  totalApprovedBonusAmount: Figure;
  statusDistribution: CountMap;
  requestsByDate: CountMap;
  platformGraphData: Record<string, { top_up: Figure; withdrawal: Figure }>;
  topUsers: CountMap;
}

/** Entries without a count are left out: a map key with no number is no data point. */
function countMap(value: unknown): CountMap {
  return Object.fromEntries(
    Object.entries(fieldsOf(value)).flatMap(([key, count]) => {
      const figure = numberOrNull(count);
      return figure === null ? [] : [[key, figure]];
    }),
  );
}

function platformMap(value: unknown): DashboardStats['platformGraphData'] {
  return Object.fromEntries(
    Object.entries(fieldsOf(value)).map(([name, value]) => {
      const sums = fieldsOf(value);
      return [
        name,
        { top_up: numberOrNull(sums.top_up), withdrawal: numberOrNull(sums.withdrawal) },
      ];
    }),
  );
}

/** Keeps the fields the panel uses, typed; a missing figure is null, a missing map empty. */
export function toDashboardStats(data: unknown): DashboardStats {
  const source = fieldsOf(data);
  return {
    totalRequests: numberOrNull(source.totalRequests),
    approvedRequests: numberOrNull(source.approvedRequests),
    totalApprovedWithdrawalAmount: numberOrNull(source.totalApprovedWithdrawalAmount),
    totalApprovedTopUpAmount: numberOrNull(source.totalApprovedTopUpAmount),
    totalApprovedBonusAmount: numberOrNull(source.totalApprovedBonusAmount),
    statusDistribution: countMap(source.statusDistribution),
    requestsByDate: countMap(source.requestsByDate),
    platformGraphData: platformMap(source.platformGraphData),
    topUsers: countMap(source.topUsers),
  };
}

/**
 * True when the period has nothing to show: no requests, or an answer without any figure (the
 * production backend may answer 204, an empty body or `null`).
 */
export function hasNoData(stats: DashboardStats): boolean {
  if (stats.totalRequests === 0) return true;
  const figures = [
    stats.totalRequests,
    stats.approvedRequests,
    stats.totalApprovedWithdrawalAmount,
    stats.totalApprovedTopUpAmount,
    stats.totalApprovedBonusAmount,
  ];
  const maps = [
    stats.statusDistribution,
    stats.requestsByDate,
    stats.platformGraphData,
    stats.topUsers,
  ];
  return (
    figures.every((figure) => figure === null) && maps.every((map) => !Object.keys(map).length)
  );
}

/** True when the period has requests to chart (a missing total is not "none"). */
export function hasRequests(stats: DashboardStats): boolean {
  return (stats.totalRequests ?? 0) > 0 || Object.keys(stats.requestsByDate).length > 0;
}

export function dashboardApi(http: HttpClient) {
  return {
    async getDashboardStats(range: StatsRange = {}): Promise<DashboardStats> {
      const { path, query } = dashboardStatsRead(range);
      const { data } = await http(path, { query });
      return toDashboardStats(data);
    },
    /** The production backend answers a bare JSON number. */
    async getTotalBonusAmount(range: StatsRange = {}): Promise<Figure> {
      const { path, query } = bonusTotalRead(range);
      const { data } = await http(path, { query });
      const value = typeof data === 'string' ? Number(data) : data;
      return numberOrNull(value);
    },
  };
}
