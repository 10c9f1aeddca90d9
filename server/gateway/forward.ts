// The handler of a forwarded route: a read goes to the backend and its answer comes back cleaned;
// a write is checked (reading what the backend holds where a 500 of its own would otherwise
// answer a client's mistake), read first where its rule says so, its body composed of what its
// schema names (and, for a whole-record write, of the stored fields the form does not own), its
// entry written to the audit log with exactly that body, and only then is it sent; its outcome
// (the backend's status, or no answer) is appended once known.
import type { Database } from 'better-sqlite3';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

export interface ForwardContext extends Omit<RuleContext, 'read'> {
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

/**
 * The backend's answer to a call made for `request` (its route names the call in the metrics), or
 * the 502/504 that no answer becomes (logged for the operator).
 */
async function send(
  context: ForwardContext,
  request: FastifyRequest,
  call: Omit<BackendRequest, 'route'>,
) {
  try {
    return await context.client.send({ ...call, route: request.routeOptions.url ?? 'unmatched' });
  } catch (error) {
    if (!(error instanceof BackendUnavailable)) throw error;
    request.log.warn(
      { reason: error.reason, method: call.method },
      'production backend: no answer',
    );
    throw unavailableError(error, context.timeoutMs);
  }
}

/**
 * The backend's JSON answer to a read, or undefined for a 404; anything else but a 2xx with JSON
 * is the backend failing, and the write waits for a backend that works.
 */
async function readJson(
  context: ForwardContext,
  request: FastifyRequest,
  path: string,
): Promise<unknown> {
  const answer = await send(context, request, { method: 'GET', path });
  const parsed = parseAnswer(answer);
  if (answer.status >= 200 && answer.status < 300 && parsed.kind === 'json') return parsed.value;
  if (answer.status === 404) return undefined;
  const failure = failureOf(answer, parsed);
  throw failure.statusCode === 502
    ? failure
    : new HttpError(502, 'The production backend could not read what the change depends on');
}

/** The record a write reads first; undefined when missing and the rule goes on without it. */
async function readRecord(
  context: ForwardContext,
  request: FastifyRequest,
  read: ReadFirst,
): Promise<Row | undefined> {
  const value = await readJson(context, request, read.path(request));
  const record =
    value === undefined
      ? undefined
      : read.pick
        ? read.pick(value, request)
        : isPlainObject(value)
          ? value
          : undefined;
  if (!record && read.missing === 'refuse') throw notFound(read.notFoundMessage);
  return record;
}

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
    const rules: RuleContext = {
      ...context,
      read: (path) => readJson(context, request, path),
    };
    await route.check?.(request, rules);
    const path = `${backendPathOf(route, request)}${queryStringOf(route, request)}`;
    const rule = route.write;
    if (!rule && route.read) {
      const record = await readRecord(context, request, route.read);
      const text = JSON.stringify(record);
      return passAnswer(
        reply,
        { status: 200, contentType: 'application/json', text },
        route.clean,
        reveals,
      );
    }
    if (!rule) {
      const answer = await send(context, request, { method: 'GET', path });
      return passAnswer(reply, answer, route.clean, reveals);
    }

    const old = rule.readFirst ? await readRecord(context, request, rule.readFirst) : undefined;
    const body = rule.compose
      ? rule.compose(request, old, rules)
      : schemaFields(route, request.body);
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
      answer = await send(context, request, { method: route.method, path, body });
    } catch (error) {
      if (!(error instanceof HttpError)) {
        request.server.metrics.auditOutcome('unknown');
        throw error;
      }
      // No answer: the backend may have done the write or not. Said so to the panel, the audit
      // log and the Idempotency-Key record alike.
      const noAnswer = recordOutcome(
        context.db,
        entryId,
        { status: null },
        new Date(context.now()),
      );
      request.server.metrics.auditOutcome(noAnswer ? 'no_answer' : 'unknown');
      request.outcomeUnknown = true;
      throw new HttpError(error.statusCode, error.message, { outcome: 'unknown' });
    }
    const created = recordId === null ? createdIdOf(answer.text) : null;
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
    return passAnswer(reply, answer, route.clean, reveals);
  };
}
