// The dashboard's first figures, asked for by the start-up code while the app itself is still
// downloading: on a slow phone the app takes seconds to arrive, and the figures need not wait
// for it. The dashboard takes each answer once, for the exact bounds it was asked with.
import { apiClient } from '../../auth/api';
import { dashboardApi } from '../../providers/dashboard';
import type { DashboardStats, Figure, StatsRange } from '../../providers/dashboard';
import { type Period, periodFromSearch, periodToRange } from './period';

export interface EarlyStatsApi {
  getDashboardStats(range: StatsRange): Promise<DashboardStats>;
  getTotalBonusAmount(range: StatsRange): Promise<Figure>;
}

type Kind = 'stats' | 'bonus';

const waiting = new Map<string, Promise<unknown>>();
// Once the dashboard has asked, a late early call could only duplicate its own.
let dashboardAsked = false;

const keyOf = (kind: Kind, range: StatsRange) =>
  JSON.stringify([kind, range.startDate ?? null, range.endDate ?? null]);

/** The two calls in flight, until the dashboard takes them. */
export interface EarlyCalls {
  period: Period;
  stats: Promise<DashboardStats>;
  bonus: Promise<Figure>;
}

/**
 * Starts both calls of the dashboard for `range`; the answers wait for the dashboard. Returns
 * them, or undefined when the dashboard has already asked for itself.
 */
export function requestEarlyStats(
  api: EarlyStatsApi,
  range: StatsRange,
): Omit<EarlyCalls, 'period'> | undefined {
  if (dashboardAsked) return undefined;
  const keep = <T>(kind: Kind, call: Promise<T>) => {
    // Nobody may ever take it (the app can end on another page): never an unhandled rejection.
    call.catch(() => undefined);
    waiting.set(keyOf(kind, range), call);
    return call;
  };
  return {
    stats: keep('stats', api.getDashboardStats(range)),
    bonus: keep('bonus', api.getTotalBonusAmount(range)),
  };
}

/**
 * The early answer for `range`, at most once; after that (or for other bounds) the dashboard
 * calls the API itself. A failed early call counts as no answer: the app's own call then reports
 * the failure its usual way (a 401 signs the admin out).
 */
export async function takeEarlyStats<T>(kind: Kind, range: StatsRange): Promise<T | undefined> {
  dashboardAsked = true;
  const key = keyOf(kind, range);
  const call = waiting.get(key) as Promise<T> | undefined;
  if (!call) return undefined;
  waiting.delete(key);
  try {
    return await call;
  } catch {
    return undefined;
  }
}

/** The start-up's call on a signed-in `/`: the period in the URL, the app's own HTTP client. */
export function startEarlyStats(
  search: string,
  today: Date,
  api: EarlyStatsApi = dashboardApi(apiClient),
): EarlyCalls | undefined {
  const period = periodFromSearch(search);
  const calls = requestEarlyStats(api, periodToRange(period, today));
  return calls && { period, ...calls };
}
