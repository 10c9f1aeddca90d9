// The journal's saved views of one panel account: every read and write names the account, so no
// query can reach another account's views.
import type { Database } from 'better-sqlite3';

/** Views per account: the list answers at most this many, and creation stops there. */
export const MAX_SAVED_VIEWS = 50;

export type FilterValue = string | number | boolean | null;

export interface SavedView {
  id: number;
  name: string;
  filter: Record<string, FilterValue>;
  createdAt: string;
}

interface Row {
  id: number;
  name: string;
  filter: string;
  createdAt: string;
}

const COLUMNS = 'id, name, filter, created_at AS createdAt';

const toView = (row: Row): SavedView => ({
  ...row,
  filter: JSON.parse(row.filter) as SavedView['filter'],
});

/**
 * By name whatever its case. unicode_lower (the db plugin's) folds Cyrillic too, where SQLite's
 * NOCASE folds ASCII only; the name itself then id keep the order total.
 */
export function listSavedViews(db: Database, accountId: number): SavedView[] {
  return db
    .prepare<[number, number], Row>(
      `SELECT ${COLUMNS} FROM saved_views WHERE account_id = ?
        ORDER BY unicode_lower(name), name, id LIMIT ?`,
    )
    .all(accountId, MAX_SAVED_VIEWS)
    .map(toView);
}

export function countSavedViews(db: Database, accountId: number): number {
  return db
    .prepare<[number], number>('SELECT count(*) FROM saved_views WHERE account_id = ?')
    .pluck()
    .get(accountId) as number;
}

export function savedViewNameTaken(db: Database, accountId: number, name: string): boolean {
  return (
    db
      .prepare<[number, string], number>(
        'SELECT 1 FROM saved_views WHERE account_id = ? AND name = ?',
      )
      .pluck()
      .get(accountId, name) !== undefined
  );
}

export function insertSavedView(
  db: Database,
  accountId: number,
  view: Pick<SavedView, 'name' | 'filter'>,
  createdAt: string,
): SavedView {
  const row = db
    .prepare<[number, string, string, string], Row>(
      `INSERT INTO saved_views (account_id, name, filter, created_at) VALUES (?, ?, ?, ?)
       RETURNING ${COLUMNS}`,
    )
    .get(accountId, view.name, JSON.stringify(view.filter), createdAt)!;
  return toView(row);
}

/** The deleted view, or undefined when the account has no view of that id. */
export function deleteSavedView(
  db: Database,
  accountId: number,
  id: number,
): SavedView | undefined {
  const row = db
    .prepare<[number, number], Row>(
      `DELETE FROM saved_views WHERE id = ? AND account_id = ? RETURNING ${COLUMNS}`,
    )
    .get(id, accountId);
  return row && toView(row);
}
