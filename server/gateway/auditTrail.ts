// The audit log of forwarded writes: the entry is written before the write leaves (a write
// whose entry cannot be written is not sent), and its outcome is appended once known. An entry
// says what was sent, field by field (a secret only as changed), with the old values where the
// gateway read the record first; the same entries 'Amallar tarixi' shows for the embedded API.
import type { Database } from 'better-sqlite3';
import { dequal } from 'dequal';
import { insertAuditEntry, insertAuditOutcome } from '../db/repositories/auditLog.ts';
import type {
  AuditActor,
  AuditChange,
  AuditRecord,
  ForwardedOutcome,
} from '../db/repositories/auditLog.ts';
import { HttpError } from '../errors.ts';
import { isBlank } from './values.ts';
import { GATEWAY_SECRET_FIELDS, isPlainObject, withoutSecretKeys } from './secrets.ts';

/** `old` seen as `sent` is: an object reduced to the keys sent (a card's osonConfig: {id}). */
export function alike(old: unknown, sent: unknown): unknown {
  if (!isPlainObject(old) || !isPlainObject(sent)) return old;
  return Object.fromEntries(Object.keys(sent).map((key) => [key, alike(old[key], sent[key])]));
}

/** A value fit for the log: no secret key inside it. */
const loggable = (value: unknown) => withoutSecretKeys(value, GATEWAY_SECRET_FIELDS) ?? null;

/**
 * The fields of a write, each with its new value and, when the record was read first, its old
 * one; fields whose value does not change are left out. A secret given (not blank) is recorded
 * as changed when it differs from the stored one, never with a value. `id` names the record.
 */
export function sentChanges(
  sent: Record<string, unknown>,
  old?: Record<string, unknown>,
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const [field, value] of Object.entries(sent)) {
    if (field === 'id' || value === undefined) continue;
    if (GATEWAY_SECRET_FIELDS.has(field)) {
      if (!isBlank(value) && (!old || old[field] !== value)) changes.push({ field, changed: true });
      continue;
    }
    if (!old) {
      changes.push({ field, new: loggable(value) });
      continue;
    }
    const was = alike(old[field], value);
    if (dequal(was, value)) continue;
    changes.push({ field, old: loggable(was), new: loggable(value) });
  }
  return changes;
}

/** A change another write made while this one was under way (movedMeanwhile.ts). */
export interface MovedChange extends AuditChange {
  moved: true;
}

/**
 * The fields that moved while a write was under way, each from the value it had (or this write
 * sent) to the value it moved to, marked `moved` (a secret only as changed).
 */
export function movedChanges(moves: Map<string, { before: unknown; after: unknown }>) {
  return [...moves].map(([field, { before, after }]): MovedChange =>
    GATEWAY_SECRET_FIELDS.has(field)
      ? { field, changed: true, moved: true }
      : { field, old: loggable(before), new: loggable(after), moved: true },
  );
}

/** A removed record's fields as its old values (secrets only as changed). */
export function removedChanges(old: Record<string, unknown>): AuditChange[] {
  return Object.entries(old)
    .filter(([field]) => field !== 'id')
    .map(([field, value]) =>
      GATEWAY_SECRET_FIELDS.has(field) ? { field, changed: true } : { field, old: loggable(value) },
    );
}

/**
 * Writes the entry of a write about to be forwarded and answers its id. When it cannot be
 * written, the write must not go: a 503 the caller lets through.
 */
export function enterForwardedWrite(
  db: Database,
  actor: AuditActor,
  record: AuditRecord,
  now: Date,
): number {
  try {
    return insertAuditEntry(db, actor, record, now.toISOString(), { forwarded: true });
  } catch {
    throw new HttpError(
      503,
      'The change was not sent: its audit log entry could not be written. Try again later.',
    );
  }
}

/**
 * Appends what became of a forwarded write. If even that fails, the entry keeps saying that the
 * outcome is unknown, which is true; the panel still gets the backend's answer.
 */
export function recordOutcome(
  db: Database,
  entryId: number,
  outcome: ForwardedOutcome,
  now: Date,
): boolean {
  try {
    insertAuditOutcome(db, entryId, outcome, now.toISOString());
    return true;
  } catch {
    return false;
  }
}
