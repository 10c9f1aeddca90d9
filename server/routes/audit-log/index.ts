// The audit log, read only: GET /api/audit-log, newest first, a page at a time (`range`, with
// Content-Range), filtered by account (username), resource, action and a time window (`from`,
// `to`: ISO instants, inclusive). No route writes, changes or removes an entry: they are written
// with each change (server/audit/audited.ts) or each forwarded write (server/gateway/), and the
// table refuses edits. Shared by the embedded API and the gateway. The entries of accounts and
// devices are left out for a role that may not list panel accounts (contract/audit.ts), whatever
// the filter, and the count with them, so not even their number is told.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AUDIT_ACTIONS, auditResourcesHiddenFrom } from '../../../contract/audit.ts';
import { countAuditEntries, listAuditEntries } from '../../db/repositories/auditLog.ts';
import type { AuditFilter } from '../../db/repositories/auditLog.ts';
import { badRequest } from '../../errors.ts';
import { signedInAccount } from '../../auth/plugin.ts';
import { GROWING_LIST, answerPage, rangeProperty, readPage } from '../listPage.ts';
import { Nullable, OneOf, Text } from '../schemaTypes.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

export const access: RouteRules = { 'GET /audit-log': ['audit-log', 'list'] };

// One of the routes both modes serve alike, registered by our accounts' plugin.
export const registeredBy = 'routes/sharedRoutes.ts';

const changeSchema = Type.Object({
  field: Type.String(),
  old: Type.Optional(Type.Unknown()),
  new: Type.Optional(Type.Unknown()),
  changed: Type.Optional(Type.Boolean()),
});

const entrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  username: Type.String(),
  resource: Type.String(),
  recordId: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  changes: Type.Array(changeSchema),
  ipAddress: Type.String(),
  userAgent: Type.String(),
  // A write the gateway forwarded: 'answered' (backendStatus says how), 'no_answer' or 'unknown'
  // (repositories/auditLog.ts); null for a change made by this server.
  outcome: Nullable(Type.String()),
  backendStatus: Nullable(Type.Integer()),
});

// `examples`: a valid request (tests/server/fuzz/routeTable.ts).
const querySchema = Type.Object(
  {
    range: Type.Optional(rangeProperty),
    username: Type.Optional(Text(128)),
    resource: Type.Optional(Text(64)),
    action: Type.Optional(OneOf(AUDIT_ACTIONS, AUDIT_ACTIONS.join(', '))),
    from: Type.Optional(Text(40)),
    to: Type.Optional(Text(40)),
  },
  {
    examples: [
      {
        range: '[0,9]',
        username: 'admin',
        resource: 'platforms',
        action: 'update',
        from: '2026-01-01T00:00:00Z',
        to: '2026-12-31T23:59:59Z',
      },
    ],
  },
);

/** An ISO instant as the table stores it (UTC, `Z`), or a 400 naming the parameter. */
function instant(value: string | undefined, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  const time = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(time)) {
    throw badRequest(`${name}: must be an ISO date-time, e.g. 2026-11-24T00:00:00Z`);
  }
  return new Date(time).toISOString();
}

export default async function auditLogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/audit-log',
    { schema: { querystring: querySchema, response: { 200: Type.Array(entrySchema) } } },
    async (request, reply) => {
      const { range, username, resource, action } = request.query;
      const filter: AuditFilter = {
        username: username || undefined,
        resource: resource || undefined,
        action,
        from: instant(request.query.from, 'from'),
        to: instant(request.query.to, 'to'),
        hiddenResources: auditResourcesHiddenFrom(signedInAccount(request).role),
      };
      const page = readPage(range, GROWING_LIST);
      const rows = listAuditEntries(app.db, filter, page);
      return answerPage(reply, 'audit-log', page, rows, () => countAuditEntries(app.db, filter));
    },
  );
}
