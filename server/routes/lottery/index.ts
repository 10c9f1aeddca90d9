// The lottery (docs/product.md: Screens 'Lotereya Tizimi'): prizes (list, add, remove), a bot
// user's lottery balance (look up, add tickets, clear tickets, reset), and the random award
// (./award.ts).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, audited, changesBetween } from '../../audit/audited.ts';
import { Type } from 'typebox';
import {
  addLotteryTickets,
  clearLotteryTickets,
  findLotteryBalance,
  resetLotteryBalance,
} from '../../db/repositories/lotteryBalances.ts';
import type { LotteryBalance } from '../../db/repositories/lotteryBalances.ts';
import {
  deleteLotteryPrize,
  findLotteryPrize,
  insertLotteryPrize,
  listLotteryPrizes,
} from '../../db/repositories/lotteryPrizes.ts';
import { conflict, notFound } from '../../errors.ts';
import { countRows } from '../../db/repositories/rowPage.ts';
import { ADMIN_LIST, answerPage, rangeQuerySchema, readPage } from '../listPage.ts';
import { idParams, toId } from '../validation.ts';
import awardRoutes, { awardAccess } from './award.ts';
import type { RandomIndex } from '../../db/repositories/lotteryAwards.ts';
import { balanceSchema, chatIdParams, positiveIntegerQuery, toChatId } from './schemas.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

// With the rule of the award (award.ts).
export const access: RouteRules = {
  'GET /lottery/prizes': ['lottery-prizes', 'list'],
  'POST /lottery/prizes': ['lottery-prizes', 'create'],
  'DELETE /lottery/prizes/:id': ['lottery-prizes', 'delete'],
  'GET /lottery/balance/:chatId': ['lottery-balances', 'list'],
  'POST /lottery/tickets/:chatId': ['lottery-balances', 'tickets'],
  'DELETE /lottery/tickets/:chatId': ['lottery-balances', 'tickets'],
  'DELETE /lottery/balance/:chatId': ['lottery-balances', 'reset'],
  ...awardAccess,
};

export interface LotteryRoutesOptions {
  /** The award's source of chance; tests pass a deterministic or failing one. */
  lotteryRandom?: RandomIndex;
}

const prizeSchema = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer(),
  numberOfPrize: Type.Integer(),
});

const positiveInteger = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

// Exported with the tickets' query for the gateway (server/gateway/). Their `examples`: a valid
// request (tests/server/fuzz/routeTable.ts).
export const prizeBodySchema = Type.Object(
  { amount: positiveInteger, numberOfPrize: positiveInteger },
  { examples: [{ amount: 10000, numberOfPrize: 3 }] },
);

export const ticketsQuerySchema = Type.Object(
  { amount: positiveIntegerQuery },
  { examples: [{ amount: '2' }] },
);

const PRIZE_NOT_FOUND = 'Prize not found';
// The production backend's 404 means "this chat has no lottery balance"; the panel shows
// 'Foydalanuvchi topilmadi.'.
const USER_NOT_FOUND = 'User not found';

export default async function lotteryRoutes(
  fastify: FastifyInstance,
  options: LotteryRoutesOptions,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/lottery/prizes',
    {
      schema: {
        querystring: rangeQuerySchema,
        response: { 200: Type.Array(prizeSchema) },
      },
    },
    async (request, reply) => {
      const page = readPage(request.query.range, ADMIN_LIST);
      const rows = listLotteryPrizes(app.db, page);
      return answerPage(reply, 'prizes', page, rows, () => countRows(app.db, 'lottery_prizes'));
    },
  );

  app.post(
    '/lottery/prizes',
    {
      schema: { body: prizeBodySchema, response: { 201: prizeSchema } },
    },
    async (request, reply) => {
      const { amount, numberOfPrize } = request.body;
      const prize = audited(
        app.db,
        actorOf(request),
        () => insertLotteryPrize(app.db, { amount, numberOfPrize }, new Date().toISOString()),
        (created) => ({
          resource: 'lottery-prizes',
          recordId: String(created.id),
          action: 'create',
          changes: changesBetween(undefined, created),
        }),
      );
      return reply.code(201).send(prize);
    },
  );

  app.delete('/lottery/prizes/:id', { schema: { params: idParams } }, async (request, reply) => {
    const id = toId(request.params.id);
    const current = findLotteryPrize(app.db, id);
    if (!current) throw notFound(PRIZE_NOT_FOUND);
    audited(
      app.db,
      actorOf(request),
      () => deleteLotteryPrize(app.db, id),
      () => ({
        resource: 'lottery-prizes',
        recordId: String(id),
        action: 'delete',
        changes: changesBetween(current, undefined),
      }),
    );
    return reply.code(204).send();
  });

  app.get(
    '/lottery/balance/:chatId',
    { schema: { params: chatIdParams, response: { 200: balanceSchema } } },
    async (request) => {
      const balance = findLotteryBalance(app.db, toChatId(request.params.chatId));
      if (!balance) throw notFound(USER_NOT_FOUND);
      return balance;
    },
  );

  // Answers 200, not 201: the production backend does, and the row is often an existing one.
  app.post(
    '/lottery/tickets/:chatId',
    {
      schema: {
        params: chatIdParams,
        querystring: ticketsQuerySchema,
        response: { 200: balanceSchema },
      },
    },
    async (request) => {
      const chatId = toChatId(request.params.chatId);
      const count = Number(request.query.amount);
      const before = findLotteryBalance(app.db, chatId);
      const result = audited(
        app.db,
        actorOf(request),
        () => addLotteryTickets(app.db, chatId, count, new Date().toISOString()),
        (outcome) =>
          outcome.added
            ? {
                resource: 'lottery-balances',
                recordId: String(chatId),
                action: 'update',
                changes: changesBetween(before ?? { tickets: 0 }, outcome.balance),
              }
            : null,
      );
      if (!result.added) {
        throw conflict('amount: the user would hold more tickets than can be kept');
      }
      return result.balance;
    },
  );

  /**
   * Clears a user's tickets or whole balance (`change`), recorded with the balance before and
   * after; 404 when the user has none.
   */
  const changeBalance = (
    request: FastifyRequest,
    chatId: number,
    change: (db: typeof app.db, chatId: number, at: string) => LotteryBalance | undefined,
  ) => {
    const before = findLotteryBalance(app.db, chatId);
    if (!before) throw notFound(USER_NOT_FOUND);
    audited(
      app.db,
      actorOf(request),
      () => change(app.db, chatId, new Date().toISOString()),
      (after) => ({
        resource: 'lottery-balances',
        recordId: String(chatId),
        action: 'update',
        changes: changesBetween(before, after),
      }),
    );
  };

  app.delete(
    '/lottery/tickets/:chatId',
    { schema: { params: chatIdParams } },
    async (request, reply) => {
      changeBalance(request, toChatId(request.params.chatId), clearLotteryTickets);
      return reply.code(204).send();
    },
  );

  // Zeroes balance and tickets but keeps the row (see repositories/lotteryBalances.ts): a later
  // GET answers 0 / 0, not 404.
  app.delete(
    '/lottery/balance/:chatId',
    { schema: { params: chatIdParams } },
    async (request, reply) => {
      changeBalance(request, toChatId(request.params.chatId), resetLotteryBalance);
      return reply.code(204).send();
    },
  );

  await app.register(awardRoutes, { randomIndex: options.lotteryRandom });
}
