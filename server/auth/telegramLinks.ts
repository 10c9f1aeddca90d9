// Which Telegram user may sign in as which panel account from the Mini App: one Telegram user per
// account and one account per Telegram user (the unique index of migration 012). A link typed by
// a number (an owner's form, the command line) is pending until its Telegram user proves the
// account's password once in the Mini App; a link made in the Mini App with the password is
// proven at once (migration 016). Every link is told to the account's person once, at their next
// sign-in. Changing or removing a link ends the account's sessions (the table's trigger).
import type { Database } from 'better-sqlite3';
import type { Role } from '../../contract/roles.ts';

export interface LinkedAccount {
  id: number;
  username: string;
  disabled: boolean;
  role: Role;
  /** Typed by a number and not yet proven by its Telegram user: it opens no session. */
  pending: boolean;
}

/** The largest Telegram user id: Telegram promises at most 52 significant bits. */
export const MAX_TELEGRAM_USER_ID = Number.MAX_SAFE_INTEGER;

export function findAccountByTelegramUserId(
  db: Database,
  telegramUserId: number,
): LinkedAccount | undefined {
  const row = db
    .prepare<
      [number],
      { id: number; username: string; disabled: number; role: Role; pending: number }
    >(
      `SELECT id, username, disabled, role, telegram_link_pending AS pending
         FROM panel_accounts WHERE telegram_user_id = ?`,
    )
    .get(telegramUserId);
  return row && { ...row, disabled: row.disabled === 1, pending: row.pending === 1 };
}

export type LinkOutcome = 'done' | 'not-found' | 'taken';

/** Who made a link and when, and whether its Telegram user has proven it yet. */
export interface LinkOrigin {
  /** The username of the account that made it: the account's own for the Mini App's link. */
  by: string;
  at: string;
  pending: boolean;
}

/**
 * Links `accountId` to `telegramUserId` as `origin` says, or unlinks it (null). 'taken' when
 * another account is linked to that Telegram user: the link is never moved silently. A new link
 * is a notice for the account's person until they have seen it; an unlink clears it.
 */
export function setTelegramLink(
  db: Database,
  accountId: number,
  telegramUserId: number | null,
  origin?: LinkOrigin,
): LinkOutcome {
  if (telegramUserId !== null) {
    if (!origin) throw new Error('A Telegram link needs its origin');
    const holder = findAccountByTelegramUserId(db, telegramUserId);
    if (holder && holder.id !== accountId) return 'taken';
  }
  const link = telegramUserId === null ? undefined : origin;
  const { changes } = db
    .prepare(
      `UPDATE panel_accounts SET telegram_user_id = ?, telegram_linked_by = ?,
         telegram_linked_at = ?, telegram_link_pending = ?, telegram_link_unseen = ?
       WHERE id = ?`,
    )
    .run(
      telegramUserId,
      link?.by ?? null,
      link?.at ?? null,
      link?.pending ? 1 : 0,
      link ? 1 : 0,
      accountId,
    );
  return changes > 0 ? 'done' : 'not-found';
}

/** Its Telegram user proved the pending link with the account's password. */
export function confirmTelegramLink(db: Database, accountId: number): boolean {
  return (
    db
      .prepare(
        `UPDATE panel_accounts SET telegram_link_pending = 0
          WHERE id = ? AND telegram_user_id IS NOT NULL AND telegram_link_pending = 1`,
      )
      .run(accountId).changes > 0
  );
}

/** An account's link as its person sees it. */
export interface OwnLink {
  telegramUserId: number;
  /** Who made it (the account's own username: the person, in the Mini App). */
  by: string;
  at: string;
  pending: boolean;
  /** Not yet told to the person. */
  unseen: boolean;
}

export function ownLink(db: Database, accountId: number): OwnLink | null {
  const row = db
    .prepare<
      [number],
      {
        telegramUserId: number;
        by: string | null;
        at: string | null;
        pending: number;
        unseen: number;
      }
    >(
      `SELECT telegram_user_id AS telegramUserId, telegram_linked_by AS by,
              telegram_linked_at AS at, telegram_link_pending AS pending,
              telegram_link_unseen AS unseen
         FROM panel_accounts WHERE id = ? AND telegram_user_id IS NOT NULL`,
    )
    .get(accountId);
  return row
    ? {
        telegramUserId: row.telegramUserId,
        by: row.by ?? '',
        at: row.at ?? '',
        pending: row.pending === 1,
        unseen: row.unseen === 1,
      }
    : null;
}

/** The account's person has seen the notice of their link. */
export function markLinkSeen(db: Database, accountId: number): void {
  db.prepare('UPDATE panel_accounts SET telegram_link_unseen = 0 WHERE id = ?').run(accountId);
}
