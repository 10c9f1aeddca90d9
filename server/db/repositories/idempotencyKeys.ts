// The Idempotency-Key records (migrations 013, 017): per account and key, the request's digest, the
// key it was made with (key_id, a fingerprint: plugins/idempotencySecrets.ts) and what became of
// it. Taking a key is one INSERT, so two attempts that arrive together cannot both go.
import type { Database } from 'better-sqlite3';

export const KEY_LIFETIME_MS = 24 * 3600_000;

export type KeyState = 'in_flight' | 'done' | 'unknown';

/** The request as a record takes it: its keyed digest, and which key made that digest. */
export interface TakenRequest {
  digest: string;
  keyId: string;
}

export interface KeyRecord {
  digest: string;
  /** Null for a record from before the key (scrubbed by migration 017). */
  keyId: string | null;
  state: KeyState;
  processId: string;
  status: number | null;
  contentType: string | null;
  body: string | null;
}

interface Row {
  digest: string;
  key_id: string | null;
  state: KeyState;
  process_id: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
}

/**
 * Takes `key` for a new attempt, or answers the record of the attempt that took it first.
 * Records older than a day are forgotten first (the key may be used again then).
 */
export function takeKey(
  db: Database,
  accountId: number,
  key: string,
  request: TakenRequest,
  processId: string,
  now: Date,
): KeyRecord | null {
  return db.transaction(() => {
    const horizon = new Date(now.getTime() - KEY_LIFETIME_MS).toISOString();
    db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(horizon);
    const taken = db
      .prepare<[number, string, string, string, string, string], { changes: number }>(
        `INSERT INTO idempotency_keys
           (account_id, key, digest, key_id, state, process_id, created_at)
         VALUES (?, ?, ?, ?, 'in_flight', ?, ?) ON CONFLICT DO NOTHING`,
      )
      .run(accountId, key, request.digest, request.keyId, processId, now.toISOString());
    if (taken.changes === 1) return null;
    const row = db
      .prepare<[number, string], Row>(
        `SELECT digest, key_id, state, process_id, status, content_type, body
           FROM idempotency_keys WHERE account_id = ? AND key = ?`,
      )
      .get(accountId, key)!;
    return {
      digest: row.digest,
      keyId: row.key_id,
      state: row.state,
      processId: row.process_id,
      status: row.status,
      contentType: row.content_type,
      body: row.body,
    };
  })();
}

/** What became of the attempt that took `key`: its answer, or that it is unknown. */
export function settleKey(
  db: Database,
  accountId: number,
  key: string,
  outcome:
    | { state: 'done'; status: number; contentType: string | null; body: string | null }
    | {
        state: 'unknown';
      },
): void {
  db.prepare(
    `UPDATE idempotency_keys SET state = ?, status = ?, content_type = ?, body = ?
      WHERE account_id = ? AND key = ?`,
  ).run(
    outcome.state,
    outcome.state === 'done' ? outcome.status : null,
    outcome.state === 'done' ? outcome.contentType : null,
    outcome.state === 'done' ? outcome.body : null,
    accountId,
    key,
  );
}

/** Lets the key go: the attempt did nothing (its change was refused before being sent). */
export function releaseKey(db: Database, accountId: number, key: string): void {
  db.prepare('DELETE FROM idempotency_keys WHERE account_id = ? AND key = ?').run(accountId, key);
}
