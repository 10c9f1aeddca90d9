// The lottery, the broadcast and the Humo sign-in as the gateway forwards them. The backend hands
// /humo/* to a helper and answers any refusal of it with a 500 "Failed to forward request"
// (API-NOTES A), so the gateway checks what the helper would refuse first: a phone that is not
// +998 and 9 digits, a code that is not digits, a phone it holds no account for. Each Humo write
// says `secretBody`, as the embedded API's do (routes/humo/index.ts).
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
import { UZ_PHONE } from '../../humo/sandbox.ts';
import { HUMO_REFUSALS, type HumoStep } from '../../../contract/humo.ts';
import { isPlainObject } from '../secrets.ts';
import { bodyOf, param, queryOf, required, type ForwardedRoute, type Row } from '../routeRules.ts';

const id = param('id');
const chatId = param('chatId');

// A step's phone is its body's, a delete's its query's (its contract: DELETE /humo/delete?phone=);
// trimmed as the check reads it, and sent and recorded so.
const stepPhone = (request: FastifyRequest) => String(bodyOf(request).phone ?? '').trim() || null;
const deletePhone = (request: FastifyRequest) =>
  String(queryOf(request).phone ?? '').trim() || null;

/** A step's body as sent: its phone (and SMS code) as checked, a password exactly as typed. */
const stepBody = (request: FastifyRequest) => {
  const body: Row = { ...bodyOf(request), phone: stepPhone(request) };
  return typeof body.code === 'string' ? { ...body, code: body.code.trim() } : body;
};

/**
 * The helper's refusals, which the backend answers with a 500 "Failed to forward request"
 * (API-NOTES A): a 422 naming the step (contract/humo.ts). The same answer comes when the helper
 * cannot be reached, which the backend does not tell apart.
 */
const refusal = (step: HumoStep, message: string) => ({ code: HUMO_REFUSALS[step], message });

function checkPhone(phone: unknown): void {
  required('phone')({ phone });
  if (!UZ_PHONE.test(String(phone).trim())) {
    throw badRequest('phone: must be +998 followed by 9 digits, e.g. +998901234567');
  }
}

// The helper's account of a phone, from its list (the backend reads no single one).
const readHumoAccount = {
  path: () => '/humo/active',
  pick: (answer: unknown, request: FastifyRequest) =>
    Array.isArray(answer)
      ? answer.find(
          (row): row is Record<string, unknown> =>
            isPlainObject(row) && row.phone === deletePhone(request),
        )
      : undefined,
  missing: 'refuse',
  notFoundMessage: 'No Humo account has this phone',
} as const;

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
    config: { secretBody: true },
    check: (request) => checkPhone(bodyOf(request).phone),
    helperRefusal: refusal(
      'newNumber',
      'The Humo service did not accept this phone number; check it and try again',
    ),
    write: { resource: 'humo', action: 'create', recordId: stepPhone, compose: stepBody },
  },
  {
    method: 'POST',
    url: '/humo/smscode',
    schema: { body: humo.smsCodeBody },
    config: { secretBody: true },
    check: (request) => {
      checkPhone(bodyOf(request).phone);
      required('code')(bodyOf(request));
      if (!/^[0-9]{4,8}$/.test(String(bodyOf(request).code).trim())) {
        throw badRequest('code: must be the digits of the SMS code');
      }
    },
    helperRefusal: refusal(
      'smscode',
      'The Humo service did not accept the SMS code; check it and try again',
    ),
    write: { resource: 'humo', action: 'update', recordId: stepPhone, compose: stepBody },
  },
  {
    method: 'POST',
    url: '/humo/twostep',
    schema: { body: humo.twoStepBody },
    config: { secretBody: true },
    check: (request) => {
      checkPhone(bodyOf(request).phone);
      requiredSecret(bodyOf(request).password as string, 'password');
    },
    helperRefusal: refusal(
      'twostep',
      'The Humo service did not accept the two-step password; check it and try again',
    ),
    write: { resource: 'humo', action: 'update', recordId: stepPhone, compose: stepBody },
  },
  { method: 'GET', url: '/humo/active', schema: { querystring: humo.activeQuery } },
  {
    method: 'DELETE',
    url: '/humo/delete',
    schema: { querystring: humo.deleteQuery },
    config: { secretBody: true },
    check: (request) => checkPhone(queryOf(request).phone),
    // Its query is its contract: it sends no body (a body is refused), and its entry records the
    // phone it sends.
    query: (request) => ({ phone: deletePhone(request) }),
    helperRefusal: refusal(
      'delete',
      'The Humo service could not remove this account; try again a little later',
    ),
    write: {
      resource: 'humo',
      action: 'delete',
      recordId: deletePhone,
      readFirst: readHumoAccount,
      changes: (request) => [{ field: 'phone', old: deletePhone(request) }],
    },
  },
];
