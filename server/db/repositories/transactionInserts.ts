// Writing journal rows: one at a time, or streamed from any iterable in multi-row INSERTs of one
// prepared statement (the demo seed and the million-row benchmark). Each row's business_day is
// computed here, in the zone recorded in business_calendar.
import type { Database } from 'better-sqlite3';
import { businessDayOf } from '../../businessTime.ts';
import { readBusinessTimeZone } from '../businessCalendar.ts';
import { TRANSACTION_FIELDS } from './journalTable.ts';
import type { Currency } from '../../../contract/payments.ts';
import type { TransactionStatus, TransactionType } from '../../../contract/transactions.ts';

export interface NewTransaction {
  chatId: number;
  platformId?: number | null;
  /** Copied from the platform, so that history survives a rename or a deletion. */
  platformName?: string | null;
  currency?: Currency | null;
  platformUserId?: string | null;
  fullName?: string | null;
  cardNumber?: string | null;
  adminCardId?: number | null;
  amount: number;
  uniqueAmount?: number | null;
  status: TransactionStatus;
  type: TransactionType;
  /** Any form Date.parse reads; stored as toISOString() (UTC, milliseconds, Z). */
  createdAt: string;
  billId?: string | null;
  transactionId?: string | null;
  payUrl?: string | null;
  paymentAttempts?: number;
}

// The journal's own fields (as the gateway's copy has them too), then what only ours keeps.
const COLUMNS = [...TRANSACTION_FIELDS, 'platform_id', 'business_day'];

type Value = string | number | null;

function rowValues(row: NewTransaction, zone: string): Value[] {
  const createdMs = Date.parse(row.createdAt);
  if (Number.isNaN(createdMs)) throw new Error(`Not a timestamp: ${row.createdAt}`);
  return [
    row.chatId,
    row.platformName ?? null,
    row.currency ?? null,
    row.platformUserId ?? null,
    row.fullName ?? null,
    row.cardNumber ?? null,
    row.adminCardId ?? null,
    row.amount,
    row.uniqueAmount ?? null,
    row.status,
    row.type,
    new Date(createdMs).toISOString(),
    row.billId ?? null,
    row.transactionId ?? null,
    row.payUrl ?? null,
    row.paymentAttempts ?? 0,
    row.platformId ?? null,
    businessDayOf(createdMs, zone),
  ];
}

function insertStatementSql(rowCount: number): string {
  const tuple = `(${COLUMNS.map(() => '?').join(', ')})`;
  return `INSERT INTO transactions (${COLUMNS.join(', ')}) VALUES ${Array(rowCount)
    .fill(tuple)
    .join(', ')}`;
}

/** Inserts one row and answers its id. */
export function insertTransaction(db: Database, row: NewTransaction): number {
  const values = rowValues(row, readBusinessTimeZone(db));
  return Number(db.prepare<Value[]>(insertStatementSql(1)).run(...values).lastInsertRowid);
}

/** Rows per INSERT: 100 x 18 values stays far below SQLite's limit of bound parameters. */
const ROWS_PER_STATEMENT = 100;

/**
 * Inserts every row of `rows` in one database transaction, pulling them one at a time (a
 * generator of a million rows never sits in memory), and answers how many were written.
 */
export function insertTransactions(db: Database, rows: Iterable<NewTransaction>): number {
  const zone = readBusinessTimeZone(db);
  const batch = db.prepare<Value[]>(insertStatementSql(ROWS_PER_STATEMENT));
  const single = db.prepare<Value[]>(insertStatementSql(1));
  let count = 0;
  db.transaction(() => {
    let pending: Value[] = [];
    for (const row of rows) {
      pending.push(...rowValues(row, zone));
      count += 1;
      if (pending.length === ROWS_PER_STATEMENT * COLUMNS.length) {
        batch.run(...pending);
        pending = [];
      }
    }
    for (let start = 0; start < pending.length; start += COLUMNS.length) {
      single.run(...pending.slice(start, start + COLUMNS.length));
    }
  })();
  return count;
}
