// The audit log of our server (docs/backend.md: Our server's extras), read only:
//   getList -> GET /audit-log?range=[start,end]&username=&resource=&action=&from=&to=
// Newest first, paged by the server (Content-Range). The filter's days (yyyy-MM-dd, the
// browser's calendar) become the instants the server compares: the first day's start and the
// last day's end.
import { parseDay } from '../../lib/days';
import { totalFromContentRange } from '../contentRange';
import { isAuditOutcome, type AuditOutcome } from '../../../contract/audit';
import { isObject, rowsOf, text, type Row } from '../decode';
import type { ResourceFactory } from './types';

export type AuditChange = {
  field: string;
  old?: unknown;
  new?: unknown;
  /** A secret (a password, an API key): only that it changed, never its values. */
  changed?: boolean;
  /**
   * Not this write's change: another one moved the field while it was under way (the gateway
   * says so, server/gateway/movedMeanwhile.ts), from `old` to `new`.
   */
  moved?: boolean;
};

export type AuditEntry = {
  id: number;
  /** ISO instant. */
  at: string;
  username: string;
  resource: string;
  recordId: string | null;
  action: string;
  changes: AuditChange[];
  ipAddress: string;
  userAgent: string;
  /**
   * A change our gateway forwarded to the production backend: 'answered' (backendStatus says
   * how), 'no_answer' or 'unknown'; null for a change made by our server itself.
   */
  outcome: AuditOutcome | null;
  backendStatus: number | null;
};

function toChange(row: Row): AuditChange {
  const change: AuditChange = { field: text(row.field) };
  if (row.changed === true) change.changed = true;
  if (row.moved === true) change.moved = true;
  if ('old' in row) change.old = row.old;
  if ('new' in row) change.new = row.new;
  return change;
}

/** An entry's changes as the server's JSON has them. */
export const toAuditChanges = (rows: unknown): AuditChange[] =>
  Array.isArray(rows) ? rows.filter(isObject).map(toChange) : [];

function toAuditEntry(row: Row): AuditEntry {
  return {
    id: Number(row.id),
    at: text(row.at),
    username: text(row.username),
    resource: text(row.resource),
    recordId: row.recordId == null ? null : text(row.recordId),
    action: text(row.action),
    changes: toAuditChanges(row.changes),
    ipAddress: text(row.ipAddress),
    userAgent: text(row.userAgent),
    outcome: isAuditOutcome(row.outcome) ? row.outcome : null,
    backendStatus: typeof row.backendStatus === 'number' ? row.backendStatus : null,
  };
}

/** The start (or the end) of a yyyy-MM-dd day in the browser's zone, as an ISO instant. */
export function dayBound(day: unknown, end: boolean): string | undefined {
  const date = parseDay(typeof day === 'string' ? day : undefined);
  if (!date) return undefined;
  if (end) date.setHours(23, 59, 59, 999);
  return date.toISOString();
}

export const auditLogResource: ResourceFactory<AuditEntry> = ({ http }) => ({
  getList: async (params) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const start = (page - 1) * perPage;
    const filter = params.filter ?? {};
    const response = await http('/audit-log', {
      query: {
        range: JSON.stringify([start, start + perPage - 1]),
        username: text(filter.username).trim() || undefined,
        resource: text(filter.resource) || undefined,
        action: text(filter.action) || undefined,
        from: dayBound(filter.dateFrom, false),
        to: dayBound(filter.dateTo, true),
      },
    });
    const data = rowsOf(response.data, 'audit log').map(toAuditEntry);
    const total = totalFromContentRange(response.headers.get('Content-Range'));
    return { data, total: total ?? start + data.length };
  },
});
