// Telegram admin chats: list, add (?chatId=), switch notifications (?enable=), delete.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf, audited, changesBetween } from '../../audit/audited.ts';
import { Type } from 'typebox';
import {
  deleteAdminChat,
  findAdminChat,
  insertAdminChat,
  listAdminChats,
  setAdminChatNotifications,
} from '../../db/repositories/adminChats.ts';
import { countRows } from '../../db/repositories/rowPage.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { ADMIN_LIST, answerPage, rangeQuerySchema, readPage } from '../listPage.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

export const access: RouteRules = {
  'GET /admin/chats': ['admins', 'list'],
  'POST /admin/chats': ['admins', 'create'],
  'PUT /admin/chats/:chatId': ['admins', 'edit'],
  'DELETE /admin/chats/:chatId': ['admins', 'delete'],
};

// A string, not an integer schema: Ajv's coercion would accept "0x10" or "1e3" as numbers.
// `description` completes the 400 message ("chatId: must be an integer").
const chatIdSchema = Type.String({ pattern: '^-?[0-9]{1,16}$', description: 'an integer' });

const adminChatSchema = Type.Object({
  chatId: Type.Integer(),
  receiveNotifications: Type.Boolean(),
});

// Exported for the gateway (server/gateway/), which checks the same requests. A request
// schema's `examples` holds its route's valid request (tests/server/fuzz/routeTable.ts).
export const chatIdParams = Type.Object({ chatId: chatIdSchema });

// POST /admin/chats takes the new chat's id in its query: the path's schema, its own example.
export const newChatQuerySchema = Type.With(chatIdParams, { examples: [{ chatId: '5012345678' }] });

export const notificationsQuerySchema = Type.Object(
  { enable: Type.Boolean() },
  { examples: [{ enable: false }] },
);

/** Telegram ids fit in 52 bits; a longer digit string would silently lose precision. */
function toChatId(value: string): number {
  const chatId = Number(value);
  if (!Number.isSafeInteger(chatId)) throw badRequest('chatId: must be a safe integer');
  return chatId;
}

export default async function adminChatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/admin/chats',
    {
      schema: {
        querystring: rangeQuerySchema,
        response: { 200: Type.Array(adminChatSchema) },
      },
    },
    async (request, reply) => {
      const page = readPage(request.query.range, ADMIN_LIST);
      const rows = listAdminChats(app.db, page);
      return answerPage(reply, 'admins', page, rows, () => countRows(app.db, 'admin_chats'));
    },
  );

  app.post(
    '/admin/chats',
    { schema: { querystring: newChatQuerySchema, response: { 201: adminChatSchema } } },
    async (request, reply) => {
      const chat = audited(
        app.db,
        actorOf(request),
        () => insertAdminChat(app.db, toChatId(request.query.chatId), new Date().toISOString()),
        (created) =>
          created
            ? {
                resource: 'admins',
                recordId: String(created.chatId),
                action: 'create',
                changes: changesBetween(undefined, created),
              }
            : null,
      );
      if (!chat) throw conflict('Admin already exists');
      return reply.code(201).send(chat);
    },
  );

  app.put(
    '/admin/chats/:chatId',
    {
      schema: {
        params: chatIdParams,
        querystring: notificationsQuerySchema,
        response: { 200: adminChatSchema },
      },
    },
    async (request) => {
      const chatId = toChatId(request.params.chatId);
      const chat = audited(
        app.db,
        actorOf(request),
        () => {
          const before = findAdminChat(app.db, chatId);
          return { before, after: setAdminChatNotifications(app.db, chatId, request.query.enable) };
        },
        ({ before, after }) =>
          after && before && before.receiveNotifications !== after.receiveNotifications
            ? {
                resource: 'admins',
                recordId: String(chatId),
                action: 'toggle',
                changes: changesBetween(before, after),
              }
            : null,
      ).after;
      if (!chat) throw notFound('Admin not found');
      return chat;
    },
  );

  app.delete(
    '/admin/chats/:chatId',
    { schema: { params: chatIdParams } },
    async (request, reply) => {
      const chatId = toChatId(request.params.chatId);
      const current = findAdminChat(app.db, chatId);
      if (!current) throw notFound('Admin not found');
      audited(
        app.db,
        actorOf(request),
        () => deleteAdminChat(app.db, chatId),
        () => ({
          resource: 'admins',
          recordId: String(chatId),
          action: 'delete',
          changes: changesBetween(current, undefined),
        }),
      );
      return reply.code(204).send();
    },
  );
}
