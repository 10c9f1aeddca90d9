// What a whole-record write does about changes made to its record while it is under way. The
// production backend's PUTs of a card, an Oson config and a platform save every field of the
// body, with no version check, so whatever changed the record since the form was filled would be
// written back to its old value. Two kinds of change are seen: another write through the gateway
// that this one waited for (recordWrites.ts), and a change found by reading the record again
// after the PUT (the payment flow moving a card's balance). A field the form did not change keeps
// the moved value; a field the backend's flows move (a card's balance) keeps its moved value even
// over the form's; when the backend's record has lost a field the form did change (a concurrent
// save of a copy read before the PUT), the write is sent again, with the moved values. Whatever
// moved is said to the admin (MOVED_MEANWHILE_HEADER) and in the audit log.
import { dequal } from 'dequal';
import type { FastifyRequest } from 'fastify';
import { alike } from './auditTrail.ts';
import type { Moves } from './recordWrites.ts';
import { isBlank, type Row } from './values.ts';

/** A whole-record write's rule: which fields of what it sends the form decided. */
export interface WholeRecord {
  /** The fields of the body that the form sets; the others are the stored record's, as read. */
  owned: (request: FastifyRequest) => readonly string[];
  /** Fields the backend's own flows move (a card's balance): their moved value wins. */
  movedByBackend?: readonly string[];
}

/** `read` in the shape of `sent` (a card's osonConfig as `{id}`). */
const shaped = (read: unknown, sent: unknown) => alike(read, sent);

/**
 * Whether a value read is the value sent, compared in the shape sent; blank is blank (a form
 * sends '' for a field the backend holds as null).
 */
export function sameValue(read: unknown, sent: unknown): boolean {
  if (isBlank(read) && isBlank(sent)) return true;
  return dequal(shaped(read, sent), sent);
}

/**
 * Before sending: the writes this one waited for changed `waitedFor`. Its form was filled before
 * those changes, so a field it sends as it was before one of them (it did not change it) keeps
 * the new value, read in `stored`. Answers the body to send, the fields the form still decides,
 * and what moved.
 */
export function overWaitedFor(
  body: Row,
  owned: ReadonlySet<string>,
  stored: Row,
  waitedFor: Moves,
): { body: Row; owned: Set<string>; moved: Moves } {
  const sent = { ...body };
  const decided = new Set(owned);
  const moved: Moves = new Map();
  for (const [field, move] of waitedFor) {
    if (field === 'id') continue;
    moved.set(field, move);
    if (!(field in sent) || !decided.has(field)) continue;
    if (sameValue(move.before, sent[field]) && !sameValue(stored[field], sent[field])) {
      sent[field] = shaped(stored[field], sent[field]);
      decided.delete(field);
    }
  }
  return { body: sent, owned: decided, moved };
}

export interface AfterWrite {
  /** Fields whose value read after the write is not the one sent, in the shape sent. */
  moved: Moves;
  /** Fields the form set that the record read after the write holds as before it. */
  reverted: string[];
  /** The body to send again (the form's fields, the moved values): only when one reverted. */
  again?: Row;
}

/**
 * After the PUT: `found` is the record read again, `stored` the one read before. A field the
 * form set and that is back to its old value was undone by a save that landed after the PUT (a
 * copy read before it): the write goes again, with every moved value as found.
 */
export function afterWrite(
  sent: Row,
  owned: ReadonlySet<string>,
  stored: Row,
  found: Row,
  movedByBackend: readonly string[] = [],
): AfterWrite {
  const moved: Moves = new Map();
  const reverted: string[] = [];
  for (const [field, value] of Object.entries(sent)) {
    if (field === 'id' || sameValue(found[field], value)) continue;
    const undone =
      owned.has(field) && !movedByBackend.includes(field) && dequal(found[field], stored[field]);
    if (undone) reverted.push(field);
    else moved.set(field, { before: value, after: shaped(found[field], value) });
  }
  if (reverted.length === 0) return { moved, reverted };
  const again = { ...sent };
  for (const [field, move] of moved) again[field] = move.after;
  return { moved, reverted, again };
}

/** What a write changed in its record: each field sent, from its value before to `final`. */
export function changedBy(sent: Row, stored: Row, final: Row): Moves {
  const changed: Moves = new Map();
  for (const [field, value] of Object.entries(sent)) {
    if (field === 'id') continue;
    const before = shaped(stored[field], value);
    const after = field in final ? shaped(final[field], value) : value;
    if (!(isBlank(before) && isBlank(after)) && !dequal(before, after)) {
      changed.set(field, { before, after });
    }
  }
  return changed;
}

/** The header's value: the fields that moved, in a stable order. */
export const movedHeaderValue = (fields: Iterable<string>) => [...new Set(fields)].join(', ');
