// Our server's additions to the journal (docs/backend.md: Our server's extras), used only where
// GET /capabilities says they exist:
//   getPendingCount -> GET    /transactions/pending-count   ({ count })
//   getSavedViews   -> GET    /saved-views                  (the account's named filters)
//   saveView        -> POST   /saved-views                  ({ name, filter })
//   deleteSavedView -> DELETE /saved-views/{id}
//   getCoverage     -> GET    /transactions/coverage        (the gateway's copy of the journal)
import { fieldsOf, idPath, isObject, numberOrNull, rowsOf, text, type Row } from './decode';
import type { HttpClient } from './httpClient';

export interface SavedView {
  id: number;
  name: string;
  filter: Record<string, unknown>;
}

function toSavedView(row: Row): SavedView {
  return {
    id: Number(row.id),
    name: text(row.name),
    filter: isObject(row.filter) ? row.filter : {},
  };
}

/** How much of the production backend's history the gateway's copy holds (journalCoverage). */
export interface JournalCoverage {
  known: number;
  missing: number;
  backendTotal: number | null;
  /** Whole percent of the backend's own count, or null when it did not say it. */
  percent: number | null;
  lastPollAt: string | null;
  /** Since when everything is known; null: the whole history the backfill walked. */
  completeSince: string | null;
  backfillFinished: boolean;
  /** For owners: the backfill's own state. */
  backfill: {
    combinationsDone: number;
    combinationsLeft: number;
    pausedBecause: string | null;
  } | null;
}

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value ? value : null;

function toCoverage(row: Row): JournalCoverage {
  const backfill = isObject(row.backfill) ? row.backfill : null;
  return {
    known: numberOrNull(row.known) ?? 0,
    missing: numberOrNull(row.missing) ?? 0,
    backendTotal: numberOrNull(row.backendTotal),
    percent: numberOrNull(row.percent),
    lastPollAt: textOrNull(row.lastPollAt),
    completeSince: textOrNull(row.completeSince),
    backfillFinished: row.backfillFinished === true,
    backfill: backfill && {
      combinationsDone: numberOrNull(backfill.combinationsDone) ?? 0,
      combinationsLeft: numberOrNull(backfill.combinationsLeft) ?? 0,
      pausedBecause: textOrNull(backfill.pausedBecause),
    },
  };
}

export function journalExtrasApi(http: HttpClient) {
  return {
    /** How many transactions wait for an admin (status PENDING_ADMIN), or null if unknown. */
    async getPendingCount(): Promise<number | null> {
      const { data } = await http('/transactions/pending-count');
      return numberOrNull(fieldsOf(data).count);
    },
    async getSavedViews(): Promise<SavedView[]> {
      const { data } = await http('/saved-views');
      return rowsOf(data, 'saved views').map(toSavedView);
    },
    async saveView(name: string, filter: Record<string, unknown>): Promise<SavedView> {
      const { data } = await http('/saved-views', { method: 'POST', body: { name, filter } });
      return toSavedView(fieldsOf(data));
    },
    async getCoverage(): Promise<JournalCoverage> {
      const { data } = await http('/transactions/coverage');
      return toCoverage(fieldsOf(data));
    },
    async deleteSavedView(id: number): Promise<void> {
      await http(`/saved-views/${idPath(id)}`, { method: 'DELETE' });
    },
  };
}
