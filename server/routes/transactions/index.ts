// The transaction journal: GET /transactions (one page with Content-Range in the
// ra-data-simple-rest convention; without a range the newest 100 matches, as the production
// backend answers), GET one, GET /transactions/pending-count (our server's own), DELETE one, and
// DELETE /transactions/bulk with a JSON array of ids.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { JournalCache } from '../../db/journalCache.ts';
import {
  countTransactions,
  countTransactionsWithStatus,
  deleteTransaction,
  deleteTransactions,
  listTransactions,
  existingTransactionIds,
  findTransaction,
} from '../../db/repositories/transactions.ts';
import { actorOf, audited, changesBetween } from '../../audit/audited.ts';
import type { TransactionRecord } from '../../db/repositories/transactions.ts';
import { notFound } from '../../errors.ts';
import { EncodedBodies } from '../encodedAnswer.ts';
import { pageTotal, sendContentRange } from '../listPage.ts';
import { idParams, toId } from '../validation.ts';
import { listQuerySchema, readListQuery } from './listQuery.ts';
import { transactionSchema } from './schemas.ts';

export interface TransactionRoutesOptions {
  /** The zone whose calendar days dateFrom / dateTo name. */
  businessTimeZone: string;
}

/** Ids per bulk delete: the panel's selection is one page of at most 1000 rows. */
export const MAX_BULK_IDS = 1000;

const TRANSACTION_NOT_FOUND = 'Transaction not found';
const AWAITING_ADMIN = 'PENDING_ADMIN';

// Bodies are not coerced (plugins/validation.ts): ["7"] or a lone 7 is refused, not read as [7].
// `title` names the body in messages ("ids.2: must be a positive integer"). Exported for the gateway.
export const bulkBodySchema = Type.Array(
  Type.Integer({
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    description: 'a positive integer',
    errorMessages: { type: 'must be a positive integer' },
  }),
  {
    title: 'ids',
    minItems: 1,
    maxItems: MAX_BULK_IDS,
    errorMessages: {
      type: 'must be a JSON array of transaction ids',
      minItems: 'must list at least one id',
      maxItems: `must list at most ${MAX_BULK_IDS} ids`,
    },
  },
);

interface JournalPage {
  rows: TransactionRecord[];
  total: number;
  /** The rows serialised and compressed once (encodedAnswer.ts). */
  bodies: EncodedBodies;
}

/** Pages kept until the journal changes; at most this many (each at most 1000 rows). */
const CACHED_PAGES = 64;

export default async function transactionRoutes(
  fastify: FastifyInstance,
  options: TransactionRoutesOptions,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const zone = options.businessTimeZone;
  // The panel and the journal screen ask for the same first pages again and again; a search
  // (q) counts by reading the journal, which is worth not repeating.
  const pages = new JournalCache<JournalPage>(app.db, CACHED_PAGES);
  // Every open panel polls the pending count: between changes to the journal a poll costs one
  // read of its version number.
  const pendingCounts = new JournalCache<number>(app.db, 1);

  app.get(
    '/transactions',
    {
      schema: {
        querystring: listQuerySchema,
        response: { 200: Type.Array(transactionSchema) },
      },
    },
    async (request, reply) => {
      const { filter, sort, page } = readListQuery(request.query);
      const { rows, total, bodies } = pages.get(JSON.stringify({ filter, sort, page }), () => {
        const found = listTransactions(app.db, filter, zone, sort, page);
        const count = () => countTransactions(app.db, filter, zone);
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
    async () => ({
      count: pendingCounts.get(AWAITING_ADMIN, () => ({
        value: countTransactionsWithStatus(app.db, AWAITING_ADMIN),
      })),
    }),
  );

  // One transaction with every field, for the journal's detail panel and its shareable address.
  app.get(
    '/transactions/:id',
    {
      schema: { params: idParams, response: { 200: transactionSchema } },
      // /transactions/bulk names the bulk delete, not a transaction: GET on it is no route
      // (before the id's validation, which would call it a bad id).
      preValidation: async (request, reply) => {
        if ((request.params as { id?: string }).id === 'bulk') return reply.callNotFound();
      },
    },
    async (request) => {
      const transaction = findTransaction(app.db, toId(request.params.id));
      if (!transaction) throw notFound(TRANSACTION_NOT_FOUND);
      return transaction;
    },
  );

  // A static path: Fastify's router prefers it to /transactions/:id whatever the order.
  app.delete('/transactions/bulk', { schema: { body: bulkBodySchema } }, async (request, reply) => {
    const ids = [...new Set(request.body)];
    audited(
      app.db,
      actorOf(request),
      () => {
        const existing = existingTransactionIds(app.db, ids);
        if (deleteTransactions(app.db, ids) === 0)
          throw notFound('None of these transactions exist');
        return existing;
      },
      (deleted) => ({
        resource: 'transactions',
        recordId: null,
        action: 'bulk_delete',
        changes: [{ field: 'ids', old: deleted }],
      }),
    );
    return reply.code(204).send();
  });

  app.delete('/transactions/:id', { schema: { params: idParams } }, async (request, reply) => {
    const id = toId(request.params.id);
    const current = findTransaction(app.db, id);
    if (!current) throw notFound(TRANSACTION_NOT_FOUND);
    audited(
      app.db,
      actorOf(request),
      () => deleteTransaction(app.db, id),
      () => ({
        resource: 'transactions',
        recordId: String(id),
        action: 'delete',
        changes: changesBetween(current, undefined),
      }),
    );
    return reply.code(204).send();
  });
}
