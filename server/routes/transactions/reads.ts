// The journal's reads, on whichever journal they are given (db/repositories/journalTable.ts): the
// embedded API's own, or the gateway's copy of the production backend's. GET /transactions (one
// page with Content-Range in the ra-data-simple-rest convention; without a range the newest 100
// matches, as the production backend answers), GET /transactions/pending-count and GET one.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { JournalCache } from '../../db/journalCache.ts';
import type { JournalTable } from '../../db/repositories/journalTable.ts';
import {
  countTransactions,
  findTransaction,
  listTransactions,
} from '../../db/repositories/transactions.ts';
import type { TransactionRecord } from '../../db/repositories/transactions.ts';
import { notFound } from '../../errors.ts';
import { EncodedBodies } from '../encodedAnswer.ts';
import { pageTotal, sendContentRange } from '../listPage.ts';
import { idParams, toId } from '../validation.ts';
import { listQuerySchema, readListQuery } from './listQuery.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

// The same on the embedded API's journal and the gateway's copy.
export const journalReadAccess: RouteRules = {
  'GET /transactions': ['transactions', 'list'],
  'GET /transactions/pending-count': ['transactions', 'list'],
  'GET /transactions/:id': ['transactions', 'show'],
};

export interface JournalReadOptions {
  /** The zone whose calendar days dateFrom / dateTo name. */
  businessTimeZone: string;
  table: JournalTable;
  /** A row of the answers. */
  rowSchema: TSchema;
  /** Transactions waiting for an admin (the panel's badge). */
  pendingCount: () => number;
  /** Awaited before each read (the gateway's copy: its first poll after a start). */
  beforeRead?: () => Promise<void>;
}

export const TRANSACTION_NOT_FOUND = 'Transaction not found';

interface JournalPage {
  rows: TransactionRecord[];
  total: number;
  /** The rows serialised and compressed once (encodedAnswer.ts). */
  bodies: EncodedBodies;
}

/** Pages kept until the journal changes; at most this many (each at most 1000 rows). */
const CACHED_PAGES = 64;

export default async function journalReadRoutes(
  fastify: FastifyInstance,
  options: JournalReadOptions,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { table, businessTimeZone: zone } = options;
  // The panel and the journal screen ask for the same first pages again and again; a search
  // (q) counts by reading the journal, which is worth not repeating.
  const pages = new JournalCache<JournalPage>(app.db, CACHED_PAGES, Date.now, table);
  if (options.beforeRead) app.addHook('preHandler', options.beforeRead);

  app.get(
    '/transactions',
    {
      schema: {
        querystring: listQuerySchema,
        response: { 200: Type.Array(options.rowSchema) },
      },
    },
    async (request, reply) => {
      const { filter, sort, page } = readListQuery(request.query);
      const { rows, total, bodies } = pages.get(JSON.stringify({ filter, sort, page }), () => {
        const found = listTransactions(app.db, filter, zone, sort, page, table);
        const count = () => countTransactions(app.db, filter, zone, table);
        const value = { rows: found, total: pageTotal(page, found.length, count) };
        return { value: { ...value, bodies: new EncodedBodies(found) } };
      });
      sendContentRange(reply, 'transactions', page, rows.length, total);
      bodies.send(request, reply);
    },
  );

  // Requests waiting for an admin, for the panel's badge. A static path: Fastify's router prefers
  // it to /transactions/:id, so "pending-count" is never read as an id.
  app.get(
    '/transactions/pending-count',
    { schema: { response: { 200: Type.Object({ count: Type.Integer() }) } } },
    async () => ({ count: options.pendingCount() }),
  );

  // One transaction with every field, for the journal's detail panel and its shareable address.
  app.get(
    '/transactions/:id',
    {
      schema: { params: idParams, response: { 200: options.rowSchema } },
      // /transactions/bulk names the bulk delete, not a transaction: GET on it is no route
      // (before the id's validation, which would call it a bad id).
      preValidation: async (request, reply) => {
        if ((request.params as { id?: string }).id === 'bulk') return reply.callNotFound();
      },
    },
    async (request) => {
      const transaction = findTransaction(app.db, toId(request.params.id), table);
      if (!transaction) throw notFound(TRANSACTION_NOT_FOUND);
      return transaction;
    },
  );
}
