// What the sign-in by Telegram leaves in the audit log (resource 'telegram-sessions'): every
// session opened ('sign_in'), every refusal ('sign_in_refused', with its reason and the Telegram
// user the data claimed, under the linked account when there is one, else under no account) and
// every sign-out ('sign_out'). The audit log, not the login history: both deployments keep it
// here ('Kirishlar tarixi' is the production backend's in the gateway) and 'Amallar tarixi'
// already reads it. Never the init data itself, nor a token.
import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { originOf } from '../../audit/audited.ts';
import type { TelegramUser } from '../../auth/telegramInitData.ts';
import { insertAuditEntry } from '../../db/repositories/auditLog.ts';
import type { AuditChange } from '../../db/repositories/auditLog.ts';

export const SESSIONS_RESOURCE = 'telegram-sessions';

export type { SignInRefusal } from '../../../contract/telegram.ts';
import type { SignInRefusal } from '../../../contract/telegram.ts';

interface AccountRef {
  id: number;
  username: string;
}

const userChanges = (user: TelegramUser | null): AuditChange[] => [
  { field: 'telegramUserId', new: user?.id ?? null },
  { field: 'telegramUsername', new: user?.username ?? null },
];

export function recordRefusal(
  db: Database,
  request: FastifyRequest,
  refusal: { reason: SignInRefusal; user: TelegramUser | null; account?: AccountRef },
  at: Date,
): void {
  const { reason, user, account } = refusal;
  insertAuditEntry(
    db,
    { accountId: account?.id ?? null, username: account?.username ?? '', ...originOf(request) },
    {
      resource: SESSIONS_RESOURCE,
      recordId: null,
      action: 'sign_in_refused',
      changes: [{ field: 'reason', new: reason }, ...userChanges(user)],
    },
    at.toISOString(),
  );
}

export function recordSignIn(
  db: Database,
  request: FastifyRequest,
  signIn: { account: AccountRef; user: TelegramUser; sessionId: number; expiresAt: string },
  at: Date,
): void {
  const { account, user, sessionId, expiresAt } = signIn;
  insertAuditEntry(
    db,
    { accountId: account.id, username: account.username, ...originOf(request) },
    {
      resource: SESSIONS_RESOURCE,
      recordId: String(sessionId),
      action: 'sign_in',
      changes: [...userChanges(user), { field: 'expiresAt', new: expiresAt }],
    },
    at.toISOString(),
  );
}

export function recordSignOut(
  db: Database,
  request: FastifyRequest,
  signOut: { account: AccountRef; sessionId: number },
  at: Date,
): void {
  insertAuditEntry(
    db,
    { accountId: signOut.account.id, username: signOut.account.username, ...originOf(request) },
    {
      resource: SESSIONS_RESOURCE,
      recordId: String(signOut.sessionId),
      action: 'sign_out',
      changes: [],
    },
    at.toISOString(),
  );
}

/** A typed link proven by its Telegram user with the account's password (resource panel-accounts). */
export function recordLinkProven(
  db: Database,
  request: FastifyRequest,
  proof: { account: AccountRef; user: TelegramUser },
  at: Date,
): void {
  insertAuditEntry(
    db,
    { accountId: proof.account.id, username: proof.account.username, ...originOf(request) },
    {
      resource: 'panel-accounts',
      recordId: String(proof.account.id),
      action: 'update',
      changes: [
        { field: 'telegramLinkPending', old: true, new: false },
        ...userChanges(proof.user),
      ],
    },
    at.toISOString(),
  );
}
