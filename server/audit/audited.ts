// Runs a change and writes its audit entry in one database transaction: the entry exists if and
// only if the change does (a change that throws rolls both back). Repositories' own transactions
// nest inside as savepoints. Secret fields are recorded as changed, never with their values.
import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { signedInAccount } from '../auth/plugin.ts';
import { insertAuditEntry } from '../db/repositories/auditLog.ts';
import type { AuditActor, AuditChange, AuditRecord } from '../db/repositories/auditLog.ts';

/** Fields whose values are never written to the log. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(['password', 'apiKey', 'passwordHash']);

const USER_AGENT_LIMIT = 512;

/** Where a request came from, as an entry keeps it: the address and the (bounded) browser. */
export function originOf(request: FastifyRequest): Pick<AuditActor, 'ipAddress' | 'userAgent'> {
  const agent = request.headers['user-agent'];
  return {
    ipAddress: request.ip,
    userAgent: (typeof agent === 'string' ? agent : '').slice(0, USER_AGENT_LIMIT),
  };
}

/** Who made the change and from where: the signed-in panel account, address and device. */
export function actorOf(request: FastifyRequest): AuditActor {
  const account = signedInAccount(request);
  return { accountId: account.id, username: account.username, ...originOf(request) };
}

/**
 * The fields that differ between two states of a record (a create has no `before`, a delete no
 * `after`). `id` is the entry's record id, not a change. Secrets say only that they changed.
 */
export function changesBetween(
  before: object | undefined,
  after: object | undefined,
  secrets: ReadonlySet<string> = SECRET_FIELDS,
): AuditChange[] {
  const old = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (field) => field !== 'id',
  );
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = old[field];
    const is = now[field];
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    if (secrets.has(field)) changes.push({ field, changed: true });
    else
      changes.push({
        field,
        ...(before ? { old: was ?? null } : {}),
        ...(after ? { new: is ?? null } : {}),
      });
  }
  return changes;
}

/**
 * `work` and the entry `describe` makes of its result, atomically. `describe` returns null when
 * nothing changed (a toggle to the value it had): no entry then.
 */
export function audited<T>(
  db: Database,
  actor: AuditActor,
  work: () => T,
  describe: (result: T) => AuditRecord | null,
  now: () => Date = () => new Date(),
): T {
  return db.transaction(() => {
    const result = work();
    const record = describe(result);
    if (record) insertAuditEntry(db, actor, record, now().toISOString());
    return result;
  })();
}
