// The day-to-day calls as the gateway forwards them: sign-in (the login history and the sign-in
// event), the feature switches, the dashboard, the admin chats, the journal and the exchange rate.
import type { FastifyRequest } from 'fastify';
import { signedInAccount } from '../../auth/plugin.ts';
import { loginHistoryQuerySchema, loginInfoBodySchema } from '../../routes/login-history/index.ts';
import { takeLoginEvent } from '../../routes/login-history/loginEvent.ts';
import {
  chatIdParams,
  newChatQuerySchema,
  notificationsQuerySchema,
} from '../../routes/admin-chats/index.ts';
import { bonusQuerySchema, statsQuerySchema } from '../../routes/dashboard/index.ts';
import { finiteRates, updateBodySchema } from '../../routes/exchange-rates/index.ts';
import { TOGGLES, toggleQueryOf } from '../../routes/features/index.ts';
import { rangeQuerySchema } from '../../routes/listPage.ts';
import { bulkBodySchema } from '../../routes/transactions/index.ts';
import { listQuerySchema } from '../../routes/transactions/listQuery.ts';
import { idParams } from '../../routes/validation.ts';
import {
  bodyOf,
  fieldsOfAnswer,
  param,
  queryOf,
  rowWhere,
  type ForwardedRoute,
} from '../routeRules.ts';

const id = param('id');
const chatId = param('chatId');

// The backend has no read of one admin chat: the row is found in the list.
const readAdminChat = {
  path: () => '/admin/chats',
  pick: rowWhere('chatId', 'chatId'),
  missing: 'refuse',
  notFoundMessage: 'Admin not found',
} as const;

const toggleRoutes: ForwardedRoute[] = Object.entries(TOGGLES).map(([name, flag]) => ({
  method: 'POST',
  url: `/features/toggle/${name}`,
  schema: { querystring: toggleQueryOf(name) },
  write: {
    resource: 'features',
    action: 'toggle',
    recordId: () => flag,
    readFirst: { path: () => '/features', pick: fieldsOfAnswer(flag), missing: 'continue' },
    sent: (request: FastifyRequest) => ({ [flag]: queryOf(request).enabled }),
  },
}));

export const OPERATION_ROUTES: ForwardedRoute[] = [
  // Sign-in: the login history (open on the backend, ours here) and the sign-in event, taken once
  // per password checked (routes/login-history/loginEvent.ts), which names the signed-in account
  // and the address the request came from whatever the body claims.
  { method: 'GET', url: '/admin/login', schema: { querystring: loginHistoryQuerySchema } },
  {
    method: 'POST',
    url: '/admin/login-info',
    schema: { body: loginInfoBodySchema },
    check: (request) => takeLoginEvent(request),
    write: {
      resource: 'login-history',
      action: 'create',
      compose: (request) => ({
        ...bodyOf(request),
        username: signedInAccount(request).username,
        ipAddress: request.ip,
      }),
    },
  },

  { method: 'GET', url: '/features' },
  ...toggleRoutes,
  { method: 'GET', url: '/dashboard/stats', schema: { querystring: statsQuerySchema } },
  {
    method: 'GET',
    url: '/dashboard/requests/total-bonus-amount',
    schema: { querystring: bonusQuerySchema },
  },

  { method: 'GET', url: '/admin/chats', schema: { querystring: rangeQuerySchema } },
  {
    method: 'POST',
    url: '/admin/chats',
    schema: { querystring: newChatQuerySchema },
    write: { resource: 'admins', action: 'create', recordId: (r) => String(queryOf(r).chatId) },
  },
  {
    method: 'PUT',
    url: '/admin/chats/:chatId',
    schema: { params: chatIdParams, querystring: notificationsQuerySchema },
    write: {
      resource: 'admins',
      action: 'toggle',
      recordId: chatId,
      readFirst: readAdminChat,
      sent: (request) => ({ receiveNotifications: queryOf(request).enable }),
    },
  },
  {
    method: 'DELETE',
    url: '/admin/chats/:chatId',
    schema: { params: chatIdParams },
    write: { resource: 'admins', action: 'delete', recordId: chatId, readFirst: readAdminChat },
  },

  { method: 'GET', url: '/transactions', schema: { querystring: listQuerySchema } },
  {
    method: 'DELETE',
    url: '/transactions/bulk',
    schema: { body: bulkBodySchema },
    write: {
      resource: 'transactions',
      action: 'bulk_delete',
      // As the embedded API records it: the ids removed, as old values.
      changes: (_request, body) => [{ field: 'ids', old: body }],
    },
  },
  {
    method: 'DELETE',
    url: '/transactions/:id',
    schema: { params: idParams },
    write: { resource: 'transactions', action: 'delete', recordId: id },
  },

  { method: 'GET', url: '/exchange-rates/latest' },
  {
    method: 'POST',
    url: '/exchange-rates/update',
    schema: { body: updateBodySchema },
    preValidation: finiteRates,
    write: {
      resource: 'exchange-rates',
      action: 'rate_change',
      readFirst: {
        path: () => '/exchange-rates/latest',
        pick: fieldsOfAnswer('uzsToRub', 'rubToUzs'),
        // No rate yet (404): the first one has no old values.
        missing: 'continue',
      },
    },
  },
];
