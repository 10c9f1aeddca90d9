// Mass broadcasts: POST /broadcast/send queues a message for every bot user and answers 202 at
// once (the background worker delivers it, see broadcast/worker.ts); GET /broadcast/{id} tells
// how that delivery went.
import type { FastifyInstance } from 'fastify';
import { findBroadcast, insertBroadcast } from '../../db/repositories/broadcasts.ts';
import { notFound } from '../../errors.ts';
import { idParams, toId } from '../validation.ts';
import { readBroadcast } from './readBroadcast.ts';
import type { BroadcastBody } from './readBroadcast.ts';

export interface BroadcastRoutesOptions {
  /** The zone a zone-less scheduledTime is read in. */
  businessTimeZone: string;
  now?: () => number;
}

const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

// The real limits (4096 visible characters, 64 for the button) are checked after trimming and
// parsing; these only bound the work.
const sendBodySchema = {
  type: 'object',
  required: ['messageText'],
  properties: {
    messageText: optionalText(16_384),
    buttonText: optionalText(1024),
    buttonUrl: optionalText(2048),
    scheduledTime: optionalText(64),
  },
} as const;

const nullableString = { type: ['string', 'null'] } as const;

const queuedSchema = {
  type: 'object',
  required: ['id', 'status', 'scheduledTime', 'message'],
  properties: {
    id: { type: 'integer' },
    status: { type: 'string' },
    scheduledTime: nullableString,
    message: { type: 'string' },
  },
} as const;

const broadcastProperties = {
  id: { type: 'integer' },
  messageText: { type: 'string' },
  buttonText: nullableString,
  buttonUrl: nullableString,
  scheduledTime: nullableString,
  status: { type: 'string' },
  createdAt: { type: 'string' },
  sentAt: nullableString,
  recipients: { type: 'integer' },
  failures: { type: 'integer' },
  failureReason: nullableString,
} as const;

const broadcastSchema = {
  type: 'object',
  required: Object.keys(broadcastProperties),
  properties: broadcastProperties,
} as const;

export default async function broadcastRoutes(
  app: FastifyInstance,
  options: BroadcastRoutesOptions,
) {
  const now = options.now ?? Date.now;

  app.post<{ Body: BroadcastBody }>(
    '/broadcast/send',
    {
      schema: { body: sendBodySchema, response: { 202: queuedSchema } },
    },
    async (request, reply) => {
      const nowMs = now();
      const broadcast = readBroadcast(request.body, options.businessTimeZone, nowMs);
      // Stored before answering (synchronous, durable write): once the panel sees 202, the
      // broadcast survives a restart.
      const queued = insertBroadcast(app.db, broadcast, new Date(nowMs).toISOString());
      return reply.code(202).send({
        id: queued.id,
        status: queued.status,
        scheduledTime: queued.scheduledAt,
        message: 'Broadcast queued',
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/broadcast/:id',
    { schema: { params: idParams, response: { 200: broadcastSchema } } },
    async (request) => {
      const broadcast = findBroadcast(app.db, toId(request.params.id));
      if (!broadcast) throw notFound('Broadcast not found');
      return { ...broadcast, scheduledTime: broadcast.scheduledAt };
    },
  );
}
