// Lottery balances of the bot users: so'm won in random awards and lottery tickets, one row per
// chat. Resetting zeroes both but keeps the row, so the user can still be looked up afterwards
// (the panel's "zero the balance" shows 0 / 0 rather than "user not found").
import type { Database } from 'better-sqlite3';

export interface LotteryBalance {
  chatId: number;
  tickets: number;
  balance: number;
}

/** The schema's upper bound of balance and tickets: 2^53 - 1, which JavaScript reads exactly. */
export const MAX_LOTTERY_COUNTER = Number.MAX_SAFE_INTEGER;

const COLUMNS = 'chat_id AS chatId, tickets, balance';

export function findLotteryBalance(db: Database, chatId: number): LotteryBalance | undefined {
  return db
    .prepare<[number], LotteryBalance>(`SELECT ${COLUMNS} FROM lottery_balances WHERE chat_id = ?`)
    .get(chatId);
}

export type AddTicketsResult =
  { added: true; balance: LotteryBalance } | { added: false; reason: 'too-many' };

/** Adds `count` tickets, creating the user's row when missing. */
export function addLotteryTickets(
  db: Database,
  chatId: number,
  count: number,
  updatedAt: string,
): AddTicketsResult {
  return db
    .transaction((): AddTicketsResult => {
      const current = findLotteryBalance(db, chatId);
      // Checked here so the caller gets a clear refusal instead of the schema's CHECK failure.
      if (current && current.tickets > MAX_LOTTERY_COUNTER - count) {
        return { added: false, reason: 'too-many' };
      }
      const row = db
        .prepare<[number, number, string], LotteryBalance>(
          `INSERT INTO lottery_balances (chat_id, tickets, updated_at) VALUES (?, ?, ?)
           ON CONFLICT (chat_id) DO UPDATE
             SET tickets = tickets + excluded.tickets, updated_at = excluded.updated_at
           RETURNING ${COLUMNS}`,
        )
        .get(chatId, count, updatedAt);
      if (!row) throw new Error('INSERT ... RETURNING gave no row');
      return { added: true, balance: row };
    })
    .immediate();
}

/** Sets the user's tickets to 0; undefined (and no change) when the user has no row. */
export function clearLotteryTickets(
  db: Database,
  chatId: number,
  updatedAt: string,
): LotteryBalance | undefined {
  return db
    .prepare<[string, number], LotteryBalance>(
      `UPDATE lottery_balances SET tickets = 0, updated_at = ? WHERE chat_id = ?
       RETURNING ${COLUMNS}`,
    )
    .get(updatedAt, chatId);
}

/** Sets the user's balance and tickets to 0; undefined when the user has no row. */
export function resetLotteryBalance(
  db: Database,
  chatId: number,
  updatedAt: string,
): LotteryBalance | undefined {
  return db
    .prepare<[string, number], LotteryBalance>(
      `UPDATE lottery_balances SET balance = 0, tickets = 0, updated_at = ? WHERE chat_id = ?
       RETURNING ${COLUMNS}`,
    )
    .get(updatedAt, chatId);
}
