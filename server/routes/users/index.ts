// GET /users/{chatId}: one bot user's summary for the panel's user page (names, first and last
// transaction, totals by type and status, platforms, own cards), read from the journal. An extra
// of our server (capability `userSummary`): the embedded API reads its own journal, the gateway
// its copy of the production backend's (`table: MIRRORED_JOURNAL`).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { EMBEDDED_JOURNAL, type JournalTable } from '../../db/repositories/journalTable.ts';
import { userSummary } from '../../db/repositories/userSummary.ts';
import { notFound } from '../../errors.ts';
import { toChatId } from '../lottery/schemas.ts';
import { Nullable } from '../schemaTypes.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

// One bot user's summary: a read of the journal, for every role that reads it.
export const access: RouteRules = { 'GET /users/:chatId': ['transactions', 'list'] };

export interface UserRoutesOptions {
  /** The journal read (the embedded API's own by default). */
  table?: JournalTable;
}

// A bot user's chat is private, so its id is positive (groups, negative, make no transactions);
// a string, not an integer schema, so that Ajv's coercion cannot read "0x10" or "1e3" as one.
// `description` completes the 400 message ("chatId: must be a positive integer ...").
export const userParams = Type.Object({
  chatId: Type.String({
    pattern: '^[1-9][0-9]{0,15}$',
    description: 'a positive integer of at most 16 digits',
  }),
});

const time = Nullable(Type.String());
const total = { count: Type.Integer(), amount: Type.Integer() };

export const userSummarySchema = Type.Object({
  chatId: Type.Integer(),
  names: Type.Array(Type.Object({ fullName: Type.String(), lastAt: time })),
  firstAt: time,
  lastAt: time,
  totals: Type.Object({
    byType: Type.Array(Type.Object({ type: Type.String(), ...total })),
    byStatus: Type.Array(Type.Object({ status: Type.String(), ...total })),
  }),
  platforms: Type.Array(
    Type.Object({ platform: Type.String(), count: Type.Integer(), lastAt: time }),
  ),
  cards: Type.Array(
    Type.Object({ cardNumber: Type.String(), count: Type.Integer(), lastAt: time }),
  ),
});

// The production backend's word for a chat it does not know (routes/lottery), here as there.
const USER_NOT_FOUND = 'User not found';

export default async function userRoutes(fastify: FastifyInstance, options: UserRoutesOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const table = options.table ?? EMBEDDED_JOURNAL;
  app.get(
    '/users/:chatId',
    { schema: { params: userParams, response: { 200: userSummarySchema } } },
    async (request) => {
      // 16 digits may pass the pattern and still not be a safe integer: a 400, never a lookup
      // of a rounded id.
      const summary = userSummary(app.db, toChatId(request.params.chatId), table);
      if (!summary) throw notFound(USER_NOT_FOUND);
      return summary;
    },
  );
}
