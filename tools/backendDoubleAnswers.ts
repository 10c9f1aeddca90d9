// The shapes of the backend double's calls and answers, and the helpers its routes share. The
// answers follow ../shared/API-NOTES.md A and A2 (read from the backend's controllers): a
// controller that returns a String answers it labelled with the request's Accept (Spring's string
// converter), an object answers JSON, an uncaught exception (a missing field, a duplicate, a
// too-long text) is Spring's 500 JSON error, and many refusals have no body at all.
import type { DoubleState, Row } from './backendDoubleData.ts';

export interface DoubleCall {
  method: string;
  /** Below /api, without the query. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
  /** The request's Accept header ('' when none). */
  accept: string;
  /** The request's Idempotency-Key header, which the backend ignores, or null. */
  idempotencyKey: string | null;
}

/**
 * `kind: 'text'` (or a string body without a kind) is a String controller's answer, labelled as
 * the request's Accept says unless `contentType` is given; anything else is sent as JSON;
 * undefined is no body (and no Content-Type).
 */
export interface DoubleAnswer {
  status: number;
  body?: unknown;
  kind?: 'text' | 'json';
  contentType?: string;
  headers?: Record<string, string>;
}

export type Handler = (state: DoubleState, call: DoubleCall, id: string) => DoubleAnswer;

/** Method, path pattern (its first group is the handler's `id`), handler. */
export type Route = [string, RegExp, Handler];

export const text = (body: string, status = 200): DoubleAnswer => ({ status, body, kind: 'text' });
export const json = (body: unknown, status = 200): DoubleAnswer => ({ status, body, kind: 'json' });
export const empty = (status: number): DoubleAnswer => ({ status });

/** Spring Boot's own error answer (an uncaught exception, an unreadable body or parameter). */
export function springError(status: number, path: string): DoubleAnswer {
  const error = { 400: 'Bad Request', 404: 'Not Found', 500: 'Internal Server Error' }[status];
  return json(
    { timestamp: new Date().toISOString(), status, error: error ?? 'Error', path: `/api${path}` },
    status,
  );
}

/**
 * What a handler throws where the backend's code throws: `status` 500 for an exception nothing
 * catches (Spring's JSON error), or the answer a controller's own catch gives.
 */
export class DoubleFailure extends Error {
  constructor(
    readonly answer: (path: string) => DoubleAnswer,
    message = 'backend failure',
  ) {
    super(message);
  }
}

/** An exception nothing catches: Spring's 500. */
export const uncaught = (message: string) =>
  new DoubleFailure((path) => springError(500, path), message);
/** A body or parameter Spring cannot read (a wrong type, a bad enum): its 400. */
export const unreadable = (message: string) =>
  new DoubleFailure((path) => springError(400, path), message);

/**
 * The type Spring's string converter labels a String answer with: the first concrete type the
 * request accepts, in the order of its quality (a wildcard, or no Accept, gives text/plain).
 */
export function textContentType(accept: string): string {
  const types = accept
    .split(',')
    .map((part, index) => {
      const [type, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { type: type.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ type, q }) => type && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { type } of types) {
    if (type === 'application/*') return 'application/json';
    if (!type.includes('*')) return type === 'text/plain' ? 'text/plain;charset=UTF-8' : type;
  }
  return 'text/plain;charset=UTF-8';
}

/** A @RequestBody object: no body, or JSON that is not an object, is Spring's 400. */
export function objectBody(body: unknown): Row {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw unreadable('the body is not a JSON object');
  }
  return body as Row;
}

/** A request's body as the double reads it: JSON when it parses, else the text, or undefined. */
export function callBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An answer on the wire: its status, headers and body text (none: no body, no Content-Type). */
export function encodeAnswer(
  answer: DoubleAnswer,
  accept: string,
): { status: number; headers: Record<string, string>; text?: string } {
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.body === undefined) return { status: answer.status, headers };
  const isText =
    answer.kind === 'text' || (answer.kind === undefined && typeof answer.body === 'string');
  headers['content-type'] =
    answer.contentType ?? (isText ? textContentType(accept) : 'application/json');
  const text = isText ? String(answer.body) : JSON.stringify(answer.body);
  return { status: answer.status, headers, text };
}

export const asRecord = (body: unknown): Row =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Row) : {};
export const byId = (rows: Row[], id: unknown) =>
  rows.findIndex((row) => String(row.id) === String(id));

/** A JSON number as Java's Long reads it: an integer, or Spring's 400. */
export function long(value: unknown, field: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,18}$/.test(value.trim())) return Number(value);
  throw unreadable(`${field}: not a Long`);
}

/** A @RequestParam Long: missing or not a number is Spring's 400. */
export function longParam(call: DoubleCall, name: string): number {
  const value = call.query[name];
  if (value === undefined || !/^-?\d{1,18}$/.test(value)) throw unreadable(`${name}: not a Long`);
  return Number(value);
}

/** A @RequestParam boolean: missing or not true/false is Spring's 400. */
export function booleanParam(call: DoubleCall, name: string): boolean {
  const value = call.query[name]?.toLowerCase();
  if (value !== 'true' && value !== 'false') throw unreadable(`${name}: not a boolean`);
  return value === 'true';
}

/** A String field of an entity: null stays null, a non-string is Spring's 400. */
export function string(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw unreadable(`${field}: not a String`);
}

/** An enum field: null stays null, an unknown name is Spring's 400 (Jackson cannot read it). */
export function enumValue(value: unknown, values: readonly string[], field: string) {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && values.includes(value)) return value;
  throw unreadable(`${field}: not one of ${values.join(', ')}`);
}

/**
 * What the database refuses when the entity is saved: a NOT NULL column without a value, a
 * value longer than its VARCHAR(255), or a UNIQUE column's value another row has. Throws `fail`.
 */
export function checkColumns(
  row: Row,
  rows: Row[],
  columns: { notNull?: string[]; unique?: string[]; text?: string[] },
  fail: (message: string) => Error = uncaught,
): void {
  for (const column of columns.notNull ?? []) {
    if (row[column] === undefined || row[column] === null) {
      throw fail(`not-null property references a null value: ${column}`);
    }
  }
  for (const column of columns.text ?? []) {
    const value = row[column];
    if (typeof value === 'string' && value.length > 255) {
      throw fail(`value too long for type character varying(255): ${column}`);
    }
  }
  for (const column of columns.unique ?? []) {
    const value = row[column];
    if (value === null || value === undefined) continue;
    if (rows.some((other) => other !== row && other.id !== row.id && other[column] === value)) {
      throw fail(`duplicate key value violates unique constraint: ${column}`);
    }
  }
}
