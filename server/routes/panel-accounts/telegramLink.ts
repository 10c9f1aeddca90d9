// Setting and removing an account's Telegram user id, with its audit entry: shared by the
// panel-accounts routes (an owner types the id: for someone else, pending until that Telegram
// user proves the account's password in the Mini App), POST /telegram/link (the Mini App's own user, verified
// from its init data, signed in with the account's password: proven at once) and
// DELETE /panel-accounts/me/telegram. The account's person is told of every link at their next
// sign-in, and by whom. Changing the link ends the account's sessions (migration 012).
import type { Database } from 'better-sqlite3';
import { Type } from 'typebox';
import { audited } from '../../audit/audited.ts';
import { findAccountSummary } from '../../auth/accounts.ts';
import type { PanelAccountSummary } from '../../auth/accounts.ts';
import { MAX_TELEGRAM_USER_ID, ownLink, setTelegramLink } from '../../auth/telegramLinks.ts';
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
  telegramLinkPending: Type.Boolean(),
});

export const telegramUserIdSchema = Type.Integer({
  minimum: 1,
  maximum: MAX_TELEGRAM_USER_ID,
  description: 'a Telegram user id (a positive integer)',
});

/** How a link is made: typed by a number, or proven by its Telegram user with the password. */
export type LinkProof = 'typed' | 'proven';

/**
 * Links `accountId` to `telegramUserId` (null: unlinks it) and answers the account. 404 for no
 * such account, 409 when another account holds that Telegram user. An entry only when the link
 * or its proof changes.
 */
export function changeTelegramLink(
  db: Database,
  actor: AuditActor,
  accountId: number,
  telegramUserId: number | null,
  proof: LinkProof = 'typed',
): PanelAccountSummary {
  const before = findAccountSummary(db, accountId);
  if (!before) throw notFound(ACCOUNT_NOT_FOUND);
  const wasPending = ownLink(db, accountId)?.pending ?? false;
  // Typed for someone else, the number proves nothing of its Telegram user (an owner's slip, or
  // an owner's stolen password, would hand the account to whoever has that id): pending until
  // that user proves the account's password in the Mini App. Typed for oneself, the person has
  // just proven the password, as the Mini App's own link asks.
  const pending = telegramUserId !== null && proof === 'typed' && actor.accountId !== accountId;
  const origin = { by: actor.username, at: new Date().toISOString(), pending };
  const outcome = audited(
    db,
    actor,
    () => setTelegramLink(db, accountId, telegramUserId, origin),
    (result) =>
      result === 'done' && (before.telegramUserId !== telegramUserId || wasPending !== pending)
        ? {
            resource: 'panel-accounts',
            recordId: String(accountId),
            action: 'update',
            changes: [
              { field: 'telegramUserId', old: before.telegramUserId, new: telegramUserId },
              ...(telegramUserId === null ? [] : [{ field: 'telegramLinkPending', new: pending }]),
            ],
          }
        : null,
  );
  if (outcome === 'taken') {
    throw conflict('telegramUserId: another panel account is linked to this Telegram user');
  }
  if (outcome === 'not-found') throw notFound(ACCOUNT_NOT_FOUND);
  return findAccountSummary(db, accountId)!;
}
