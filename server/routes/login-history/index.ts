// Login history: GET /api/admin/login lists it, paged (the panel also uses this call to check
// credentials), POST /api/admin/login-info records the panel's sign-in event: once per password
// checked for the account (auth/loginEvents.ts), under the signed-in account and the address the
// request came from whatever the body claims, and at most LOGIN_ROWS_PER_ACCOUNT rows kept per
// account.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  countLoginHistory,
  insertLoginRecord,
  listLoginHistory,
} from '../../db/repositories/loginHistory.ts';
import { signedInAccount } from '../../auth/plugin.ts';
import { takeLoginEvent } from './loginEvent.ts';
import { GROWING_LIST, answerPage, rangeQuerySchema, readPage } from '../listPage.ts';
import { TEXT_COLUMN_MAX } from '../../../contract/limits.ts';
import { Nullable, Text } from '../schemaTypes.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

export const access: RouteRules = {
  'GET /admin/login': ['login-devices', 'list'],
  // Every signed-in account records its own sign-in.
  'POST /admin/login-info': ['session', 'create'],
};

// Handed to our accounts' plugin as `routesFirst` (server/app.ts), to be served right after the
// checks: the embedded API's discovery leaves it out (routes/routeFolders.ts).
export const registeredBy = 'app.ts';

const text = Text(TEXT_COLUMN_MAX);
// null is what a client may send for a field its geolocation lookup could not fill.
const located = Nullable(Text(TEXT_COLUMN_MAX));

const loginRecordSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  userAgent: Type.String(),
  ipAddress: Type.String(),
  deviceName: Type.String(),
  city: Type.String(),
  country: Type.String(),
  loginTime: Type.Optional(Type.String()),
});

// null too: the panel may post the event with no body at all. Exported for the gateway. Each
// request schema's `examples` holds its route's valid request (tests/server/fuzz/routeTable.ts).
export const loginInfoBodySchema = Nullable(
  Type.Object(
    {
      username: Type.Optional(text),
      userAgent: Type.Optional(text),
      ipAddress: Type.Optional(Nullable(Text(64))),
      deviceName: Type.Optional(text),
      city: Type.Optional(located),
      country: Type.Optional(located),
    },
    {
      examples: [
        { userAgent: 'UA', ipAddress: '1.2.3.4', deviceName: 'Mac', city: 'T', country: 'U' },
      ],
    },
  ),
);

// A page of the list. Exported for the gateway.
export const loginHistoryQuerySchema = Type.With(rangeQuerySchema, {
  examples: [{ range: '[0,9]' }],
});

export default async function loginHistoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Newest first, a page at a time (`range`; without one the newest 100) with Content-Range.
  app.get(
    '/admin/login',
    {
      schema: {
        querystring: loginHistoryQuerySchema,
        response: { 200: Type.Array(loginRecordSchema) },
      },
    },
    async (request, reply) => {
      const page = readPage(request.query.range, GROWING_LIST);
      const rows = listLoginHistory(app.db, page);
      return answerPage(reply, 'login-history', page, rows, () => countLoginHistory(app.db));
    },
  );

  app.post(
    '/admin/login-info',
    {
      schema: {
        body: loginInfoBodySchema,
        response: { 201: loginRecordSchema },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const account = signedInAccount(request);
      takeLoginEvent(request);
      const record = insertLoginRecord(app.db, {
        // The signed-in account, not the body's claim: history must say who really signed in.
        username: account.username,
        userAgent: body.userAgent?.trim() || request.headers['user-agent'] || '',
        // Where the sign-in came from, as this server saw it (TRUST_PROXY counted).
        ipAddress: request.ip,
        deviceName: body.deviceName?.trim() ?? '',
        city: body.city?.trim() ?? '',
        country: body.country?.trim() ?? '',
        loginTime: new Date().toISOString(),
      });
      return reply.code(201).send(record);
    },
  );
}
