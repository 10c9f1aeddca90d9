// Login history: GET /api/admin/login lists it, paged (the panel also uses this call to check
// credentials), POST /api/admin/login-info records the panel's sign-in event.
import type { FastifyInstance } from 'fastify';
import {
  countLoginHistory,
  insertLoginRecord,
  listLoginHistory,
} from '../../db/repositories/loginHistory.ts';
import { signedInAccount } from '../../plugins/auth.ts';
import {
  GROWING_LIST,
  pageTotal,
  rangeQuerySchema,
  readPage,
  sendContentRange,
} from '../listPage.ts';

const text = { type: 'string', maxLength: 512 } as const;
// null is what a client may send for a field its geolocation lookup could not fill.
const located = { type: ['string', 'null'], maxLength: 512 } as const;

const loginRecordSchema = {
  type: 'object',
  required: ['id', 'username', 'userAgent', 'ipAddress', 'deviceName', 'city', 'country'],
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    userAgent: { type: 'string' },
    ipAddress: { type: 'string' },
    deviceName: { type: 'string' },
    city: { type: 'string' },
    country: { type: 'string' },
    loginTime: { type: 'string' },
  },
} as const;

interface LoginInfoBody {
  username?: string;
  userAgent?: string;
  ipAddress?: string | null;
  deviceName?: string;
  city?: string | null;
  country?: string | null;
}

export default async function adminLoginRoutes(app: FastifyInstance) {
  // Newest first, a page at a time (`range`; without one the newest 100) with Content-Range.
  app.get<{ Querystring: { range?: string } }>(
    '/admin/login',
    {
      schema: {
        querystring: rangeQuerySchema,
        response: { 200: { type: 'array', items: loginRecordSchema } },
      },
    },
    async (request, reply) => {
      const page = readPage(request.query.range, GROWING_LIST);
      const rows = listLoginHistory(app.db, page);
      const total = pageTotal(page, rows.length, () => countLoginHistory(app.db));
      sendContentRange(reply, 'login-history', page, rows.length, total);
      return rows;
    },
  );

  app.post<{ Body: LoginInfoBody | undefined }>(
    '/admin/login-info',
    {
      schema: {
        body: {
          type: ['object', 'null'],
          properties: {
            username: text,
            userAgent: text,
            ipAddress: { type: ['string', 'null'], maxLength: 64 },
            deviceName: text,
            city: located,
            country: located,
          },
        },
        response: { 201: loginRecordSchema },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const record = insertLoginRecord(app.db, {
        // The signed-in account, not the body's claim: history must say who really signed in.
        username: signedInAccount(request).username,
        userAgent: body.userAgent?.trim() || request.headers['user-agent'] || '',
        ipAddress: body.ipAddress?.trim() || request.ip,
        deviceName: body.deviceName?.trim() ?? '',
        city: body.city?.trim() ?? '',
        country: body.country?.trim() ?? '',
        loginTime: new Date().toISOString(),
      });
      return reply.code(201).send(record);
    },
  );
}
