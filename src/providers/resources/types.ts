// What a resource module implements: the subset of react-admin's data provider it supports,
// typed with the module's own record type. The router (../dataProvider.ts) is the one place where
// these meet react-admin's record-generic signatures. Each module declares its record as a type,
// not as an interface extending RaRecord: RaRecord admits any field name, and a misspelt field
// must fail the type check (a type literal still fits react-admin's record constraint).
import type {
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyResult,
  GetOneParams,
  RaRecord,
} from 'ra-core';
import type { Capabilities } from '../capabilities';
import type { HttpClient } from '../httpClient';
import { hasField, type Row } from '../decode';

export interface ResourceContext {
  http: HttpClient;
  /** Zone of zone-less timestamps (docs/backend.md, times), read at call time. */
  serverTimeZone: () => string;
}

/** What a resource module's writes may also ask: what the API offers (asked once, kept). */
export interface WriteContext extends ResourceContext {
  capabilities: () => Promise<Capabilities>;
}

/** What a form sends: decoded by the module into the request body, never trusted as a record. */
export interface WriteParams<R extends RaRecord> {
  data: Row;
  previousData?: R;
  meta?: unknown;
}

// Methods, not function-valued properties: a handler of cards is then usable where a handler
// of any record is expected (method parameters are compared both ways).
export interface ResourceHandler<R extends RaRecord> {
  getList?(params: GetListParams): Promise<GetListResult<R>>;
  getOne?(params: GetOneParams<R>): Promise<{ data: R }>;
  getMany?(params: GetManyParams<R>): Promise<GetManyResult<R>>;
  create?(params: WriteParams<R>): Promise<{ data: R }>;
  update?(params: WriteParams<R> & { id: R['id'] }): Promise<{ data: R }>;
  /** The record as it was, or its id alone when the screen had no copy of it. */
  delete?(params: DeleteParams<R>): Promise<{ data: R | Pick<R, 'id'> }>;
  deleteMany?(params: DeleteManyParams<R>): Promise<DeleteManyResult<R>>;
}

export type ResourceFactory<R extends RaRecord> = (context: WriteContext) => ResourceHandler<R>;

/**
 * A screen as the data provider reads it: a resource with its module, or a page, which it passes
 * by. The screens' declarations (registry/types.ts) are such screens; said here so that the
 * providers import nothing of the registry, which names their modules.
 */
export type ProvidedScreen =
  { kind: 'resource'; name: string; provider?: ResourceFactory<RaRecord> } | { kind: 'page' };

/** What a delete answers: the production backend sends no record back. */
export const deleted = <R extends RaRecord>(
  params: DeleteParams<R>,
): { data: R | Pick<R, 'id'> } => ({
  data: params.previousData ?? { id: params.id },
});

/**
 * What a create answers: the record, or, when the production backend answered with text (no id),
 * the record the list now holds that `matches` the one sent (found by a field that is unique).
 */
export async function createdRecord<R extends RaRecord>(
  answer: unknown,
  decode: (row: Row) => R,
  list: () => Promise<R[]>,
  matches: (record: R) => boolean,
  what: string,
): Promise<{ data: R }> {
  if (hasField(answer, 'id')) return { data: decode(answer) };
  const created = (await list()).find(matches);
  if (!created) throw new Error(`The new ${what} was not found after saving`);
  return { data: created };
}
