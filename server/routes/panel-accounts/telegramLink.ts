// Setting and removing an account's Telegram user id, with its audit entry: shared by the
// panel-accounts routes (an owner types the id; the account's person is told at their next
// sign-in, and by whom) and POST /telegram/link (the Mini App's own user, verified from its init
// data, signed in with the account's password). Changing the link ends the account's sessions
// (migration 012).
import type { Database } from 'better-sqlite3';
import { Type } from 'typebox';
import { audited } from '../../audit/audited.ts';
import { findAccountSummary } from '../../auth/accounts.ts';
import type { PanelAccountSummary } from '../../auth/accounts.ts';
import { MAX_TELEGRAM_USER_ID, setTelegramLink } from '../../auth/telegramLinks.ts';
import type { AuditActor } from '../../db/repositories/auditLog.ts';
import { conflict, notFound } from '../../errors.ts';
import { Nullable } from '../schemaTypes.ts';

export const ACCOUNT_NOT_FOUND = 'Panel account not found';

/** The account as GET /panel-accounts lists it. */
export const accountSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  disabled: Type.Boolean(),
  role: Type.String(),
  createdAt: Type.String(),
  telegramUserId: Nullable(Type.Integer()),
});

export const telegramUserIdSchema = Type.Integer({
  minimum: 1,
  maximum: MAX_TELEGRAM_USER_ID,
  description: 'a Telegram user id (a positive integer)',
});

/**
 * Links `accountId` to `telegramUserId` (null: unlinks it) and answers the account. 404 for no
 * such account, 409 when another account holds that Telegram user. An entry only when the link
 * changes.
 */
export function changeTelegramLink(
  db: Database,
  actor: AuditActor,
  accountId: number,
  telegramUserId: number | null,
): PanelAccountSummary {
  const before = findAccountSummary(db, accountId);
  if (!before) throw notFound(ACCOUNT_NOT_FOUND);
  // Someone else's account: its person is told at their next sign-in, and by whom.
  const linkedBy =
    actor.accountId === accountId
      ? undefined
      : { username: actor.username, at: new Date().toISOString() };
  const outcome = audited(
    db,
    actor,
    () => setTelegramLink(db, accountId, telegramUserId, linkedBy),
    (result) =>
      result === 'done' && before.telegramUserId !== telegramUserId
        ? {
            resource: 'panel-accounts',
            recordId: String(accountId),
            action: 'update',
            changes: [{ field: 'telegramUserId', old: before.telegramUserId, new: telegramUserId }],
          }
        : null,
  );
  if (outcome === 'taken') {
    throw conflict('telegramUserId: another panel account is linked to this Telegram user');
  }
  if (outcome === 'not-found') throw notFound(ACCOUNT_NOT_FOUND);
  return findAccountSummary(db, accountId)!;
}
