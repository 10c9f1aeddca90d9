// The first screen's data, asked for by the start-up code while the app's own code downloads (on
// a slow phone that takes seconds, and the data need not wait for it). The addresses come from
// the providers' own read builders (providers/reads.ts), and the app's calls take the answers
// from the HTTP client's early reads instead of asking again. Kept free of react-admin and the
// providers, so this code arrives long before the app does.
import type { AppHttpClient } from '../providers/httpClient';
import {
  bonusTotalRead,
  cardsRead,
  dashboardStatsRead,
  featuresRead,
  lotteryPrizesRead,
  platformsRead,
  transactionsPageRead,
  type Read,
} from '../providers/reads';
import { readStoreItem } from '../lib/preferences';
import { periodFromSearch, periodToRange } from '../pages/dashboard/period';
import { journalArrivalParams } from '../resources/transactions/journalParams';

export interface EarlyReadsStart {
  http: AppHttpClient;
  location: { pathname: string; search: string };
  /** The browser's day, as the dashboard reads its period from it. */
  today: Date;
}

/** The dashboard: its period's figures and bonus total, and the feature switches. */
function dashboardReads({ location, today }: EarlyReadsStart): Read[] {
  const range = periodToRange(periodFromSearch(location.search), today);
  return [dashboardStatsRead(range), bonusTotalRead(range), featuresRead()];
}

/** The journal's page as react-admin's list will ask for it, and its filter's choices. */
function journalReads({ location }: EarlyReadsStart): Read[] {
  const params = journalArrivalParams(location.search, readStoreItem('transactions.listParams'));
  return [transactionsPageRead(params), cardsRead(), platformsRead()];
}

const READS: Record<string, (start: EarlyReadsStart) => Read[]> = {
  '/': dashboardReads,
  '/transactions': journalReads,
  '/cards': () => [cardsRead()],
  '/lottery': () => [lotteryPrizesRead()],
};

/** Starts the reads of the screen at `location`, if it has any; each failure is the app's to see. */
export function startEarlyReads(start: EarlyReadsStart): void {
  const reads = READS[start.location.pathname.replace(/(.)\/+$/, '$1')];
  for (const { path, query } of reads?.(start) ?? []) {
    start.http.early(path, { query }).catch(() => undefined);
  }
}
