// The transaction journal: GET /transactions (the whole filtered list as the production backend
// answers it, or one page with Content-Range in the ra-data-simple-rest convention), DELETE one,
// and DELETE /transactions/bulk with a JSON array of ids.
import type { FastifyInstance } from 'fastify';
import {
  countTransactions,
  deleteTransaction,
  deleteTransactions,
  listTransactions,
} from '../../db/repositories/transactions.ts';
import type { TransactionPage } from '../../db/repositories/transactions.ts';
import { notFound } from '../../errors.ts';
import { idParams, toId } from '../validation.ts';
import { listQuerySchema, readListQuery } from './listQuery.ts';
import type { ListQuery } from './listQuery.ts';
import { transactionSchema } from './schemas.ts';

export interface TransactionRoutesOptions {
  /** The zone whose calendar days dateFrom / dateTo name. */
  businessTimeZone: string;
}

/** Ids per bulk delete: the panel's selection is one page of at most 1000 rows. */
export const MAX_BULK_IDS = 1000;

const TRANSACTION_NOT_FOUND = 'Transaction not found';

// Bodies are not coerced (plugins/validation.ts): ["7"] or a lone 7 is refused, not read as [7].
// `title` names the body in messages ("ids.2: must be a positive integer").
const bulkBodySchema = {
  title: 'ids',
  type: 'array',
  minItems: 1,
  maxItems: MAX_BULK_IDS,
  errorMessages: {
    type: 'must be a JSON array of transaction ids',
    minItems: 'must list at least one id',
    maxItems: `must list at most ${MAX_BULK_IDS} ids`,
  },
  items: {
    type: 'integer',
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    description: 'a positive integer',
    errorMessages: { type: 'must be a positive integer' },
  },
} as const;

// "transactions 0-24/319"; a page past the end sends no rows and says so the way RFC 9110 does
// for an unsatisfiable range: "transactions */319".
function contentRange(page: TransactionPage, sent: number, total: number): string {
  if (sent === 0) return `transactions */${total}`;
  return `transactions ${page.offset}-${page.offset + sent - 1}/${total}`;
}

export default async function transactionRoutes(
  app: FastifyInstance,
  options: TransactionRoutesOptions,
) {
  app.get<{ Querystring: ListQuery }>(
    '/transactions',
    {
      schema: {
        querystring: listQuerySchema,
        response: { 200: { type: 'array', items: transactionSchema } },
      },
    },
    async (request, reply) => {
      const zone = options.businessTimeZone;
      const { filter, sort, page } = readListQuery(request.query);
      const rows = listTransactions(app.db, filter, zone, sort, page);
      if (page) {
        // A short page that holds rows is the last one: its end is the total, no count needed.
        const total =
          rows.length > 0 && rows.length < page.limit
            ? page.offset + rows.length
            : countTransactions(app.db, filter, zone);
        reply.header('content-range', contentRange(page, rows.length, total));
        reply.header('access-control-expose-headers', 'Content-Range');
      }
      return rows;
    },
  );

  // A static path: Fastify's router prefers it to /transactions/:id whatever the order.
  app.delete<{ Body: number[] }>(
    '/transactions/bulk',
    { schema: { body: bulkBodySchema } },
    async (request, reply) => {
      const deleted = deleteTransactions(app.db, [...new Set(request.body)]);
      if (deleted === 0) throw notFound('None of these transactions exist');
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/transactions/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      if (!deleteTransaction(app.db, toId(request.params.id))) {
        throw notFound(TRANSACTION_NOT_FOUND);
      }
      return reply.code(204).send();
    },
  );
}
