// What an owner's (or the person's own) response to a stolen password ends besides the devices: a
// Telegram link is a way in without the password, so a new password set by someone else, a reset
// of the second step and "sign out everywhere" end the account's Telegram sessions and remove its
// link, each in the audit log with the reason. A disabled account loses its link in the database
// itself (migration 016's trigger), whatever disables it.
import type { Database } from 'better-sqlite3';
import { insertAuditEntry, type AuditActor } from '../db/repositories/auditLog.ts';
import { deleteAccountSessions } from './sessions.ts';
import { setTelegramLink } from './telegramLinks.ts';

export type Revocation = 'password_reset' | 'second_step_reset' | 'signed_out_everywhere';

export interface RevokedTelegramAccess {
  /** The sessions of the sign-in by Telegram that were ended. */
  sessionIds: number[];
  /** The Telegram user whose link was removed, or null when there was none. */
  unlinked: number | null;
}

/** Ends `accountId`'s Telegram sessions and removes its link, as `actor` for `reason`. */
export function revokeTelegramAccess(
  db: Database,
  actor: AuditActor,
  accountId: number,
  reason: Revocation,
  at: number,
): RevokedTelegramAccess {
  return db.transaction(() => {
    const account = db
      .prepare<[number], { username: string; telegramUserId: number | null }>(
        'SELECT username, telegram_user_id AS telegramUserId FROM panel_accounts WHERE id = ?',
      )
      .get(accountId);
    if (!account) return { sessionIds: [], unlinked: null };
    const when = new Date(at).toISOString();
    const why = { field: 'reason', new: reason };
    const sessionIds = deleteAccountSessions(db, accountId);
    for (const sessionId of sessionIds) {
      insertAuditEntry(
        db,
        actor,
        {
          resource: 'telegram-sessions',
          recordId: String(sessionId),
          action: 'sign_out',
          changes: [why, ...(actor.accountId === accountId ? [] : [ofAccount(account.username)])],
        },
        when,
      );
    }
    const unlinked = account.telegramUserId;
    if (unlinked !== null) {
      setTelegramLink(db, accountId, null);
      insertAuditEntry(
        db,
        actor,
        {
          resource: 'panel-accounts',
          recordId: String(accountId),
          action: 'update',
          changes: [{ field: 'telegramUserId', old: unlinked, new: null }, why],
        },
        when,
      );
    }
    return { sessionIds, unlinked };
  })();
}

const ofAccount = (username: string) => ({ field: 'account', new: username });
