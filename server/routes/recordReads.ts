// The read side shared by the record resources (Oson configs, platforms): a list of summaries and
// one record's detail by its path id, with a 404 naming the kind of record when the id names none.
// Writes stay in each plugin: their uniqueness and secret rules differ.
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { idParams, toId } from './validation.ts';

/**
 * A response schema for one record that names every field as required: a record without one is a
 * server bug, and since response schemas double as a filter, a field it does not name is never sent.
 */
export function recordSchema<Properties extends Record<string, object>>(properties: Properties) {
  return { type: 'object', required: Object.keys(properties), properties } as const;
}

/** `record`, or the resource's 404 when the lookup found none ("Platform not found"). */
export function found<T>(record: T | undefined, notFoundMessage: string): T {
  if (record === undefined) throw notFound(notFoundMessage);
  return record;
}

export interface RecordReads<Summary, Detail> {
  /** The collection, e.g. '/platforms'; one record is at `${path}/:id`. */
  path: string;
  /** recordSchema()s: the list's leaves out what only one record's answer carries. */
  summarySchema: object;
  detailSchema: object;
  list: (db: Database) => Summary[];
  find: (db: Database, id: number) => Detail | undefined;
  notFoundMessage: string;
}

/** Registers GET `path` (every record's summary) and GET `path/:id` (one record's detail). */
export function registerRecordReads<Summary, Detail>(
  app: FastifyInstance,
  reads: RecordReads<Summary, Detail>,
): void {
  app.get(
    reads.path,
    { schema: { response: { 200: { type: 'array', items: reads.summarySchema } } } },
    async () => reads.list(app.db),
  );

  app.get<{ Params: { id: string } }>(
    `${reads.path}/:id`,
    { schema: { params: idParams, response: { 200: reads.detailSchema } } },
    async (request) => found(reads.find(app.db, toId(request.params.id)), reads.notFoundMessage),
  );
}
