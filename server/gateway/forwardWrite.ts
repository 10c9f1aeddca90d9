// A forwarded write, one at a time per record (recordWrites.ts): checked (reading what the
// backend holds where a 500 of its own would otherwise answer a client's mistake), read first
// where its rule says so, its body composed of what its schema names (and, for a whole-record
// write, of the stored fields the form does not own), its entry written to the audit log with
// exactly that body and query, and only then sent; its outcome (the backend's status, or no
// answer) is appended once known. A whole-record write then reads its record again and keeps
// what moved meanwhile (movedMeanwhile.ts, wholeRecordFollowUp.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MOVED_MEANWHILE_HEADER } from '../../contract/movedValue.ts';
import { HttpError } from '../errors.ts';
import { changesOf, isSuccess, sendAudited } from './auditedSend.ts';
import { movedChanges } from './auditTrail.ts';
import { passAnswer } from './backendAnswers.ts';
import { readRecord, ruleContext, type ForwardContext } from './backendCalls.ts';
import type { BackendAnswer } from '../backend/backendClient.ts';
import { movedHeaderValue, overWaitedFor } from './movedMeanwhile.ts';
import type { Moves, WriteOutcome } from './recordWrites.ts';
import type { ForwardedRoute, Row } from './routeRules.ts';
import { isPlainObject } from './secrets.ts';
import { followUpWholeRecord } from './wholeRecordFollowUp.ts';

/** What a write sends: its path (with its query) and the query alone, for its entry. */
import type { WriteTarget } from './wholeRecordFollowUp.ts';

/** The fields of the body that the route's schema names (a list or a value as it is). */
function schemaFields(route: ForwardedRoute, body: unknown): unknown {
  const schema = route.schema?.body as { properties?: Row } | undefined;
  if (!schema?.properties || !isPlainObject(body)) return body;
  return Object.fromEntries(
    Object.keys(schema.properties)
      .filter((key) => body[key] !== undefined)
      .map((key) => [key, body[key]]),
  );
}

const HELPER_FAILED = 'Failed to forward request';

/** The route's 422 for the helper's refusal, which the backend answers with a 500. */
function helperRefusalOf(route: ForwardedRoute, answer: BackendAnswer): HttpError | undefined {
  const refusal = route.helperRefusal;
  if (!refusal || answer.status < 500 || answer.text.trim() !== HELPER_FAILED) return undefined;
  return new HttpError(422, refusal.message, { code: refusal.code });
}

async function writeRecord(
  route: ForwardedRoute,
  context: ForwardContext,
  request: FastifyRequest,
  reply: FastifyReply,
  target: WriteTarget & { recordId: string | null },
  waitedFor: Moves,
): Promise<WriteOutcome<FastifyReply>> {
  const rule = route.write!;
  const rules = ruleContext(context, request);
  // Inside the record's turn: a check reads what the writes before it left.
  await route.check?.(request, rules);
  const old = rule.readFirst ? await readRecord(context, request, rule.readFirst) : undefined;
  let body = rule.compose ? rule.compose(request, old, rules) : schemaFields(route, request.body);
  const whole = rule.whole && old && isPlainObject(body) ? rule.whole : undefined;
  let owned = new Set(whole?.owned(request) ?? []);
  let moved: Moves = new Map();
  if (whole) ({ body, owned, moved } = overWaitedFor(body as Row, owned, old!, waitedFor));
  const changes = [...changesOf(route, request, body, old, target.query), ...movedChanges(moved)];
  const sent = await sendAudited(context, request, route, { ...target, body, changes });
  if ('noAnswer' in sent) {
    // No answer: the backend may have done the write or not. Said so to the panel, the audit
    // log and the Idempotency-Key record alike.
    request.outcomeUnknown = true;
    const { statusCode, message } = sent.noAnswer;
    throw new HttpError(statusCode, message, { outcome: 'unknown' });
  }
  let { answer } = sent;
  const refused = helperRefusalOf(route, answer);
  if (refused) throw refused;
  let changed: Moves | undefined;
  if (whole && isSuccess(answer.status)) {
    const after = await followUpWholeRecord(context, request, route, {
      ...target,
      whole,
      body: body as Row,
      owned,
      old: old!,
    });
    for (const [field, move] of after.moved) moved.set(field, move);
    answer = after.answer ?? answer;
    changed = after.changed;
  }
  if (moved.size > 0) reply.header(MOVED_MEANWHILE_HEADER, movedHeaderValue(moved.keys()));
  const reveals = (text: string, isError: boolean) =>
    context.client.revealsCredential(text, isError);
  return { result: passAnswer(reply, answer, route.clean, reveals), changed };
}

/** Forwards the write of `route`, after every write of its record queued before it. */
export async function forwardWrite(
  route: ForwardedRoute,
  context: ForwardContext,
  request: FastifyRequest,
  reply: FastifyReply,
  target: WriteTarget,
): Promise<FastifyReply> {
  const rule = route.write!;
  const recordId = rule.recordId ? rule.recordId(request) : null;
  const write = (waitedFor: Moves) =>
    writeRecord(route, context, request, reply, { ...target, recordId }, waitedFor);
  // A create names no record yet: nothing to wait for.
  if (recordId === null) return (await write(new Map())).result;
  return context.writes.one(`${rule.resource}:${recordId}`, write);
}
