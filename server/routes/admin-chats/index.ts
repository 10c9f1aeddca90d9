// Telegram admin chats: list, add (?chatId=), switch notifications (?enable=), delete.
import type { FastifyInstance } from 'fastify';
import {
  deleteAdminChat,
  insertAdminChat,
  listAdminChats,
  setAdminChatNotifications,
} from '../../db/repositories/adminChats.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';

// A string, not an integer schema: Ajv's coercion would accept "0x10" or "1e3" as numbers.
// `description` completes the 400 message ("chatId: must be an integer").
const chatIdSchema = { type: 'string', pattern: '^-?[0-9]{1,16}$', description: 'an integer' };

const adminChatSchema = {
  type: 'object',
  required: ['chatId', 'receiveNotifications'],
  properties: { chatId: { type: 'integer' }, receiveNotifications: { type: 'boolean' } },
} as const;

const chatIdParams = {
  type: 'object',
  required: ['chatId'],
  properties: { chatId: chatIdSchema },
} as const;

/** Telegram ids fit in 52 bits; a longer digit string would silently lose precision. */
function toChatId(value: string): number {
  const chatId = Number(value);
  if (!Number.isSafeInteger(chatId)) throw badRequest('chatId: must be a safe integer');
  return chatId;
}

export default async function adminChatRoutes(app: FastifyInstance) {
  app.get(
    '/admin/chats',
    { schema: { response: { 200: { type: 'array', items: adminChatSchema } } } },
    async () => listAdminChats(app.db),
  );

  app.post<{ Querystring: { chatId: string } }>(
    '/admin/chats',
    { schema: { querystring: chatIdParams, response: { 201: adminChatSchema } } },
    async (request, reply) => {
      const chat = insertAdminChat(
        app.db,
        toChatId(request.query.chatId),
        new Date().toISOString(),
      );
      if (!chat) throw conflict('Admin already exists');
      return reply.code(201).send(chat);
    },
  );

  app.put<{ Params: { chatId: string }; Querystring: { enable: boolean } }>(
    '/admin/chats/:chatId',
    {
      schema: {
        params: chatIdParams,
        querystring: {
          type: 'object',
          required: ['enable'],
          properties: { enable: { type: 'boolean' } },
        },
        response: { 200: adminChatSchema },
      },
    },
    async (request) => {
      const chatId = toChatId(request.params.chatId);
      const chat = setAdminChatNotifications(app.db, chatId, request.query.enable);
      if (!chat) throw notFound('Admin not found');
      return chat;
    },
  );

  app.delete<{ Params: { chatId: string } }>(
    '/admin/chats/:chatId',
    { schema: { params: chatIdParams } },
    async (request, reply) => {
      if (!deleteAdminChat(app.db, toChatId(request.params.chatId))) {
        throw notFound('Admin not found');
      }
      return reply.code(204).send();
    },
  );
}
