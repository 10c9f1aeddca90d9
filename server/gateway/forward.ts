// The handler of a forwarded route: a read goes to the backend and its answer comes back cleaned;
// a write is read first where its rule says so, its entry is written to the audit log, and only
// then is it sent; its outcome (the backend's status, or no answer) is appended once known.
import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../audit/audited.ts';
import type { AuditChange } from '../db/repositories/auditLog.ts';
import { HttpError, notFound } from '../errors.ts';
import { enterForwardedWrite, recordOutcome, removedChanges, sentChanges } from './auditTrail.ts';
import { BackendUnavailable } from './backendClient.ts';
import type { BackendClient, BackendRequest } from './backendClient.ts';
import { failureOf, parseAnswer, passAnswer, unavailableError } from './backendAnswers.ts';
import { backendPathOf } from './forwardedRoutes.ts';
import { queryOf } from './routeRules.ts';
import type { ForwardedRoute, ReadFirst, Row, RuleContext } from './routeRules.ts';
import { isPlainObject } from './secrets.ts';

export interface ForwardContext extends RuleContext {
  client: BackendClient;
  db: Database;
  timeoutMs: number;
}

/** `?key=value` of the validated query, with the keys its schema names only. */
function queryStringOf(route: ForwardedRoute, request: FastifyRequest): string {
  const schema = route.schema?.querystring as { properties?: Row } | undefined;
  if (!schema?.properties) return '';
  const query = queryOf(request);
  const search = new URLSearchParams();
  for (const key of Object.keys(schema.properties)) {
    const value = query[key];
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The backend's answer, or the 502/504 that no answer becomes (logged for the operator). */
async function send(context: ForwardContext, log: FastifyBaseLogger, request: BackendRequest) {
  try {
    return await context.client.send(request);
  } catch (error) {
    if (!(error instanceof BackendUnavailable)) throw error;
    log.warn({ reason: error.reason, method: request.method }, 'production backend: no answer');
    throw unavailableError(error, context.timeoutMs);
  }
}

/** The record a write reads first; undefined when missing and the rule goes on without it. */
async function readRecord(
  context: ForwardContext,
  request: FastifyRequest,
  read: ReadFirst,
): Promise<Row | undefined> {
  const answer = await send(context, request.log, { method: 'GET', path: read.path(request) });
  const parsed = parseAnswer(answer);
  let record: Row | undefined;
  if (answer.status >= 200 && answer.status < 300 && parsed.kind === 'json') {
    const { value } = parsed;
    record = read.pick ? read.pick(value, request) : isPlainObject(value) ? value : undefined;
  } else if (answer.status !== 404) {
    const failure = failureOf(answer, parsed);
    // Anything but "not found" is the backend failing: the write waits for a backend that works.
    throw failure.statusCode === 502
      ? failure
      : new HttpError(502, 'The production backend could not read the record to be changed');
  }
  if (!record && read.missing === 'refuse') throw notFound(read.notFoundMessage);
  return record;
}

/** Blank or missing `fields` of a whole-record body, taken from the stored record. */
function filledIn(body: unknown, stored: Row, fields: readonly string[]): unknown {
  if (!isPlainObject(body)) return body;
  const filled = { ...body };
  for (const field of fields) {
    const value = filled[field];
    const blank =
      value === undefined || value === null || (typeof value === 'string' && !value.trim());
    if (blank && stored[field] !== undefined) filled[field] = stored[field];
  }
  return filled;
}

function changesOf(
  route: ForwardedRoute,
  request: FastifyRequest,
  body: unknown,
  old: Row | undefined,
): AuditChange[] {
  const rule = route.write!;
  if (rule.changes) return rule.changes(request, body);
  if (rule.sent) return sentChanges(rule.sent(request, body), old);
  if (route.method === 'DELETE') {
    const shown = old && route.clean ? route.clean(old) : old;
    return isPlainObject(shown) ? removedChanges(shown) : [];
  }
  return sentChanges({ ...queryOf(request), ...(isPlainObject(body) ? body : {}) }, old);
}

/** The id a create's JSON answer names, for its entry. */
function createdIdOf(text: string): string | null {
  const parsed = parseAnswer({ status: 200, contentType: '', text });
  if (parsed.kind !== 'json' || !isPlainObject(parsed.value)) return null;
  const { id } = parsed.value;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
}

export function forwardingHandler(route: ForwardedRoute, context: ForwardContext) {
  const reveals = (text: string, isError: boolean) =>
    context.client.revealsCredential(text, isError);

  return async function forward(request: FastifyRequest, reply: FastifyReply) {
    route.check?.(request, context);
    const path = `${backendPathOf(route, request)}${queryStringOf(route, request)}`;
    const rule = route.write;
    if (!rule) {
      const answer = await send(context, request.log, { method: 'GET', path });
      return passAnswer(reply, answer, route.clean, reveals);
    }

    const old = rule.readFirst ? await readRecord(context, request, rule.readFirst) : undefined;
    let body: unknown = rule.body ? rule.body(request) : request.body;
    if (rule.fillIn && old) body = filledIn(body, old, rule.fillIn);
    const recordId = rule.recordId ? rule.recordId(request) : null;
    const entryId = enterForwardedWrite(
      context.db,
      actorOf(request),
      {
        resource: rule.resource,
        recordId,
        action: rule.action,
        changes: changesOf(route, request, body, old),
      },
      new Date(context.now()),
    );

    let answer;
    try {
      answer = await send(context, request.log, { method: route.method, path, body });
    } catch (error) {
      if (error instanceof HttpError) {
        recordOutcome(context.db, entryId, { status: null }, new Date(context.now()));
      }
      throw error;
    }
    const created = recordId === null ? createdIdOf(answer.text) : null;
    if (
      !recordOutcome(
        context.db,
        entryId,
        { status: answer.status, recordId: created },
        new Date(context.now()),
      )
    ) {
      request.log.error({ entryId }, 'the outcome of a forwarded write could not be recorded');
    }
    return passAnswer(reply, answer, route.clean, reveals);
  };
}
