// What follows a whole-record PUT the backend accepted (movedMeanwhile.ts): the record is read
// again; a field that moved after the PUT is kept and said; a field the form set that the record
// holds as before (a save of a copy read before the PUT landed after it, as the payment flow's
// save of a card does) makes the write go again with the form's fields and the moved values, read
// once more. The write has been done whatever follows: a failed read or write here is logged and
// said as moved, never turned into a failure of the admin's save.
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../audit/audited.ts';
import { insertAuditEntry } from '../db/repositories/auditLog.ts';
import { movedChanges } from './auditTrail.ts';
import { readRecord, type ForwardContext } from './backendCalls.ts';
import type { BackendAnswer } from '../backend/backendClient.ts';
import { changesOf, isSuccess, sendAudited } from './auditedSend.ts';
import { afterWrite, changedBy, type WholeRecord } from './movedMeanwhile.ts';
import type { Moves } from './recordWrites.ts';
import type { ForwardedRoute, Row } from './routeRules.ts';

/** Where a write goes: the backend's path and the query sent. */
export interface WriteTarget {
  path: string;
  query: Row;
}

export interface FollowUp {
  /** What moved meanwhile, in the shape sent. */
  moved: Moves;
  /** What the write changed in the record, for the writes waiting for it. */
  changed: Moves;
  /** The answer to the write sent again, when it was. */
  answer?: BackendAnswer;
}

interface Written extends WriteTarget {
  recordId: string | null;
  whole: WholeRecord;
  body: Row;
  owned: ReadonlySet<string>;
  old: Row;
}

/** The record read again, or undefined when the read fails (the write is done all the same). */
async function readAgain(
  context: ForwardContext,
  request: FastifyRequest,
  route: ForwardedRoute,
): Promise<Row | undefined> {
  try {
    return await readRecord(context, request, { ...route.write!.readFirst!, missing: 'continue' });
  } catch (error) {
    request.log.warn({ err: error }, 'the record could not be read again after a forwarded write');
    return undefined;
  }
}

/** An entry saying what moved after the write (it is in no forwarded write's entry). */
function enterMoved(
  context: ForwardContext,
  request: FastifyRequest,
  route: ForwardedRoute,
  recordId: string | null,
  moved: Moves,
) {
  const { resource, action } = route.write!;
  try {
    insertAuditEntry(
      context.db,
      actorOf(request),
      { resource, recordId, action, changes: movedChanges(moved) },
      new Date(context.now()).toISOString(),
    );
  } catch (error) {
    request.log.error({ err: error }, 'what moved after a forwarded write could not be recorded');
  }
}

/** The fields `reverted` as moves: the form's value was not kept (the admin checks the record). */
function notKept(reverted: readonly string[], sent: Row, found: Row, into: Moves) {
  for (const field of reverted) into.set(field, { before: sent[field], after: found[field] });
}

export async function followUpWholeRecord(
  context: ForwardContext,
  request: FastifyRequest,
  route: ForwardedRoute,
  written: Written,
): Promise<FollowUp> {
  const { body, owned, old, whole, recordId } = written;
  const found = await readAgain(context, request, route);
  if (!found) return { moved: new Map(), changed: changedBy(body, old, body) };
  const first = afterWrite(body, owned, old, found, whole.movedByBackend);
  if (!first.again) {
    if (first.moved.size > 0) enterMoved(context, request, route, recordId, first.moved);
    return { moved: first.moved, changed: changedBy(body, old, found) };
  }
  const moved = new Map(first.moved);
  const again = first.again;
  const changes = [
    ...changesOf(route, request, again, found, written.query),
    ...movedChanges(first.moved),
  ];
  const sent = await sendAudited(context, request, route, { ...written, body: again, changes });
  if ('noAnswer' in sent || !isSuccess(sent.answer.status)) {
    request.log.warn({ recordId }, 'a forwarded write sent again over a moved record failed');
    notKept(first.reverted, body, found, moved);
    return { moved, changed: changedBy(body, old, found) };
  }
  const final = await readAgain(context, request, route);
  if (final) {
    const second = afterWrite(again, owned, found, final, whole.movedByBackend);
    for (const [field, move] of second.moved) moved.set(field, move);
    notKept(second.reverted, again, final, moved);
  }
  return { moved, changed: changedBy(body, old, final ?? again), answer: sent.answer };
}
