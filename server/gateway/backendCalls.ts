// The calls a forwarded route makes to the production backend: one call (no answer becomes our
// 502/504, logged for the operator), a JSON read, and the read of the record a write depends on.
import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../errors.ts';
import { BackendUnavailable } from '../backend/backendClient.ts';
import type { BackendClient, BackendRequest } from '../backend/backendClient.ts';
import { failureOf, parseAnswer, unavailableError } from './backendAnswers.ts';
import type { RecordWrites } from './recordWrites.ts';
import type { ReadFirst, Row, RuleContext } from './routeRules.ts';
import { isPlainObject } from './secrets.ts';

export interface ForwardContext extends Omit<RuleContext, 'read'> {
  client: BackendClient;
  db: Database;
  timeoutMs: number;
  /** One write at a time per record. */
  writes: RecordWrites;
}

/**
 * The backend's answer to a call made for `request` (its route names the call in the metrics), or
 * the 502/504 that no answer becomes (logged for the operator).
 */
export async function send(
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
export async function readJson(
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
export async function readRecord(
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

/** What the rules of `request` may read of the backend. */
export const ruleContext = (context: ForwardContext, request: FastifyRequest): RuleContext => ({
  ...context,
  read: (path) => readJson(context, request, path),
});
