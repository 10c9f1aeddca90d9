// Mass broadcasts: POST /broadcast/send queues a message for every bot user and answers 202 at
// once (the background worker delivers it, see broadcast/worker.ts); GET /broadcast/{id} tells
// how that delivery went.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf, audited, changesBetween } from '../../audit/audited.ts';
import type { Config } from '../../config.ts';
import { Type } from 'typebox';
import { findBroadcast, insertBroadcast } from '../../db/repositories/broadcasts.ts';
import { notFound } from '../../errors.ts';
import { idParams, toId } from '../validation.ts';
import { Nullable, Text } from '../schemaTypes.ts';
import { readBroadcast } from './readBroadcast.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

export const access: RouteRules = {
  'POST /broadcast/send': ['broadcasts', 'create'],
  'GET /broadcast/:id': ['broadcasts', 'list'],
};

export interface BroadcastRoutesOptions {
  /** businessTimeZone: the zone a zone-less scheduledTime is read in. */
  config: Pick<Config, 'businessTimeZone'>;
  now?: () => number;
}

const optionalText = (maxLength: number) => Nullable(Text(maxLength));

// The real limits (4096 visible characters, 64 for the button) are checked after trimming and
// parsing (readBroadcast); these only bound the work. `examples`: a valid request
// (tests/server/fuzz/routeTable.ts).
export const sendBodySchema = Type.Object(
  {
    messageText: Nullable(Text(16_384, { multiline: true })),
    buttonText: Type.Optional(optionalText(1024)),
    buttonUrl: Type.Optional(optionalText(2048)),
    scheduledTime: Type.Optional(optionalText(64)),
  },
  {
    examples: [
      {
        messageText: '<b>Hi</b>',
        buttonText: 'Go',
        buttonUrl: 'https://t.me',
        scheduledTime: null,
      },
    ],
  },
);

const nullableString = Nullable(Type.String());

const queuedSchema = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  scheduledTime: nullableString,
  message: Type.String(),
});

const broadcastSchema = Type.Object({
  id: Type.Integer(),
  messageText: Type.String(),
  buttonText: nullableString,
  buttonUrl: nullableString,
  scheduledTime: nullableString,
  status: Type.String(),
  createdAt: Type.String(),
  sentAt: nullableString,
  recipients: Type.Integer(),
  failures: Type.Integer(),
  failureReason: nullableString,
});

export default async function broadcastRoutes(
  fastify: FastifyInstance,
  options: BroadcastRoutesOptions,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const now = options.now ?? Date.now;

  app.post(
    '/broadcast/send',
    {
      schema: { body: sendBodySchema, response: { 202: queuedSchema } },
    },
    async (request, reply) => {
      const nowMs = now();
      const broadcast = readBroadcast(request.body, options.config.businessTimeZone, nowMs);
      // Stored before answering (synchronous, durable write): once the panel sees 202, the
      // broadcast survives a restart.
      const queued = audited(
        app.db,
        actorOf(request),
        () => insertBroadcast(app.db, broadcast, new Date(nowMs).toISOString()),
        (stored) => ({
          resource: 'broadcasts',
          recordId: String(stored.id),
          action: 'broadcast',
          changes: changesBetween(undefined, broadcast),
        }),
      );
      return reply.code(202).send({
        id: queued.id,
        status: queued.status,
        scheduledTime: queued.scheduledAt,
        message: 'Broadcast queued',
      });
    },
  );

  app.get(
    '/broadcast/:id',
    { schema: { params: idParams, response: { 200: broadcastSchema } } },
    async (request) => {
      const broadcast = findBroadcast(app.db, toId(request.params.id));
      if (!broadcast) throw notFound('Broadcast not found');
      return { ...broadcast, scheduledTime: broadcast.scheduledAt };
    },
  );
}
