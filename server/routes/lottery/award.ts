// POST /lottery/award-random-users?totalUsers=&randomUsers=&amount=: credits `amount` so'm to
// `randomUsers` distinct users drawn at random from the chats of the newest `totalUsers` APPROVED
// transactions, and answers `{winners: [chatId, ...]}` (the production backend answers nothing;
// the panel reads the winners when present).
import type { FastifyInstance } from 'fastify';
import { awardRandomUsers, cryptoRandomIndex } from '../../db/repositories/lotteryAwards.ts';
import type { RandomIndex } from '../../db/repositories/lotteryAwards.ts';
import { badRequest, conflict } from '../../errors.ts';
import { positiveIntegerQuery } from './schemas.ts';

export interface AwardRoutesOptions {
  /** The draw's source of chance; tests pass a deterministic or failing one. */
  randomIndex?: RandomIndex;
}

interface AwardQuery {
  totalUsers: string;
  randomUsers: string;
  amount: string;
}

const awardQuerySchema = {
  type: 'object',
  required: ['totalUsers', 'randomUsers', 'amount'],
  properties: {
    totalUsers: positiveIntegerQuery,
    randomUsers: positiveIntegerQuery,
    amount: positiveIntegerQuery,
  },
} as const;

const awardResponseSchema = {
  type: 'object',
  required: ['winners'],
  properties: { winners: { type: 'array', items: { type: 'integer' } } },
} as const;

export default async function awardRoutes(app: FastifyInstance, options: AwardRoutesOptions) {
  const randomIndex = options.randomIndex ?? cryptoRandomIndex;

  app.post<{ Querystring: AwardQuery }>(
    '/lottery/award-random-users',
    { schema: { querystring: awardQuerySchema, response: { 200: awardResponseSchema } } },
    async (request) => {
      const totalUsers = Number(request.query.totalUsers);
      const randomUsers = Number(request.query.randomUsers);
      const amount = Number(request.query.amount);
      if (randomUsers > totalUsers) {
        throw badRequest('randomUsers: must not exceed totalUsers');
      }
      const result = awardRandomUsers(
        app.db,
        { totalUsers, randomUsers, amount },
        randomIndex,
        new Date().toISOString(),
      );
      if (result.awarded) return { winners: result.winners };
      if (result.reason === 'too-few-users') {
        throw badRequest(
          `randomUsers: the newest ${totalUsers} approved transactions have only ` +
            `${result.candidates} distinct users, fewer than ${randomUsers}`,
        );
      }
      throw conflict("amount: a winner's lottery balance would grow past the largest amount kept");
    },
  );
}
