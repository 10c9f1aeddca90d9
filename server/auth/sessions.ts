// Sessions opened by the sign-in by Telegram (server/routes/telegram/): a random token handed to
// the Mini App once, kept here only as its SHA-256 (a 256-bit random token needs no slow hash:
// there is no dictionary to try against the digest), with an expiry. The auth plugin accepts it
// as `Authorization: Bearer <token>`. A session ends when it expires, when it is signed out, and,
// through the table's triggers (migration 012), when its account is disabled, gets a new password
// or a changed Telegram link; and it is refused while its account's role may not sign in by
// Telegram (role_settings, migration 015: an owner turned it off, or the account got such a role).
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Role } from '../../contract/roles.ts';

const TOKEN_BYTES = 32;
/** base64url of 32 bytes: 43 characters, no padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface NewSession {
  id: number;
  /** Given to the client once; never stored. */
  token: string;
  expiresAt: string;
}

export interface SessionAccount {
  sessionId: number;
  accountId: number;
  username: string;
  role: Role;
}

export const hashSessionToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The token of `Bearer <token>`, or undefined when the header is not one. */
export function parseBearerAuthorization(header: string): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match && TOKEN_PATTERN.test(match[1]) ? match[1] : undefined;
}

/** Opens a session of `accountId`, signed in as `telegramUserId`, lasting `ttlMs` from `now`. */
export function createSession(
  db: Database,
  accountId: number,
  telegramUserId: number,
  now: number,
  ttlMs: number,
): NewSession {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now + ttlMs).toISOString();
  // Expired rows are of no use to anyone: each new session sweeps them out.
  db.prepare('DELETE FROM panel_sessions WHERE expires_at <= ?').run(new Date(now).toISOString());
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO panel_sessions (account_id, token_hash, telegram_user_id, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?)`,
    )
    .run(
      accountId,
      hashSessionToken(token),
      telegramUserId,
      new Date(now).toISOString(),
      expiresAt,
    );
  return { id: Number(lastInsertRowid), token, expiresAt };
}

/**
 * The account of a live session: not expired at `now`, its account enabled and still linked to
 * the Telegram user it signed in as (the triggers end such sessions anyway; this read does not
 * rely on them alone), its role still allowed to sign in by Telegram. One indexed read per request.
 */
export function findSessionAccount(
  db: Database,
  token: string,
  now: number,
): SessionAccount | undefined {
  return db
    .prepare<[string, string], SessionAccount>(
      `SELECT s.id AS sessionId, a.id AS accountId, a.username, a.role
         FROM panel_sessions s JOIN panel_accounts a ON a.id = s.account_id
        WHERE s.token_hash = ? AND s.expires_at > ? AND a.disabled = 0
          AND a.telegram_user_id = s.telegram_user_id
          AND NOT EXISTS (SELECT 1 FROM role_settings r
                           WHERE r.role = a.role AND r.telegram_sign_in = 0)`,
    )
    .get(hashSessionToken(token), new Date(now).toISOString());
}

/** Ends one session; false when it had already ended. */
export function deleteSession(db: Database, sessionId: number): boolean {
  return db.prepare('DELETE FROM panel_sessions WHERE id = ?').run(sessionId).changes > 0;
}

/** Ends every session of an account ("sign out everywhere"); answers the ids it ended. */
export function deleteAccountSessions(db: Database, accountId: number): number[] {
  const ids = db
    .prepare<[number], number>('SELECT id FROM panel_sessions WHERE account_id = ? ORDER BY id')
    .pluck()
    .all(accountId);
  db.prepare('DELETE FROM panel_sessions WHERE account_id = ?').run(accountId);
  return ids;
}

/** Ends the sessions of every account of a role (its sign-in by Telegram was turned off). */
export function deleteRoleSessions(db: Database, role: Role): number {
  return db
    .prepare(
      'DELETE FROM panel_sessions WHERE account_id IN (SELECT id FROM panel_accounts WHERE role = ?)',
    )
    .run(role).changes;
}
