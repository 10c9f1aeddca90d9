// The addresses of the first reads of the dashboard, the journal, the cards and the lottery, as
// pure functions: the providers ask for these, and the start-up code asks for the same ones early
// (loadTime/earlyReads.ts) without loading the providers, so that both ask for exactly one thing.
import type { QueryValue } from './httpClient';
import type { ListParams } from './listParams';

export interface Read {
  path: string;
  query?: Record<string, QueryValue>;
}

/** A dashboard period's bounds (yyyy-MM-ddTHH:mm:ss, zone-less); none for "all". */
export interface StatsRange {
  startDate?: string;
  endDate?: string;
}

export const featuresRead = (): Read => ({ path: '/features' });

export const dashboardStatsRead = (range: StatsRange = {}): Read => ({
  path: '/dashboard/stats',
  query: { ...range },
});

export const bonusTotalRead = (range: StatsRange = {}): Read => ({
  path: '/dashboard/requests/total-bonus-amount',
  query: { ...range },
});

export const cardsRead = (): Read => ({ path: '/admin/cards' });

export const platformsRead = (): Read => ({ path: '/platforms' });

export const lotteryPrizesRead = (): Read => ({ path: '/lottery/prizes' });

/** The largest page our server serves; longer requests (CSV export) are fetched in pages. */
export const SERVER_PAGE_LIMIT = 1000;

/**
 * The filters the journal sends; our server applies them all (see transactions.ts). `chatId` is
 * the user page's: one person's transactions, matched exactly.
 */
export const SERVER_FILTERS = [
  'cardId',
  'platformId',
  'chatId',
  'status',
  'type',
  'q',
  'dateFrom',
  'dateTo',
];

/** Rows `start` to `end` (both included) of the journal for `params`' filter and sort. */
export function transactionsRead(params: ListParams, start: number, end: number): Read {
  const query: Record<string, string> = {};
  for (const key of SERVER_FILTERS) {
    const value = params.filter?.[key];
    if (value !== undefined && value !== null && value !== '') query[key] = String(value);
  }
  query.range = JSON.stringify([start, end]);
  if (params.sort?.field) query.sort = JSON.stringify([params.sort.field, params.sort.order]);
  return { path: '/transactions', query };
}

/** The first (or only) request of a journal page. */
export function transactionsPageRead(params: ListParams): Read {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const start = (page - 1) * perPage;
  return transactionsRead(params, start, start + Math.min(perPage, SERVER_PAGE_LIMIT) - 1);
}
