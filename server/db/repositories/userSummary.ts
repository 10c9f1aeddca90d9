// One bot user's summary (the panel's /users/{chatId} page): the names the bot recorded, the first
// and last transaction, totals by type and by status, the platforms and the person's own cards.
// Every query reads one person's rows through the chat id index, (chat_id, created_at DESC, id
// DESC) on both journals, and every list is capped, so an answer costs that person's rows, never
// the journal's. The gateway's copy of the backend's journal (MIRRORED_JOURNAL) may hold NULL in
// any column but status and type: amounts count as 0 and a NULL name, platform or card is left
// out of its list (it names nothing to show).
import type { Database } from 'better-sqlite3';
import { EMBEDDED_JOURNAL, type JournalTable } from './journalTable.ts';

/** How many names, platforms and cards an answer lists at most (the most recent ones). */
export const USER_SUMMARY_LIST_LIMIT = 20;

export interface UserName {
  fullName: string;
  /** ISO instant of the last transaction under this name (null: the mirror knows no time). */
  lastAt: string | null;
}

export interface TypeTotal {
  type: string;
  count: number;
  /** Sum of `amount`, in so'm. */
  amount: number;
}

export interface StatusTotal {
  status: string;
  count: number;
  amount: number;
}

export interface UserPlatform {
  platform: string;
  count: number;
  lastAt: string | null;
}

export interface UserCard {
  cardNumber: string;
  count: number;
  lastAt: string | null;
}

export interface UserSummary {
  chatId: number;
  names: UserName[];
  firstAt: string | null;
  lastAt: string | null;
  totals: { byType: TypeTotal[]; byStatus: StatusTotal[] };
  platforms: UserPlatform[];
  cards: UserCard[];
}

interface Span {
  count: number;
  firstAt: string | null;
  lastAt: string | null;
}

interface TypeStatusRow {
  type: string;
  status: string;
  count: number;
  amount: number;
}

/**
 * The distinct non-blank values of `column` among the person's rows with how often and when last
 * each was used, most recent first (NULL times last), at most USER_SUMMARY_LIST_LIMIT.
 */
function usedValues(db: Database, table: JournalTable, column: string, chatId: number) {
  return db
    .prepare<[number, number], { value: string; count: number; lastAt: string | null }>(
      `SELECT ${column} AS value, count(*) AS count, max(created_at) AS lastAt
         FROM ${table.name}
        WHERE chat_id = ? AND ${column} IS NOT NULL AND trim(${column}) <> ''
        GROUP BY ${column}
        ORDER BY lastAt DESC, count DESC, value
        LIMIT ?`,
    )
    .all(chatId, USER_SUMMARY_LIST_LIMIT);
}

/** The person's summary, or undefined when the journal has no transaction of `chatId`. */
export function userSummary(
  db: Database,
  chatId: number,
  table: JournalTable = EMBEDDED_JOURNAL,
): UserSummary | undefined {
  // One read transaction: the parts agree with each other even while the bot (another process
  // on the same file) adds rows.
  return db.transaction((): UserSummary | undefined => {
    // The index alone answers it (created_at is in it).
    const span = db
      .prepare<[number], Span>(
        `SELECT count(*) AS count, min(created_at) AS firstAt, max(created_at) AS lastAt
           FROM ${table.name} WHERE chat_id = ?`,
      )
      .get(chatId) as Span;
    if (span.count === 0) return undefined;

    // One pass for both totals: at most types x statuses groups.
    const groups = db
      .prepare<[number], TypeStatusRow>(
        `SELECT type, status, count(*) AS count, coalesce(sum(amount), 0) AS amount
           FROM ${table.name} WHERE chat_id = ?
          GROUP BY type, status ORDER BY type, status`,
      )
      .all(chatId);
    const byType = new Map<string, TypeTotal>();
    const byStatus = new Map<string, StatusTotal>();
    for (const { type, status, count, amount } of groups) {
      const ofType = byType.get(type) ?? { type, count: 0, amount: 0 };
      byType.set(type, { type, count: ofType.count + count, amount: ofType.amount + amount });
      const ofStatus = byStatus.get(status) ?? { status, count: 0, amount: 0 };
      byStatus.set(status, {
        status,
        count: ofStatus.count + count,
        amount: ofStatus.amount + amount,
      });
    }

    return {
      chatId,
      names: usedValues(db, table, 'full_name', chatId).map(({ value, lastAt }) => ({
        fullName: value,
        lastAt,
      })),
      firstAt: span.firstAt,
      lastAt: span.lastAt,
      totals: {
        byType: [...byType.values()],
        // The most frequent status first; equal counts by name.
        byStatus: [...byStatus.values()].sort(
          (a, b) => b.count - a.count || a.status.localeCompare(b.status),
        ),
      },
      platforms: usedValues(db, table, 'platform_name', chatId).map(({ value, count, lastAt }) => ({
        platform: value,
        count,
        lastAt,
      })),
      cards: usedValues(db, table, 'card_number', chatId).map(({ value, count, lastAt }) => ({
        cardNumber: value,
        count,
        lastAt,
      })),
    };
  })();
}
