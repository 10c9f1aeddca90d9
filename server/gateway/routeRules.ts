// The shape of a forwarded route (forwardedRoutes.ts lists them) and the small helpers its rules
// are written with.
import type { FastifyRequest, FastifySchema, preValidationAsyncHookHandler } from 'fastify';
import type { AuditAction, AuditChange } from '../db/repositories/auditLog.ts';
import { requiredText } from '../routes/validation.ts';
import { isPlainObject } from './secrets.ts';
import type { Cleaner } from './secrets.ts';

export type Row = Record<string, unknown>;

/** What a rule may need beside the request: the business time zone and the clock. */
export interface RuleContext {
  businessTimeZone: string;
  now: () => number;
}

/** A read of the record before a write: its old values, and the secrets a PUT leaves blank. */
export interface ReadFirst {
  /** The backend read, below its API path. */
  path: (request: FastifyRequest) => string;
  /** The record in that read's answer (a list's row); by default the answer when an object. */
  pick?: (answer: unknown, request: FastifyRequest) => Row | undefined;
  /** Without the record: refuse with 404 (nothing is sent), or write without old values. */
  missing: 'refuse' | 'continue';
  notFoundMessage?: string;
}

export interface WriteRule {
  /** The audit entry's resource and action, the same names as the embedded API's. */
  resource: string;
  action: AuditAction;
  /** The record's id; a create's comes from the backend's answer when it names one. */
  recordId?: (request: FastifyRequest) => string | null;
  readFirst?: ReadFirst;
  /** The fields the write sends, as the entry records them; by default its body and query. */
  sent?: (request: FastifyRequest, body: unknown) => Row;
  /** The entry's changes, when they are not the sent fields against the old record. */
  changes?: (request: FastifyRequest, body: unknown) => AuditChange[];
  /**
   * Fields of a whole-record PUT that the panel never receives (secrets.ts): left blank, they
   * are filled in from the fresh read, so that the write does not erase them.
   */
  fillIn?: readonly string[];
  /** The body sent, when it is not the request's own. */
  body?: (request: FastifyRequest) => unknown;
}

export interface ForwardedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below /api, with Fastify's :params; the backend has the same path. */
  url: string;
  /** The embedded API's request schemas for this route: params, querystring, body. */
  schema?: Pick<FastifySchema, 'params' | 'querystring' | 'body'>;
  preValidation?: preValidationAsyncHookHandler;
  /** The embedded API's own checks that its schemas cannot say (a 400 naming the field). */
  check?: (request: FastifyRequest, context: RuleContext) => void;
  /** What the panel may see of a success (secrets.ts). */
  clean?: Cleaner;
  /** Present for a write: recorded in the audit log before it is sent. */
  write?: WriteRule;
}

export const paramsOf = (request: FastifyRequest) => request.params as Record<string, string>;
export const queryOf = (request: FastifyRequest) => request.query as Row;
export const bodyOf = (request: FastifyRequest): Row =>
  isPlainObject(request.body) ? request.body : {};

/** The path parameter `name` as a record id. */
export const param =
  (name: string) =>
  (request: FastifyRequest): string =>
    paramsOf(request)[name];

/** The row of a list answer whose `field` equals the path parameter `name`. */
export const rowWhere =
  (field: string, name: string) =>
  (answer: unknown, request: FastifyRequest): Row | undefined => {
    if (!Array.isArray(answer)) return undefined;
    const wanted = paramsOf(request)[name];
    return answer.find((row): row is Row => isPlainObject(row) && String(row[field]) === wanted);
  };

/** Only `fields` of an object answer, as the old values of what a write changes. */
export const fieldsOfAnswer =
  (...fields: string[]) =>
  (answer: unknown): Row | undefined =>
    isPlainObject(answer)
      ? Object.fromEntries(fields.filter((f) => f in answer).map((f) => [f, answer[f]]))
      : undefined;

/** The embedded API's rule: these fields must not be blank ("name: is required"). */
export const required =
  (...fields: string[]) =>
  (values: Row) => {
    for (const field of fields) requiredText(values[field] as string | undefined, field);
  };
