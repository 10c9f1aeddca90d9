// Which Telegram user may sign in as which panel account from the Mini App: one Telegram user per
// account and one account per Telegram user (the unique index of migration 012). Changing or
// removing a link ends the account's sessions (the table's trigger).
import type { Database } from 'better-sqlite3';
import type { Role } from '../../contract/roles.ts';

export interface LinkedAccount {
  id: number;
  username: string;
  disabled: boolean;
  role: Role;
}

/** The largest Telegram user id: Telegram promises at most 52 significant bits. */
export const MAX_TELEGRAM_USER_ID = Number.MAX_SAFE_INTEGER;

export function findAccountByTelegramUserId(
  db: Database,
  telegramUserId: number,
): LinkedAccount | undefined {
  const row = db
    .prepare<[number], { id: number; username: string; disabled: number; role: Role }>(
      'SELECT id, username, disabled, role FROM panel_accounts WHERE telegram_user_id = ?',
    )
    .get(telegramUserId);
  return row && { ...row, disabled: row.disabled === 1 };
}

export type LinkOutcome = 'done' | 'not-found' | 'taken';

/** Who linked an account to a Telegram user for someone else: shown to that person once. */
export interface LinkedBy {
  username: string;
  at: string;
}

/**
 * Links `accountId` to `telegramUserId`, or unlinks it (null). 'taken' when another account is
 * linked to that Telegram user: the link is never moved silently. A link set by someone else
 * (`linkedBy`) is kept as a notice for the account's person until they have seen it; their own
 * link or an unlink clears it.
 */
export function setTelegramLink(
  db: Database,
  accountId: number,
  telegramUserId: number | null,
  linkedBy?: LinkedBy,
): LinkOutcome {
  if (telegramUserId !== null) {
    const holder = findAccountByTelegramUserId(db, telegramUserId);
    if (holder && holder.id !== accountId) return 'taken';
  }
  const notice = telegramUserId !== null && linkedBy;
  const { changes } = db
    .prepare(
      `UPDATE panel_accounts SET telegram_user_id = ?, telegram_linked_by = ?,
         telegram_linked_at = ?, telegram_link_unseen = ? WHERE id = ?`,
    )
    .run(
      telegramUserId,
      notice ? linkedBy.username : null,
      notice ? linkedBy.at : null,
      notice ? 1 : 0,
      accountId,
    );
  return changes > 0 ? 'done' : 'not-found';
}

/** A link someone else set that the account's person has not seen yet, or null. */
export function unseenLink(
  db: Database,
  accountId: number,
): (LinkedBy & { telegramUserId: number }) | null {
  const row = db
    .prepare<[number], { telegramUserId: number; username: string; at: string }>(
      `SELECT telegram_user_id AS telegramUserId, telegram_linked_by AS username,
              telegram_linked_at AS at
         FROM panel_accounts WHERE id = ? AND telegram_link_unseen = 1`,
    )
    .get(accountId);
  return row ?? null;
}

/** The account's person has seen the notice of their link. */
export function markLinkSeen(db: Database, accountId: number): void {
  db.prepare('UPDATE panel_accounts SET telegram_link_unseen = 0 WHERE id = ?').run(accountId);
}
