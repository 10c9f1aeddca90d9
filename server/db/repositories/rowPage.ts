// Paging shared by the repositories' list reads: every list read is bounded (LIMIT/OFFSET), and
// its total comes from a count of the same table.
import type { Database } from 'better-sqlite3';

export interface RowPage {
  offset: number;
  limit: number;
}

/** Without a page: the first 1000 rows. */
export const FIRST_ROWS: RowPage = { offset: 0, limit: 1000 };

/** Appended to a list's SELECT; bound with pageParams(). */
export const PAGE_SQL = 'LIMIT ? OFFSET ?';
export const pageParams = (page: RowPage): [number, number] => [page.limit, page.offset];

/** Tables whose rows a list answers, so that a count names only those. */
export type ListedTable =
  'admin_chats' | 'admin_cards' | 'platforms' | 'oson_configs' | 'lottery_prizes';

export function countRows(db: Database, table: ListedTable): number {
  return db.prepare<[], number>(`SELECT count(*) FROM ${table}`).pluck().get() as number;
}
