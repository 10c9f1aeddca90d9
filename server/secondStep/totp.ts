// The authenticator app (TOTP, RFC 6238: 6 digits, 30-second steps, SHA-1, as every app reads an
// otpauth:// address by default) of a panel account: set up (pending), confirmed by a first code,
// then checked at each sign-in. A code is accepted once: the step it belongs to must be later than
// the last one accepted (totp_secrets.last_step, migration 015), so a code read over a shoulder or
// replayed within its window is refused.
import type { Database } from 'better-sqlite3';
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
/** Steps either side of now that still count: a phone's clock a little off, a code typed late. */
const WINDOW = 1;
const ISSUER = 'Payments admin';

export interface StoredTotp {
  secret: string;
  confirmed: boolean;
  lastStep: number | null;
}

const totpOf = (secret: string, label = 'account') =>
  new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: PERIOD_SECONDS,
    algorithm: 'SHA1',
  });

/** A new secret (160 random bits, as RFC 4226 recommends) and its otpauth:// address. */
export function newTotpSecret(label: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, label).toString() };
}

/** The 6 digits of a code as typed (spaces allowed), or undefined when it is not one. */
export function readTotpCode(typed: string): string | undefined {
  const code = typed.replace(/\s+/g, '');
  return /^[0-9]{6}$/.test(code) ? code : undefined;
}

/**
 * The time step `code` belongs to at `now`, within the window; undefined when it matches none.
 * (otpauth compares in constant time.)
 */
export function stepOfCode(secret: string, code: string, now: number): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

export function findTotp(db: Database, accountId: number): StoredTotp | undefined {
  const row = db
    .prepare<[number], { secret: string; confirmedAt: string | null; lastStep: number | null }>(
      `SELECT secret, confirmed_at AS confirmedAt, last_step AS lastStep
         FROM totp_secrets WHERE account_id = ?`,
    )
    .get(accountId);
  return row && { secret: row.secret, confirmed: row.confirmedAt !== null, lastStep: row.lastStep };
}

/** Keeps a new pending secret (replacing a pending one; a confirmed one is never replaced). */
export function savePendingTotp(db: Database, accountId: number, secret: string, at: string) {
  db.prepare(
    `INSERT INTO totp_secrets (account_id, secret, created_at) VALUES (?, ?, ?)
     ON CONFLICT (account_id) DO UPDATE SET secret = excluded.secret,
       created_at = excluded.created_at, last_step = NULL
     WHERE totp_secrets.confirmed_at IS NULL`,
  ).run(accountId, secret, at);
}

/**
 * Accepts `step` for the account: true when it is later than the last step accepted (written in
 * the same statement, so two requests with one code cannot both pass). `confirmAt` confirms a
 * pending secret too.
 */
export function acceptTotpStep(
  db: Database,
  accountId: number,
  step: number,
  confirmAt?: string,
): boolean {
  const { changes } = db
    .prepare(
      `UPDATE totp_secrets SET last_step = ?, confirmed_at = coalesce(confirmed_at, ?)
        WHERE account_id = ? AND (last_step IS NULL OR last_step < ?)
          AND (confirmed_at IS NOT NULL) = ?`,
    )
    .run(step, confirmAt ?? null, accountId, step, confirmAt === undefined ? 1 : 0);
  return changes > 0;
}
