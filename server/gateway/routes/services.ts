// The lottery, the broadcast and the Humo sign-in as the gateway forwards them.
import type { FastifyRequest } from 'fastify';
import { sendBodySchema } from '../../routes/broadcast/index.ts';
import { readBroadcast } from '../../routes/broadcast/readBroadcast.ts';
import * as humo from '../../routes/humo/index.ts';
import { rangeQuerySchema } from '../../routes/listPage.ts';
import { awardQuerySchema } from '../../routes/lottery/award.ts';
import { prizeBodySchema, ticketsQuerySchema } from '../../routes/lottery/index.ts';
import { chatIdParams } from '../../routes/lottery/schemas.ts';
import { idParams, requiredSecret } from '../../routes/validation.ts';
import { badRequest } from '../../errors.ts';
import { bodyOf, param, queryOf, required, type ForwardedRoute } from '../routeRules.ts';

const id = param('id');
const chatId = param('chatId');

const humoPhone = (request: FastifyRequest) =>
  String(bodyOf(request).phone ?? queryOf(request).phone ?? '').trim() || null;

export const SERVICE_ROUTES: ForwardedRoute[] = [
  { method: 'GET', url: '/lottery/prizes', schema: { querystring: rangeQuerySchema } },
  {
    method: 'POST',
    url: '/lottery/prizes',
    schema: { body: prizeBodySchema },
    write: { resource: 'lottery-prizes', action: 'create' },
  },
  {
    method: 'DELETE',
    url: '/lottery/prizes/:id',
    schema: { params: idParams },
    write: { resource: 'lottery-prizes', action: 'delete', recordId: id },
  },
  { method: 'GET', url: '/lottery/balance/:chatId', schema: { params: chatIdParams } },
  {
    method: 'POST',
    url: '/lottery/tickets/:chatId',
    schema: { params: chatIdParams, querystring: ticketsQuerySchema },
    write: {
      resource: 'lottery-balances',
      action: 'update',
      recordId: chatId,
      sent: (request) => ({ ticketsAdded: Number(queryOf(request).amount) }),
    },
  },
  {
    method: 'DELETE',
    url: '/lottery/tickets/:chatId',
    schema: { params: chatIdParams },
    write: {
      resource: 'lottery-balances',
      action: 'update',
      recordId: chatId,
      sent: () => ({ tickets: 0 }),
    },
  },
  {
    method: 'DELETE',
    url: '/lottery/balance/:chatId',
    schema: { params: chatIdParams },
    write: {
      resource: 'lottery-balances',
      action: 'update',
      recordId: chatId,
      sent: () => ({ balance: 0, tickets: 0 }),
    },
  },
  {
    method: 'POST',
    url: '/lottery/award-random-users',
    schema: { querystring: awardQuerySchema },
    check: (request) => {
      const query = queryOf(request);
      if (Number(query.randomUsers) > Number(query.totalUsers)) {
        throw badRequest('randomUsers: must not exceed totalUsers');
      }
    },
    write: {
      resource: 'lottery-balances',
      action: 'award',
      sent: (request) =>
        Object.fromEntries(Object.entries(queryOf(request)).map(([k, v]) => [k, Number(v)])),
    },
  },

  {
    method: 'POST',
    url: '/broadcast/send',
    schema: { body: sendBodySchema },
    // Checked as the embedded API checks it (Telegram's HTML, the button, a schedule not past);
    // sent as the panel wrote it.
    check: (request, context) => {
      readBroadcast(bodyOf(request), context.businessTimeZone, context.now());
    },
    write: { resource: 'broadcasts', action: 'broadcast' },
  },

  {
    method: 'POST',
    url: '/humo/newNumber',
    schema: { body: humo.newNumberBody },
    check: (request) => required('phone')(bodyOf(request)),
    write: { resource: 'humo', action: 'create', recordId: humoPhone },
  },
  {
    method: 'POST',
    url: '/humo/smscode',
    schema: { body: humo.smsCodeBody },
    check: (request) => required('phone', 'code')(bodyOf(request)),
    write: { resource: 'humo', action: 'update', recordId: humoPhone },
  },
  {
    method: 'POST',
    url: '/humo/twostep',
    schema: { body: humo.twoStepBody },
    check: (request) => {
      required('phone')(bodyOf(request));
      requiredSecret(bodyOf(request).password as string, 'password');
    },
    write: { resource: 'humo', action: 'update', recordId: humoPhone },
  },
  { method: 'GET', url: '/humo/active', schema: { querystring: humo.activeQuery } },
  {
    method: 'DELETE',
    url: '/humo/delete',
    schema: { querystring: humo.deleteQuery },
    check: (request) => required('phone')(queryOf(request)),
    write: { resource: 'humo', action: 'delete', recordId: humoPhone },
  },
];
