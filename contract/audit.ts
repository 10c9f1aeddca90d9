// The audit log's vocabulary: the resources and actions an entry names. One list for the server
// that writes entries (server/audit/audited.ts, the routes, the gateway's forwarded writes in
// server/gateway/routes/, the access plugin's refusals) and the panel that shows and filters them
// (src/resources/audit-log/, the catalogues' app.auditLog.resources.* and .actions.*), so a rename
// or a new name fails the type check on both sides until each has it.
//
// The database keeps what was written: an entry read back names a resource as a string (an entry
// written before a rename keeps its old name, and the panel shows a name it does not know as it
// is). The actions are also the audit_log table's CHECK (server/db/migrations/014_roles.sql).
import { RESOURCES, canDo, type Role } from './roles.ts';

/**
 * The audit log's own resources beside the roles table's (RESOURCES, contract/roles.ts: an entry
 * of a route names that route's resource, a refusal 'forbidden' too).
 */
export const AUDIT_EXTRA_RESOURCES = [
  // Written by the gateway, which audits the sign-in record it forwards (server/gateway/).
  'login-history',
  // Written by the sign-in by Telegram (server/routes/telegram/).
  'telegram-sessions',
  // The second step and its device sessions (server/secondStep/routes/records.ts), and the
  // owners' per-role settings (server/routes/role-settings/).
  'devices',
  'role-settings',
] as const;

/** Every resource an entry may name: the roles table's, then the audit log's own. */
export const AUDIT_RESOURCES = [...RESOURCES, ...AUDIT_EXTRA_RESOURCES] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

/**
 * The entries about people's accounts and devices: the account directory (its changes, and the
 * refused attempts at it), every device's sign-ins and ends, the Telegram sessions. They are
 * read only by a role that may list panel accounts (the owner), as the directory and everyone's
 * devices are; any other role reads every other entry (server/routes/audit-log/, and the panel's
 * filter offers them only to that role).
 */
export const ACCOUNT_AUDIT_RESOURCES = [
  'panel-accounts',
  'devices',
  'telegram-sessions',
] as const satisfies readonly AuditResource[];

/** The resources whose entries `role` does not read: ACCOUNT_AUDIT_RESOURCES, or none. */
export function auditResourcesHiddenFrom(role: Role | null): readonly AuditResource[] {
  return role === null || canDo(role, 'panel-accounts', 'list') ? [] : ACCOUNT_AUDIT_RESOURCES;
}

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'bulk_delete',
  'toggle',
  'award',
  'broadcast',
  'rate_change',
  // Sign-ins by Telegram (server/routes/telegram/) and the second step's device sessions: a
  // session opened, refused or ended.
  'sign_in',
  'sign_in_refused',
  'sign_out',
  // A request the account's role does not allow (server/access/), refused. Its entry names the
  // roles table's resource of the refused route (contract/roles.ts).
  'forbidden',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What became of a write the gateway forwarded: the backend answered (its status says how), did
 * not answer (a time-out or a lost connection), or nobody knows (no outcome was recorded: in
 * flight, or the server stopped before it heard back). An entry of the embedded API has none.
 */
export const AUDIT_OUTCOMES = ['answered', 'no_answer', 'unknown'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const isAuditOutcome = (value: unknown): value is AuditOutcome =>
  typeof value === 'string' && (AUDIT_OUTCOMES as readonly string[]).includes(value);
