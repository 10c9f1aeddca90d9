// The WHERE clauses of the transaction list and its count: the panel's filters, the search box
// (chat id prefix or part of the full name) and business-day bounds, on the journal itself or,
// for a count without search text, on its daily pre-aggregate.
import { addDays, dayStartMs } from '../../businessTime.ts';
import type { TransactionStatus, TransactionType } from '../../../contract/transactions.ts';
import { EMBEDDED_JOURNAL, type JournalTable } from './journalTable.ts';

export interface TransactionFilter {
  cardId?: number;
  platformId?: number;
  /** One person's transactions (the user page). */
  chatId?: number;
  status?: TransactionStatus;
  type?: TransactionType;
  /** Digits: a chat id or its first digits. Anything else: part of the full name, any case. */
  q?: string;
  /** First business day (YYYY-MM-DD in the business zone), inclusive. */
  dateFrom?: string;
  /** Last business day, inclusive. */
  dateTo?: string;
}

export interface WhereClause {
  /** '' or 'WHERE ...' with named parameters. */
  sql: string;
  params: Record<string, string | number>;
}

/** Telegram ids have at most 16 digits (and stay below 2^53). */
const CHAT_ID_DIGITS = 16;
const CHAT_ID_PREFIX = /^[1-9][0-9]{0,15}$/;

/**
 * The chat id ranges whose decimal form starts with `prefix`: "12" is 12, 120-129, 1200-1299...
 * Ranges, unlike CAST(chat_id AS TEXT) LIKE '12%', are read from the chat_id index.
 */
export function chatIdPrefixRanges(prefix: string): Array<[low: number, high: number]> {
  const ranges: Array<[number, number]> = [];
  const base = BigInt(prefix);
  const max = BigInt(Number.MAX_SAFE_INTEGER);
  for (let extra = 0; prefix.length + extra <= CHAT_ID_DIGITS; extra += 1) {
    const scale = 10n ** BigInt(extra);
    const low = base * scale;
    if (low > max) break;
    const high = (base + 1n) * scale - 1n;
    ranges.push([Number(low), Number(high < max ? high : max)]);
  }
  return ranges;
}

/** `text` for a LIKE with ESCAPE '\': its own %, _ and \ match only themselves. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// eslint-disable-next-line no-control-regex
const ASCII_ONLY = /^[\x00-\x7f]*$/;

function searchCondition(q: string, params: WhereClause['params']): string {
  if (CHAT_ID_PREFIX.test(q)) {
    return `(${chatIdPrefixRanges(q)
      .map(([low, high], index) => {
        params[`chatLow${index}`] = low;
        params[`chatHigh${index}`] = high;
        return `chat_id BETWEEN @chatLow${index} AND @chatHigh${index}`;
      })
      .join(' OR ')})`;
  }
  // SQLite's LIKE folds ASCII letters only; for other text ("иван" in "Иван Петров") both sides
  // go through unicode_lower (a JavaScript function the db plugin registers).
  if (ASCII_ONLY.test(q)) {
    params.name = `%${escapeLike(q)}%`;
    return "full_name LIKE @name ESCAPE '\\'";
  }
  params.name = `%${escapeLike(q.toLowerCase())}%`;
  return "unicode_lower(full_name) LIKE @name ESCAPE '\\'";
}

/**
 * The conditions every form of the filter shares: columns of the journal and the aggregate (and
 * of the gateway's copy, whose answers of the backend's filters are read by the same conditions).
 */
export function idConditions(
  filter: TransactionFilter,
  params: WhereClause['params'],
  table: JournalTable = EMBEDDED_JOURNAL,
): string[] {
  const conditions: string[] = [];
  if (filter.cardId !== undefined) {
    conditions.push('admin_card_id = @cardId');
    params.cardId = filter.cardId;
  }
  if (filter.platformId !== undefined) {
    conditions.push(table.platformCondition);
    params.platformId = filter.platformId;
  }
  if (filter.chatId !== undefined) {
    conditions.push('chat_id = @chatId');
    params.chatId = filter.chatId;
  }
  if (filter.status !== undefined) {
    conditions.push('status = @status');
    params.status = filter.status;
  }
  if (filter.type !== undefined) {
    conditions.push('type = @type');
    params.type = filter.type;
  }
  return conditions;
}

const toWhere = (conditions: string[], params: WhereClause['params']): WhereClause => ({
  sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '',
  params,
});

const isoDayStart = (day: string, zone: string) => new Date(dayStartMs(day, zone)).toISOString();

/** The journal's WHERE: days become created_at bounds, so that the time indexes serve them. */
export function transactionWhere(
  filter: TransactionFilter,
  zone: string,
  table: JournalTable = EMBEDDED_JOURNAL,
): WhereClause {
  const params: WhereClause['params'] = {};
  const conditions = idConditions(filter, params, table);
  if (filter.dateFrom !== undefined) {
    conditions.push('created_at >= @createdFrom');
    params.createdFrom = isoDayStart(filter.dateFrom, zone);
  }
  if (filter.dateTo !== undefined) {
    conditions.push('created_at < @createdBefore');
    params.createdBefore = isoDayStart(addDays(filter.dateTo, 1), zone);
  }
  const q = filter.q?.trim();
  if (q) conditions.push(searchCondition(q, params));
  return toWhere(conditions, params);
}

/**
 * The WHERE on transaction_daily_counts, or undefined when search text needs the journal. In
 * the aggregate an unknown platform or card is 0, which no (positive) filter id matches.
 */
export function dailyCountWhere(filter: TransactionFilter): WhereClause | undefined {
  // The aggregate has no chat ids: one person's count is read from the journal.
  if (filter.q?.trim() || filter.chatId !== undefined) return undefined;
  const params: WhereClause['params'] = {};
  const conditions = idConditions(filter, params);
  if (filter.dateFrom !== undefined) {
    conditions.push('business_day >= @dateFrom');
    params.dateFrom = filter.dateFrom;
  }
  if (filter.dateTo !== undefined) {
    conditions.push('business_day <= @dateTo');
    params.dateTo = filter.dateTo;
  }
  return toWhere(conditions, params);
}
