// POST /lottery/award-random-users?totalUsers=&randomUsers=&amount=: credits `amount` so'm to
// `randomUsers` distinct users drawn at random from the chats of the newest `totalUsers` APPROVED
// transactions, and answers `{winners: [chatId, ...]}` (the production backend answers nothing;
// the panel reads the winners when present).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { awardRandomUsers, cryptoRandomIndex } from '../../db/repositories/lotteryAwards.ts';
import type { RandomIndex } from '../../db/repositories/lotteryAwards.ts';
import { badRequest, conflict } from '../../errors.ts';
import { actorOf, audited } from '../../audit/audited.ts';
import { positiveIntegerQuery } from './schemas.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

export const awardAccess: RouteRules = {
  'POST /lottery/award-random-users': ['lottery-balances', 'award'],
};

export interface AwardRoutesOptions {
  /** The draw's source of chance; tests pass a deterministic or failing one. */
  randomIndex?: RandomIndex;
}

// `examples`: a valid request (tests/server/fuzz/routeTable.ts).
export const awardQuerySchema = Type.Object(
  {
    totalUsers: positiveIntegerQuery,
    randomUsers: positiveIntegerQuery,
    amount: positiveIntegerQuery,
  },
  { examples: [{ totalUsers: '10', randomUsers: '2', amount: '100' }] },
);

const awardResponseSchema = Type.Object({ winners: Type.Array(Type.Integer()) });

export default async function awardRoutes(fastify: FastifyInstance, options: AwardRoutesOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const randomIndex = options.randomIndex ?? cryptoRandomIndex;

  app.post(
    '/lottery/award-random-users',
    { schema: { querystring: awardQuerySchema, response: { 200: awardResponseSchema } } },
    async (request) => {
      const totalUsers = Number(request.query.totalUsers);
      const randomUsers = Number(request.query.randomUsers);
      const amount = Number(request.query.amount);
      if (randomUsers > totalUsers) {
        throw badRequest('randomUsers: must not exceed totalUsers');
      }
      const result = audited(
        app.db,
        actorOf(request),
        () =>
          awardRandomUsers(
            app.db,
            { totalUsers, randomUsers, amount },
            randomIndex,
            new Date().toISOString(),
          ),
        (outcome) =>
          outcome.awarded
            ? {
                resource: 'lottery-balances',
                recordId: null,
                action: 'award',
                changes: [
                  { field: 'winners', new: outcome.winners },
                  { field: 'amount', new: amount },
                  { field: 'totalUsers', new: totalUsers },
                ],
              }
            : null,
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
