// The transaction journal: its reads (reads.ts: the list, the pending count and one), DELETE one,
// and DELETE /transactions/bulk with a JSON array of ids.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../../config.ts';
import { JournalCache } from '../../db/journalCache.ts';
import { EMBEDDED_JOURNAL } from '../../db/repositories/journalTable.ts';
import {
  countTransactionsWithStatus,
  deleteTransaction,
  deleteTransactions,
  existingTransactionIds,
  findTransaction,
} from '../../db/repositories/transactions.ts';
import { actorOf, audited, changesBetween } from '../../audit/audited.ts';
import { notFound } from '../../errors.ts';
import { idParams, toId } from '../validation.ts';
import journalReadRoutes, { TRANSACTION_NOT_FOUND, journalReadAccess } from './reads.ts';
import { transactionSchema } from './schemas.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

// With the rules of the reads (reads.ts).
export const access: RouteRules = {
  ...journalReadAccess,
  'DELETE /transactions/bulk': ['transactions', 'bulk_delete'],
  'DELETE /transactions/:id': ['transactions', 'delete'],
};

export interface TransactionRoutesOptions {
  /** businessTimeZone: the zone whose calendar days dateFrom / dateTo name. */
  config: Pick<Config, 'businessTimeZone'>;
}

/** Ids per bulk delete: the panel's selection is one page of at most 1000 rows. */
export const MAX_BULK_IDS = 1000;

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
    // A valid request (tests/server/fuzz/routeTable.ts).
    examples: [[1, 2]],
  },
);

export default async function transactionRoutes(
  fastify: FastifyInstance,
  options: TransactionRoutesOptions,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Every open panel polls the pending count: between changes to the journal a poll costs one
  // read of its version number.
  const pendingCounts = new JournalCache<number>(app.db, 1);
  await app.register(journalReadRoutes, {
    businessTimeZone: options.config.businessTimeZone,
    table: EMBEDDED_JOURNAL,
    rowSchema: transactionSchema,
    pendingCount: () =>
      pendingCounts.get(AWAITING_ADMIN, () => ({
        value: countTransactionsWithStatus(app.db, AWAITING_ADMIN),
      })),
  });

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
