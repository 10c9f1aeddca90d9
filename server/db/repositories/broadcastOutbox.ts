// The broadcast outbox: where deliveries go when no Telegram bot token is configured, so a demo
// or test install shows exactly what each user would have received.
import type { Database } from 'better-sqlite3';

export interface OutboxDelivery {
  broadcastId: number;
  chatId: number;
  deliveredAt: string;
  /** The sendMessage body Telegram would have received. */
  payload: unknown;
}

/** Records a delivery; a second one for the same broadcast and chat (a retry) changes nothing. */
export function recordOutboxDelivery(db: Database, delivery: OutboxDelivery): void {
  db.prepare<[number, number, string, string]>(
    `INSERT INTO broadcast_outbox (broadcast_id, chat_id, delivered_at, payload)
     VALUES (?, ?, ?, ?) ON CONFLICT (broadcast_id, chat_id) DO NOTHING`,
  ).run(
    delivery.broadcastId,
    delivery.chatId,
    delivery.deliveredAt,
    JSON.stringify(delivery.payload),
  );
}

/** Deliveries of one broadcast in the order they were made. */
export function listOutboxDeliveries(db: Database, broadcastId: number): OutboxDelivery[] {
  return db
    .prepare<[number], Omit<OutboxDelivery, 'payload'> & { payload: string }>(
      `SELECT broadcast_id AS broadcastId, chat_id AS chatId, delivered_at AS deliveredAt, payload
         FROM broadcast_outbox WHERE broadcast_id = ? ORDER BY id`,
    )
    .all(broadcastId)
    .map((row) => ({ ...row, payload: JSON.parse(row.payload) as unknown }));
}
