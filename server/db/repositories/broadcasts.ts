// The broadcast queue: queuing a message, the worker's atomic claim of the next due one, its
// per-recipient progress, and the final SENT / FAILED state. Status moves only forward:
// PENDING -> SENDING -> SENT | FAILED, except that an interrupted SENDING goes back to PENDING.
import type { Database } from 'better-sqlite3';

export type BroadcastStatus = 'PENDING' | 'SENDING' | 'SENT' | 'FAILED';

export interface NewBroadcast {
  messageText: string;
  /** Both set or both null. */
  buttonText: string | null;
  buttonUrl: string | null;
  /** ISO UTC instant, or null for "as soon as possible". */
  scheduledAt: string | null;
}

export interface Broadcast extends NewBroadcast {
  id: number;
  status: BroadcastStatus;
  createdAt: string;
  sentAt: string | null;
  recipients: number;
  failures: number;
  /** The last chat handled; delivery resumes after it. */
  lastChatId: number | null;
  attempts: number;
  failureReason: string | null;
}

const COLUMNS = `id, message_text AS messageText, button_text AS buttonText,
  button_url AS buttonUrl, scheduled_at AS scheduledAt, status, created_at AS createdAt,
  sent_at AS sentAt, recipients, failures, last_chat_id AS lastChatId, attempts,
  failure_reason AS failureReason`;

/** A broadcast given up after this many claims: each one ended in a crash or a shutdown. */
export const MAX_BROADCAST_ATTEMPTS = 5;

const FAILURE_REASON_MAX = 1000;

export function insertBroadcast(db: Database, broadcast: NewBroadcast, createdAt: string) {
  return db
    .prepare<[string, string | null, string | null, string | null, string], Broadcast>(
      `INSERT INTO broadcasts (message_text, button_text, button_url, scheduled_at, created_at)
       VALUES (?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
    )
    .get(
      broadcast.messageText,
      broadcast.buttonText,
      broadcast.buttonUrl,
      broadcast.scheduledAt,
      createdAt,
    ) as Broadcast;
}

export function findBroadcast(db: Database, id: number): Broadcast | undefined {
  return db.prepare<[number], Broadcast>(`SELECT ${COLUMNS} FROM broadcasts WHERE id = ?`).get(id);
}

/**
 * Moves the first due PENDING broadcast (scheduled at or before `now`, or unscheduled) to SENDING
 * and answers it, or undefined when none is due. The select and the conditional update run in one
 * IMMEDIATE transaction, so two workers (even two processes on one database) never claim the same
 * broadcast: the loser sees the row already SENDING and gets nothing.
 */
export function claimDueBroadcast(db: Database, now: string): Broadcast | undefined {
  const next = db.prepare<[string], { id: number }>(
    `SELECT id FROM broadcasts
      WHERE status = 'PENDING' AND (scheduled_at IS NULL OR scheduled_at <= ?)
      ORDER BY coalesce(scheduled_at, created_at), id LIMIT 1`,
  );
  const claim = db.prepare<[number], Broadcast>(
    `UPDATE broadcasts SET status = 'SENDING', attempts = attempts + 1
      WHERE id = ? AND status = 'PENDING' RETURNING ${COLUMNS}`,
  );
  return db
    .transaction(() => {
      const row = next.get(now);
      return row && claim.get(row.id);
    })
    .immediate();
}

/** Records one handled recipient of a SENDING broadcast (false: if it is no longer SENDING). */
export function recordBroadcastProgress(
  db: Database,
  id: number,
  chatId: number,
  failed: boolean,
): boolean {
  const result = db
    .prepare<[number, number, number]>(
      `UPDATE broadcasts SET recipients = recipients + 1, failures = failures + ?, last_chat_id = ?
        WHERE id = ? AND status = 'SENDING'`,
    )
    .run(Number(failed), chatId, id);
  return result.changes > 0;
}

export function markBroadcastSent(db: Database, id: number, sentAt: string): void {
  db.prepare<[string, number]>(
    `UPDATE broadcasts SET status = 'SENT', sent_at = ?, failure_reason = NULL
      WHERE id = ? AND status = 'SENDING'`,
  ).run(sentAt, id);
}

export function markBroadcastFailed(db: Database, id: number, reason: string): void {
  db.prepare<[string, number]>(
    `UPDATE broadcasts SET status = 'FAILED', failure_reason = ?
      WHERE id = ? AND status = 'SENDING'`,
  ).run(reason.slice(0, FAILURE_REASON_MAX), id);
}

/** Hands a SENDING broadcast back to the queue (shutdown mid-delivery); progress is kept. */
export function releaseBroadcast(db: Database, id: number): void {
  db.prepare<[number]>(
    `UPDATE broadcasts SET status = 'PENDING' WHERE id = ? AND status = 'SENDING'`,
  ).run(id);
}

export interface RecoveryResult {
  /** Ids put back in the queue; they resume after their last handled chat. */
  requeued: number[];
  /** Ids given up after MAX_BROADCAST_ATTEMPTS claims. */
  failed: number[];
}

/**
 * Start-up recovery: a broadcast still SENDING was interrupted by a crash (a clean shutdown
 * releases it). It goes back to PENDING, unless it has been claimed too often: a message that
 * crashes the server every time must not keep doing so. Assumes one server process per database,
 * as SQLite deployments are: a second process starting would requeue the first one's work.
 */
export function recoverInterruptedBroadcasts(db: Database): RecoveryResult {
  return db.transaction(() => {
    const failed = db
      .prepare<[string, number], number>(
        `UPDATE broadcasts SET status = 'FAILED', failure_reason = ?
          WHERE status = 'SENDING' AND attempts >= ? RETURNING id`,
      )
      .pluck()
      .all(`Interrupted ${MAX_BROADCAST_ATTEMPTS} times; given up`, MAX_BROADCAST_ATTEMPTS);
    const requeued = db
      .prepare<[], number>(
        `UPDATE broadcasts SET status = 'PENDING' WHERE status = 'SENDING' RETURNING id`,
      )
      .pluck()
      .all();
    return { requeued, failed };
  })();
}
