// The shape of a forwarded route (forwardedRoutes.ts lists them) and the small helpers its rules
// are written with.
import type {
  FastifyContextConfig,
  FastifyRequest,
  FastifySchema,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { AuditAction, AuditResource } from '../../contract/audit.ts';
import type { AuditChange } from '../db/repositories/auditLog.ts';
import type { WholeRecord } from './movedMeanwhile.ts';
import { requiredText } from '../routes/validation.ts';
import { isPlainObject } from './secrets.ts';
import type { Cleaner } from './secrets.ts';
import type { Row } from './values.ts';

export type { Row } from './values.ts';

/** What a rule may need beside the request: the settings, the clock and the backend's reads. */
export interface RuleContext {
  businessTimeZone: string;
  /** apiUrl of a new Oson config that names none (OSON_DEFAULT_API_URL). */
  osonDefaultApiUrl: string;
  now: () => number;
  /**
   * The backend's JSON answer to a read (below its API path), for checks that need to see what it
   * holds (a duplicate, a record still in use); a failure of the backend is a 502.
   */
  read: (path: string) => Promise<unknown>;
}

/** A read of the record before a write: its old values, and what a whole-record PUT keeps. */
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
  resource: AuditResource;
  action: AuditAction;
  /** The record's id; a create's comes from the backend's answer when it names one. */
  recordId?: (request: FastifyRequest) => string | null;
  readFirst?: ReadFirst;
  /** The fields the write sends, as the entry records them; by default its body and query. */
  sent?: (request: FastifyRequest, body: unknown) => Row;
  /** The entry's changes, when they are not the sent fields against the old record. */
  changes?: (request: FastifyRequest, body: unknown) => AuditChange[];
  /**
   * The body sent, from the validated request and the record read first; by default the fields of
   * the request's body that its schema names. A write the backend applies as the whole record
   * sends every stored field the form does not own back as it is (wholeRecords.ts).
   */
  compose?: (request: FastifyRequest, stored: Row | undefined, context: RuleContext) => unknown;
  /**
   * A whole-record PUT (the record read first, `compose` over it): which fields the form sets,
   * so that a change made meanwhile to the others is kept and said (movedMeanwhile.ts).
   */
  whole?: WholeRecord;
}

/** The refusal a route's 500 "Failed to forward request" stands for (the Humo helper's). */
export interface HelperRefusal {
  code: string;
  message: string;
}

export interface ForwardedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below /api, with Fastify's :params; the backend has the same path. */
  url: string;
  /** The embedded API's request schemas for this route: params, querystring, body. */
  schema?: Pick<FastifySchema, 'params' | 'querystring' | 'body'>;
  preValidation?: preValidationAsyncHookHandler;
  /**
   * The query sent, from the validated request; by default the keys its schema names that have a
   * value (an empty one is left out, as the panel leaves it out: the backend's enum parse would
   * answer `status=` with a 500).
   */
  query?: (request: FastifyRequest) => Row;
  /**
   * The backend hands the call to a helper (/humo/*) and answers the helper's every refusal with
   * a 500 "Failed to forward request" (API-NOTES A): that answer is this 422, not a 502.
   */
  helperRefusal?: HelperRefusal;
  /**
   * The route's config, as the embedded API's route says it: `secretBody` when its body holds a
   * credential, so that its Idempotency-Key record keeps none (plugins/idempotency.ts).
   */
  config?: Pick<FastifyContextConfig, 'secretBody'>;
  /**
   * The embedded API's own checks that its schemas cannot say (a 400 naming the field), and what
   * the backend would answer with a 500 that a read can see first (a duplicate: 409).
   */
  check?: (request: FastifyRequest, context: RuleContext) => void | Promise<void>;
  /** What the panel may see of a success (secrets.ts). */
  clean?: Cleaner;
  /**
   * A read answered from another of the backend's reads (its read of one platform answers a
   * missing one with a 500: the row is taken from the list): 404 when it holds no such record.
   */
  read?: ReadFirst;
  /** Present for a write: recorded in the audit log before it is sent. */
  write?: WriteRule;
}

export { isBlank } from './values.ts';

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
