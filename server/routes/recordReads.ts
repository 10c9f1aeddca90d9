// The read side shared by the record resources (Oson configs, platforms): a list of summaries and
// one record's detail by its path id, with a 404 naming the kind of record when the id names none.
// Writes stay in each plugin: their uniqueness and secret rules differ.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { countRows } from '../db/repositories/rowPage.ts';
import type { ListedTable, RowPage } from '../db/repositories/rowPage.ts';
import { notFound } from '../errors.ts';
import { ADMIN_LIST, answerPage, rangeQuerySchema, readPage } from './listPage.ts';
import { idParams, toId } from './validation.ts';

/** `record`, or the resource's 404 when the lookup found none ("Platform not found"). */
export function found<T>(record: T | undefined, notFoundMessage: string): T {
  if (record === undefined) throw notFound(notFoundMessage);
  return record;
}

export interface RecordReads<Summary, Detail> {
  /** The collection, e.g. '/platforms'; one record is at `${path}/:id`. */
  path: string;
  /** Its name in Content-Range, e.g. 'platforms'. */
  resource: string;
  /**
   * Object schemas naming every field (TypeBox's Type.Object: all required). Response schemas
   * double as a filter, so a field they do not name is never sent; the list's leaves out what
   * only one record's answer carries.
   */
  summarySchema: object;
  detailSchema: object;
  /** A page of the collection; `table` is counted for its total. */
  list: (db: Database, page: RowPage) => Summary[];
  table: ListedTable;
  find: (db: Database, id: number) => Detail | undefined;
  notFoundMessage: string;
}

/** Registers GET `path` (a page of the records' summaries, with Content-Range) and GET `path/:id` (one record's detail). */
export function registerRecordReads<Summary, Detail>(
  fastify: FastifyInstance,
  reads: RecordReads<Summary, Detail>,
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    reads.path,
    {
      schema: {
        querystring: rangeQuerySchema,
        response: { 200: { type: 'array', items: reads.summarySchema } },
      },
    },
    async (request, reply) => {
      const page = readPage(request.query.range, ADMIN_LIST);
      const rows = reads.list(app.db, page);
      return answerPage(reply, reads.resource, page, rows, () => countRows(app.db, reads.table));
    },
  );

  app.get(
    `${reads.path}/:id`,
    { schema: { params: idParams, response: { 200: reads.detailSchema } } },
    async (request) => found(reads.find(app.db, toId(request.params.id)), reads.notFoundMessage),
  );
}
