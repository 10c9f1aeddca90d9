// The bot's known users: everyone who ever made a transaction through it. The journal is the only
// record of bot users this service keeps, so a broadcast reaches exactly these chats.
import type { Database } from 'better-sqlite3';

/**
 * Distinct chat ids of the journal in ascending order, optionally only those after `afterChatId`
 * (a resumed broadcast continues where it stopped). Read from the transactions_by_chat index.
 */
export function listBotChatIds(db: Database, afterChatId: number | null = null): number[] {
  return db
    .prepare<[number | null, number | null], number>(
      `SELECT DISTINCT chat_id FROM transactions
        WHERE ? IS NULL OR chat_id > ? ORDER BY chat_id`,
    )
    .pluck()
    .all(afterChatId, afterChatId);
}
