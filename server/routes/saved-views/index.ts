// The journal's saved views: named filters of the signed-in panel account, listed, added and
// deleted only by that account (another account's view is not found). At most 50 each; adding
// and deleting are in the audit log.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf, audited, changesBetween } from '../../audit/audited.ts';
import {
  countSavedViews,
  deleteSavedView,
  insertSavedView,
  listSavedViews,
  MAX_SAVED_VIEWS,
  savedViewNameTaken,
} from '../../db/repositories/savedViews.ts';
import type { FilterValue } from '../../db/repositories/savedViews.ts';
import { signedInAccount } from '../../auth/plugin.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { Text } from '../schemaTypes.ts';
import { idParams, requiredText, toId } from '../validation.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

export const access: RouteRules = {
  'GET /saved-views': ['saved-views', 'list'],
  'POST /saved-views': ['saved-views', 'create'],
  'DELETE /saved-views/:id': ['saved-views', 'delete'],
};

// One of the routes both modes serve alike, registered by our accounts' plugin.
export const registeredBy = 'routes/sharedRoutes.ts';

const MAX_NAME_LENGTH = 64;
const MAX_FILTER_JSON_LENGTH = 2000;
const VIEW_NOT_FOUND = 'Saved view not found';

const filterValueSchema = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);

const viewSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  filter: Type.Record(Type.String(), filterValueSchema),
  createdAt: Type.String(),
});

// `examples`: a valid request (tests/server/fuzz/routeTable.ts).
const createBodySchema = Type.Object(
  {
    // Longer than the limit, so that spaces around a name of 64 characters are trimmed, not
    // refused.
    name: Text(256),
    // The values are checked in the handler: a schema on them would name the key
    // ("filter.status:"), and the panel reads the field before the colon.
    filter: Type.Record(Type.String(), Type.Unknown(), {
      errorMessages: { type: 'must be a JSON object' },
    }),
  },
  { examples: [{ name: 'Pending top-ups', filter: { status: 'PENDING_ADMIN', type: 'TOP_UP' } }] },
);

function readName(value: string): string {
  const name = requiredText(value, 'name');
  // Characters, as SQLite's length() and Ajv count them, not UTF-16 units.
  if ([...name].length > MAX_NAME_LENGTH) {
    throw badRequest(`name: must be at most ${MAX_NAME_LENGTH} characters`);
  }
  return name;
}

const isFilterValue = (value: unknown): value is FilterValue =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

function readFilter(value: Record<string, unknown>): Record<string, FilterValue> {
  if (JSON.stringify(value).length > MAX_FILTER_JSON_LENGTH) {
    throw badRequest(`filter: must be at most ${MAX_FILTER_JSON_LENGTH} characters as JSON`);
  }
  if (!Object.values(value).every(isFilterValue)) {
    throw badRequest('filter: values must be strings, numbers, booleans or null');
  }
  return value as Record<string, FilterValue>;
}

export default async function savedViewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/saved-views', { schema: { response: { 200: Type.Array(viewSchema) } } }, (request) =>
    listSavedViews(app.db, signedInAccount(request).id),
  );

  app.post(
    '/saved-views',
    { schema: { body: createBodySchema, response: { 201: viewSchema } } },
    async (request, reply) => {
      const accountId = signedInAccount(request).id;
      const name = readName(request.body.name);
      const filter = readFilter(request.body.filter);
      // The checks inside the write's transaction: nothing runs between them and the insert.
      const view = audited(
        app.db,
        actorOf(request),
        () => {
          if (savedViewNameTaken(app.db, accountId, name)) {
            throw conflict('name: a view with this name already exists');
          }
          if (countSavedViews(app.db, accountId) >= MAX_SAVED_VIEWS) {
            throw conflict(`name: at most ${MAX_SAVED_VIEWS} saved views`);
          }
          return insertSavedView(app.db, accountId, { name, filter }, new Date().toISOString());
        },
        (created) => ({
          resource: 'saved-views',
          recordId: String(created.id),
          action: 'create',
          changes: changesBetween(undefined, created),
        }),
      );
      return reply.code(201).send(view);
    },
  );

  app.delete('/saved-views/:id', { schema: { params: idParams } }, async (request, reply) => {
    const id = toId(request.params.id);
    const accountId = signedInAccount(request).id;
    audited(
      app.db,
      actorOf(request),
      () => {
        // Another account's view answers as one that does not exist: ids tell nothing.
        const deleted = deleteSavedView(app.db, accountId, id);
        if (!deleted) throw notFound(VIEW_NOT_FOUND);
        return deleted;
      },
      (deleted) => ({
        resource: 'saved-views',
        recordId: String(deleted.id),
        action: 'delete',
        changes: changesBetween(deleted, undefined),
      }),
    );
    return reply.code(204).send();
  });
}
