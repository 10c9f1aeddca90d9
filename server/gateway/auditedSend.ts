// A forwarded write's entry in the audit log and its sending: the entry says what is forwarded
// (body and query, against the record read first) and is written before the write leaves (a write
// whose entry cannot be written is not sent); its outcome, the backend's status or no answer, is
// appended once known.
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../audit/audited.ts';
import type { AuditChange } from '../db/repositories/auditLog.ts';
import { HttpError } from '../errors.ts';
import { enterForwardedWrite, recordOutcome, removedChanges, sentChanges } from './auditTrail.ts';
import { parseAnswer } from './backendAnswers.ts';
import { send, type ForwardContext } from './backendCalls.ts';
import type { BackendAnswer } from '../backend/backendClient.ts';
import type { ForwardedRoute, Row } from './routeRules.ts';
import { isPlainObject } from './secrets.ts';

export const isSuccess = (status: number) => status >= 200 && status < 300;

/** The entry's changes: what is forwarded (body and query), against the record read first. */
export function changesOf(
  route: ForwardedRoute,
  request: FastifyRequest,
  body: unknown,
  old: Row | undefined,
  query: Row,
): AuditChange[] {
  const rule = route.write!;
  if (rule.changes) return rule.changes(request, body);
  if (rule.sent) return sentChanges(rule.sent(request, body), old);
  if (route.method === 'DELETE') {
    const shown = old && route.clean ? route.clean(old) : old;
    return isPlainObject(shown) ? removedChanges(shown) : [];
  }
  return sentChanges({ ...query, ...(isPlainObject(body) ? body : {}) }, old);
}

/** The id a create's JSON answer names, for its entry. */
function createdIdOf(text: string): string | null {
  const parsed = parseAnswer({ status: 200, contentType: '', text });
  if (parsed.kind !== 'json' || !isPlainObject(parsed.value)) return null;
  const { id } = parsed.value;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
}

export type Sent = { answer: BackendAnswer } | { noAnswer: HttpError };

/**
 * Enters the write in the audit log, sends it and appends its outcome. No answer (the backend
 * may have done it or not) is said so to the audit log; the caller says it to the panel.
 */
export async function sendAudited(
  context: ForwardContext,
  request: FastifyRequest,
  route: ForwardedRoute,
  write: { path: string; recordId: string | null; body: unknown; changes: AuditChange[] },
): Promise<Sent> {
  const rule = route.write!;
  const entryId = enterForwardedWrite(
    context.db,
    actorOf(request),
    {
      resource: rule.resource,
      recordId: write.recordId,
      action: rule.action,
      changes: write.changes,
    },
    new Date(context.now()),
  );
  let answer;
  try {
    answer = await send(context, request, {
      method: route.method,
      path: write.path,
      body: write.body,
    });
  } catch (error) {
    if (!(error instanceof HttpError)) {
      request.server.metrics.auditOutcome('unknown');
      throw error;
    }
    const noAnswer = recordOutcome(context.db, entryId, { status: null }, new Date(context.now()));
    request.server.metrics.auditOutcome(noAnswer ? 'no_answer' : 'unknown');
    return { noAnswer: error };
  }
  const created = write.recordId === null ? createdIdOf(answer.text) : null;
  const answered = recordOutcome(
    context.db,
    entryId,
    { status: answer.status, recordId: created },
    new Date(context.now()),
  );
  // An entry whose outcome could not be recorded keeps saying 'unknown', and is counted so.
  request.server.metrics.auditOutcome(answered ? 'answered' : 'unknown');
  if (!answered) {
    request.log.error({ entryId }, 'the outcome of a forwarded write could not be recorded');
  }
  return { answer };
}
