// The transaction journal as the panel reads it: rows in the production backend's field names,
// filtered, sorted (always stably) and paged, their count for paging, and deletion.
import type { Database } from 'better-sqlite3';
import type { Currency } from '../../../contract/payments.ts';
import { dailyCountWhere, transactionWhere } from './transactionFilters.ts';
import type { TransactionFilter } from './transactionFilters.ts';
import { EMBEDDED_JOURNAL, type JournalTable } from './journalTable.ts';
import type { TransactionStatus, TransactionType } from '../../../contract/transactions.ts';

export {
  PENDING_STATUSES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionStatus,
  type TransactionType,
} from '../../../contract/transactions.ts';

/** One journal row, named as the production backend names it; null where unknown. */
export interface TransactionRecord {
  id: number;
  chatId: number;
  /** The platform's name as it was when the transaction was made. */
  platform: string | null;
  currency: Currency | null;
  platformUserId: string | null;
  fullName: string | null;
  cardNumber: string | null;
  amount: number;
  uniqueAmount: number | null;
  status: TransactionStatus;
  type: TransactionType;
  /** ISO 8601 UTC with Z. */
  createdAt: string;
  adminCardId: number | null;
  billId: string | null;
  transactionId: string | null;
  payUrl: string | null;
  paymentAttempts: number | null;
}

export const TRANSACTION_COLUMNS = `id, chat_id AS chatId, platform_name AS platform, currency,
  platform_user_id AS platformUserId, full_name AS fullName, card_number AS cardNumber, amount,
  unique_amount AS uniqueAmount, status, type, created_at AS createdAt,
  admin_card_id AS adminCardId, bill_id AS billId, transaction_id AS transactionId,
  pay_url AS payUrl, payment_attempts AS paymentAttempts`;

export const TRANSACTION_SORT_FIELDS = [
  'id',
  'createdAt',
  'chatId',
  'fullName',
  'platform',
  'cardNumber',
  'uniqueAmount',
  'amount',
  'status',
  'type',
] as const;
export type TransactionSortField = (typeof TRANSACTION_SORT_FIELDS)[number];

export interface TransactionSort {
  field: TransactionSortField;
  order: 'ASC' | 'DESC';
}

/** The journal's order: newest first. */
export const NEWEST_FIRST: TransactionSort = { field: 'createdAt', order: 'DESC' };

const SORT_COLUMNS: Record<TransactionSortField, string> = {
  id: 'id',
  createdAt: 'created_at',
  chatId: 'chat_id',
  fullName: 'full_name',
  platform: 'platform_name',
  cardNumber: 'card_number',
  uniqueAmount: 'unique_amount',
  amount: 'amount',
  status: 'status',
  type: 'type',
};

/** id breaks ties in the same direction, so pages never overlap or skip rows of equal values. */
function orderBy({ field, order }: TransactionSort): string {
  if (field === 'id') return `ORDER BY id ${order}`;
  return `ORDER BY ${SORT_COLUMNS[field]} ${order}, id ${order}`;
}

export interface TransactionPage {
  offset: number;
  limit: number;
}

/** `zone`: the business time zone, of the filter's days. */
export function listTransactions(
  db: Database,
  filter: TransactionFilter,
  zone: string,
  sort: TransactionSort = NEWEST_FIRST,
  page?: TransactionPage,
  table: JournalTable = EMBEDDED_JOURNAL,
): TransactionRecord[] {
  const where = transactionWhere(filter, zone, table);
  const params: Record<string, string | number> = { ...where.params };
  let limit = '';
  if (page) {
    limit = 'LIMIT @limit OFFSET @offset';
    params.limit = page.limit;
    params.offset = page.offset;
  }
  return db
    .prepare<[Record<string, string | number>], TransactionRecord>(
      `SELECT ${TRANSACTION_COLUMNS}${table.extraColumns} FROM ${table.name} ${where.sql}
       ${orderBy(sort)} ${limit}`,
    )
    .all(params);
}

/**
 * How many rows match: from the daily counts when no search text is given (a few thousand
 * grouped rows instead of up to every journal row), else from the journal.
 */
export function countTransactions(
  db: Database,
  filter: TransactionFilter,
  zone: string,
  table: JournalTable = EMBEDDED_JOURNAL,
): number {
  const daily = table.dailyCounts ? dailyCountWhere(filter) : undefined;
  const where = daily ?? transactionWhere(filter, zone, table);
  const sql = daily
    ? `SELECT coalesce(sum(requests), 0) FROM transaction_daily_counts ${where.sql}`
    : `SELECT count(*) FROM ${table.name} ${where.sql}`;
  return db
    .prepare<[Record<string, string | number>], number>(sql)
    .pluck()
    .get(where.params) as number;
}

/** How many transactions have `status`, read from transactions_by_status alone (it covers it). */
export function countTransactionsWithStatus(
  db: Database,
  status: TransactionStatus,
  table: JournalTable = EMBEDDED_JOURNAL,
): number {
  return db
    .prepare<[string], number>(`SELECT count(*) FROM ${table.name} WHERE status = ?`)
    .pluck()
    .get(status) as number;
}

export function findTransaction(
  db: Database,
  id: number,
  table: JournalTable = EMBEDDED_JOURNAL,
): TransactionRecord | undefined {
  return db
    .prepare<[number], TransactionRecord>(
      `SELECT ${TRANSACTION_COLUMNS}${table.extraColumns} FROM ${table.name} WHERE id = ?`,
    )
    .get(id);
}

/** True when a transaction was deleted. */
export function deleteTransaction(db: Database, id: number): boolean {
  return db.prepare('DELETE FROM transactions WHERE id = ?').run(id).changes > 0;
}

/** Those of `ids` that exist, in ascending order. */
export function existingTransactionIds(db: Database, ids: readonly number[]): number[] {
  return db
    .prepare<[string], number>(
      'SELECT id FROM transactions WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id',
    )
    .pluck()
    .all(JSON.stringify(ids));
}

/**
 * Deletes those of `ids` that exist, all in one database transaction (all or none, should a
 * write fail), and answers how many were deleted.
 */
export function deleteTransactions(db: Database, ids: readonly number[]): number {
  const remove = db.prepare<[string]>(
    'DELETE FROM transactions WHERE id IN (SELECT value FROM json_each(?))',
  );
  return db.transaction(() => remove.run(JSON.stringify(ids)).changes)();
}

/** The time (epoch ms) of the first transaction dated after `ms`, if any (one index read). */
export function firstTransactionAfter(db: Database, ms: number): number | undefined {
  const first = db
    .prepare<[string], string | null>(
      'SELECT min(created_at) FROM transactions WHERE created_at > ?',
    )
    .pluck()
    .get(new Date(ms).toISOString());
  return first ? Date.parse(first) : undefined;
}
