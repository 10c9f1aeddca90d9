// The shapes of the backend double's calls and answers, and the helpers its routes share.
import type { DoubleState, Row } from './backendDoubleData.ts';

export interface DoubleCall {
  method: string;
  /** Below /api, without the query. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

/** A string is sent as text, anything else (but undefined: no body) as JSON. */
export interface DoubleAnswer {
  status: number;
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

export type Handler = (state: DoubleState, call: DoubleCall, id: string) => DoubleAnswer;

/** Method, path pattern (its first group is the handler's `id`), handler. */
export type Route = [string, RegExp, Handler];

export const ok = (body?: unknown): DoubleAnswer => ({ status: 200, body });
export const notFound = (): DoubleAnswer => ({ status: 404, body: 'Not Found' });
export const asRecord = (body: unknown): Row =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Row) : {};
export const byId = (rows: Row[], id: string) => rows.findIndex((row) => String(row.id) === id);
