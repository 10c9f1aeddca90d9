// The audit log's rows: appended by server/audit/audited.ts inside the change's own transaction,
// read newest first with filters, one page at a time. Nothing here updates or deletes (the
// table's triggers refuse both).
import type { Database } from 'better-sqlite3';
import { PAGE_SQL, pageParams } from './rowPage.ts';
import type { RowPage } from './rowPage.ts';

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'bulk_delete',
  'toggle',
  'award',
  'broadcast',
  'rate_change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One field's change; a secret carries only `changed: true`, never its values. */
export interface AuditChange {
  field: string;
  old?: unknown;
  new?: unknown;
  changed?: true;
}

export interface AuditActor {
  accountId: number;
  username: string;
  ipAddress: string;
  userAgent: string;
}

export interface AuditRecord {
  resource: string;
  recordId: string | null;
  action: AuditAction;
  changes: AuditChange[];
}

export interface AuditEntry extends AuditRecord {
  id: number;
  at: string;
  username: string;
  ipAddress: string;
  userAgent: string;
}

export interface AuditFilter {
  username?: string;
  resource?: string;
  action?: AuditAction;
  /** Inclusive ISO instants. */
  from?: string;
  to?: string;
}

export function insertAuditEntry(
  db: Database,
  actor: AuditActor,
  record: AuditRecord,
  at: string,
): void {
  db.prepare(
    `INSERT INTO audit_log
       (at, account_id, username, resource, record_id, action, changes, ip_address, user_agent)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    at,
    actor.accountId,
    actor.username,
    record.resource,
    record.recordId,
    record.action,
    JSON.stringify(record.changes),
    actor.ipAddress,
    actor.userAgent,
  );
}

function where(filter: AuditFilter): { sql: string; params: string[] } {
  const clauses: string[] = [];
  const params: string[] = [];
  const add = (clause: string, value: string | undefined) => {
    if (value === undefined) return;
    clauses.push(clause);
    params.push(value);
  };
  add('username = ?', filter.username);
  add('resource = ?', filter.resource);
  add('action = ?', filter.action);
  add('at >= ?', filter.from);
  add('at <= ?', filter.to);
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
}

export function listAuditEntries(db: Database, filter: AuditFilter, page: RowPage): AuditEntry[] {
  const { sql, params } = where(filter);
  return db
    .prepare<(string | number)[], AuditRow>(
      `SELECT id, at, username, resource, record_id AS recordId, action, changes,
              ip_address AS ipAddress, user_agent AS userAgent
         FROM audit_log ${sql} ORDER BY at DESC, id DESC ${PAGE_SQL}`,
    )
    .all(...params, ...pageParams(page))
    .map((row) => ({ ...row, changes: JSON.parse(row.changes) as AuditChange[] }));
}

export function countAuditEntries(db: Database, filter: AuditFilter): number {
  const { sql, params } = where(filter);
  return db
    .prepare<string[], number>(`SELECT COUNT(*) FROM audit_log ${sql}`)
    .pluck()
    .get(...params)!;
}
