// Which Telegram user may sign in as which panel account from the Mini App: one Telegram user per
// account and one account per Telegram user (the unique index of migration 012). Changing or
// removing a link ends the account's sessions (the table's trigger).
import type { Database } from 'better-sqlite3';

export interface LinkedAccount {
  id: number;
  username: string;
  disabled: boolean;
}

/** The largest Telegram user id: Telegram promises at most 52 significant bits. */
export const MAX_TELEGRAM_USER_ID = Number.MAX_SAFE_INTEGER;

export function findAccountByTelegramUserId(
  db: Database,
  telegramUserId: number,
): LinkedAccount | undefined {
  const row = db
    .prepare<[number], { id: number; username: string; disabled: number }>(
      'SELECT id, username, disabled FROM panel_accounts WHERE telegram_user_id = ?',
    )
    .get(telegramUserId);
  return row && { id: row.id, username: row.username, disabled: row.disabled === 1 };
}

export type LinkOutcome = 'done' | 'not-found' | 'taken';

/**
 * Links `accountId` to `telegramUserId`, or unlinks it (null). 'taken' when another account is
 * linked to that Telegram user: the link is never moved silently.
 */
export function setTelegramLink(
  db: Database,
  accountId: number,
  telegramUserId: number | null,
): LinkOutcome {
  if (telegramUserId !== null) {
    const holder = findAccountByTelegramUserId(db, telegramUserId);
    if (holder && holder.id !== accountId) return 'taken';
  }
  const { changes } = db
    .prepare('UPDATE panel_accounts SET telegram_user_id = ? WHERE id = ?')
    .run(telegramUserId, accountId);
  return changes > 0 ? 'done' : 'not-found';
}
