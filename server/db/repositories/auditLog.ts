// The audit log's rows: appended by server/audit/audited.ts inside the change's own transaction,
// or by the gateway before it forwards a write to the production backend (then followed by that
// write's outcome, server/gateway/auditTrail.ts); read newest first with filters, one page at a
// time. Nothing here updates or deletes (the tables' triggers refuse both).
import type { Database } from 'better-sqlite3';
import type { AuditAction, AuditResource } from '../../../contract/audit.ts';
import type { Resource } from '../../../contract/roles.ts';
import { PAGE_SQL, pageParams } from './rowPage.ts';
import type { RowPage } from './rowPage.ts';

/** One field's change; a secret carries only `changed: true`, never its values. */
export interface AuditChange {
  field: string;
  old?: unknown;
  new?: unknown;
  changed?: true;
}

export interface AuditActor {
  /** null only for a refused sign-in that names no panel account (the table's CHECK). */
  accountId: number | null;
  username: string;
  ipAddress: string;
  userAgent: string;
}

interface AuditRecordFields {
  recordId: string | null;
  changes: AuditChange[];
}

/**
 * What an entry says (contract/audit.ts names its resource and action); a refusal ('forbidden',
 * server/access/) names the roles table's resource of the refused route instead.
 */
export type AuditRecord = AuditRecordFields &
  ({ resource: AuditResource; action: AuditAction } | { resource: Resource; action: 'forbidden' });

export type { AuditOutcome } from '../../../contract/audit.ts';
import type { AuditOutcome } from '../../../contract/audit.ts';

/** An entry as read back: its resource as it was written (an older entry may name an old one). */
export interface AuditEntry extends AuditRecordFields {
  resource: string;
  action: AuditAction;
  id: number;
  at: string;
  username: string;
  ipAddress: string;
  userAgent: string;
  outcome: AuditOutcome | null;
  backendStatus: number | null;
}

export interface AuditFilter {
  username?: string;
  resource?: string;
  action?: AuditAction;
  /** Inclusive ISO instants. */
  from?: string;
  to?: string;
  /** Resources whose entries the reader's role does not read (contract/audit.ts). */
  hiddenResources?: readonly string[];
}

/** Appends an entry and answers its id; `forwarded` marks a write sent to the backend. */
export function insertAuditEntry(
  db: Database,
  actor: AuditActor,
  record: AuditRecord,
  at: string,
  { forwarded = false }: { forwarded?: boolean } = {},
): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO audit_log
         (at, account_id, username, resource, record_id, action, changes, ip_address, user_agent,
          forwarded)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      at,
      actor.accountId,
      actor.username,
      record.resource,
      record.recordId,
      record.action,
      JSON.stringify(record.changes),
      actor.ipAddress,
      actor.userAgent,
      forwarded ? 1 : 0,
    );
  return Number(lastInsertRowid);
}

export interface ForwardedOutcome {
  /** The backend's HTTP status, or null when it did not answer. */
  status: number | null;
  /** The id of the record a create made, when the answer named it. */
  recordId?: string | null;
}

/** Appends the outcome of a forwarded write's entry (once: the entry id is the key). */
export function insertAuditOutcome(
  db: Database,
  entryId: number,
  outcome: ForwardedOutcome,
  at: string,
): void {
  db.prepare(
    'INSERT INTO audit_outcomes (entry_id, at, status, record_id) VALUES (?, ?, ?, ?)',
  ).run(entryId, at, outcome.status, outcome.recordId ?? null);
}

function where(filter: AuditFilter): { sql: string; params: string[] } {
  const clauses: string[] = [];
  const params: string[] = [];
  const add = (clause: string, value: string | undefined) => {
    if (value === undefined) return;
    clauses.push(clause);
    params.push(value);
  };
  add('a.username = ?', filter.username);
  add('a.resource = ?', filter.resource);
  add('a.action = ?', filter.action);
  add('a.at >= ?', filter.from);
  add('a.at <= ?', filter.to);
  const hidden = filter.hiddenResources ?? [];
  if (hidden.length > 0) {
    clauses.push(`a.resource NOT IN (${hidden.map(() => '?').join(', ')})`);
    params.push(...hidden);
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

interface AuditRow {
  id: number;
  at: string;
  username: string;
  resource: string;
  recordId: string | null;
  action: AuditAction;
  changes: string;
  ipAddress: string;
  userAgent: string;
  forwarded: number;
  /** 1 when an outcome row exists. */
  settled: number;
  backendStatus: number | null;
}

function outcomeOf(row: AuditRow): AuditOutcome | null {
  if (row.forwarded !== 1) return null;
  if (row.settled !== 1) return 'unknown';
  return row.backendStatus === null ? 'no_answer' : 'answered';
}

export function listAuditEntries(db: Database, filter: AuditFilter, page: RowPage): AuditEntry[] {
  const { sql, params } = where(filter);
  return db
    .prepare<(string | number)[], AuditRow>(
      `SELECT a.id, a.at, a.username, a.resource, COALESCE(a.record_id, o.record_id) AS recordId,
              a.action, a.changes, a.ip_address AS ipAddress, a.user_agent AS userAgent,
              a.forwarded, o.entry_id IS NOT NULL AS settled, o.status AS backendStatus
         FROM audit_log a LEFT JOIN audit_outcomes o ON o.entry_id = a.id
         ${sql} ORDER BY a.at DESC, a.id DESC ${PAGE_SQL}`,
    )
    .all(...params, ...pageParams(page))
    .map(({ forwarded, settled, backendStatus, ...row }) => ({
      ...row,
      changes: JSON.parse(row.changes) as AuditChange[],
      outcome: outcomeOf({ ...row, forwarded, settled, backendStatus }),
      backendStatus,
    }));
}

export function countAuditEntries(db: Database, filter: AuditFilter): number {
  const { sql, params } = where(filter);
  return db
    .prepare<string[], number>(`SELECT COUNT(*) FROM audit_log a ${sql}`)
    .pluck()
    .get(...params)!;
}
