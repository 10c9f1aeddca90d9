// Platforms: list (no secrets), detail (with apiKey, for the Copy button), create, replace,
// delete. The password is write-only: accepted on create and update, never answered.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import {
  deletePlatform,
  findPlatform,
  insertPlatform,
  listPlatforms,
  platformNameTaken,
  updatePlatform,
} from '../../db/repositories/platforms.ts';
import { CURRENCIES, type Currency } from '../../../contract/payments.ts';
import type { PlatformFields } from '../../db/repositories/platforms.ts';
import { conflict } from '../../errors.ts';
import { found, registerRecordReads } from '../recordReads.ts';
import { TEXT_COLUMN_MAX } from '../../../contract/limits.ts';
import { Nullable, OneOf, Text } from '../schemaTypes.ts';
import { checkBodyId, idParams, requiredSecret, requiredText, toId } from '../validation.ts';
import { actorOf, audited, changesBetween } from '../../audit/audited.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

export const access: RouteRules = {
  'GET /platforms': ['platforms', 'list'],
  // One platform's answer carries its API key (the Copy button, the edit form): a secret.
  'GET /platforms/:id': ['platforms', 'secret'],
  'POST /platforms': ['platforms', 'create'],
  'PUT /platforms/:id': ['platforms', 'edit'],
  'DELETE /platforms/:id': ['platforms', 'delete'],
};

// Neither response schema names `password`, so it is never sent. Exported with the request
// schemas for the gateway (server/gateway/), which checks and cleans with the same shapes.
export const summarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  currency: Type.String(),
  login: Type.String(),
  workplaceId: Type.String(),
});

// Listed in the order the answer shows them.
export const detailSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  currency: Type.String(),
  apiKey: Type.String(),
  login: Type.String(),
  workplaceId: Type.String(),
});

const fieldProperties = {
  name: Text(100),
  currency: Type.Optional(OneOf(CURRENCIES, 'UZS or RUB')),
  apiKey: Text(TEXT_COLUMN_MAX),
  login: Text(128),
  workplaceId: Text(128),
};

// A platform as the writes' `examples` hold it: their valid requests
// (tests/server/fuzz/routeTable.ts).
const examplePlatform = {
  name: 'Bet',
  currency: 'UZS',
  apiKey: 'key',
  login: 'cashier',
  password: 'secret',
  workplaceId: '7',
};

export const createBodySchema = Type.Object(
  { ...fieldProperties, password: Text(TEXT_COLUMN_MAX) },
  { examples: [examplePlatform] },
);

// On update a missing, null or blank password keeps the stored one.
export const replaceBodySchema = Type.Object(
  {
    ...fieldProperties,
    password: Type.Optional(Nullable(Text(TEXT_COLUMN_MAX))),
    id: Type.Optional(Type.Integer()),
  },
  { examples: [examplePlatform] },
);

type PlatformBody = Static<typeof replaceBodySchema>;

const PLATFORM_NOT_FOUND = 'Platform not found';
export const NAME_TAKEN = 'A platform with this name already exists';

function readFields(body: PlatformBody, fallbackCurrency: Currency): PlatformFields {
  return {
    name: requiredText(body.name, 'name'),
    currency: body.currency ?? fallbackCurrency,
    apiKey: requiredText(body.apiKey, 'apiKey'),
    login: requiredText(body.login, 'login'),
    workplaceId: requiredText(body.workplaceId, 'workplaceId'),
  };
}

export default async function platformRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerRecordReads(app, {
    path: '/platforms',
    resource: 'platforms',
    table: 'platforms',
    summarySchema,
    detailSchema,
    list: listPlatforms,
    find: findPlatform,
    notFoundMessage: PLATFORM_NOT_FOUND,
  });

  app.post(
    '/platforms',
    {
      config: { secretBody: true },
      schema: { body: createBodySchema, response: { 201: detailSchema } },
    },
    async (request, reply) => {
      const fields = readFields(request.body, 'UZS');
      // Stored exactly as given: the back end signs in to the platform with it.
      const password = requiredSecret(request.body.password ?? undefined, 'password');
      if (platformNameTaken(app.db, fields.name)) throw conflict(NAME_TAKEN);
      const platform = audited(
        app.db,
        actorOf(request),
        () => insertPlatform(app.db, { ...fields, password }, new Date().toISOString()),
        (created) => ({
          resource: 'platforms',
          recordId: String(created.id),
          action: 'create',
          changes: changesBetween(undefined, { ...created, password }),
        }),
      );
      return reply.code(201).send(platform);
    },
  );

  app.put(
    '/platforms/:id',
    {
      config: { secretBody: true },
      schema: { params: idParams, body: replaceBodySchema, response: { 200: detailSchema } },
    },
    async (request) => {
      const id = toId(request.params.id);
      checkBodyId(request.body.id, id);
      const current = found(findPlatform(app.db, id), PLATFORM_NOT_FOUND);
      // A missing currency keeps the stored one rather than falling back to UZS.
      const fields = readFields(request.body, current.currency);
      if (platformNameTaken(app.db, fields.name, id)) throw conflict(NAME_TAKEN);
      const { password } = request.body;
      const newPassword = password?.trim() ? password : undefined;
      const platform = audited(
        app.db,
        actorOf(request),
        () => updatePlatform(app.db, id, { ...fields, password: newPassword }),
        (updated) => ({
          resource: 'platforms',
          recordId: String(id),
          action: 'update',
          // A password given is recorded as changed (its value is never compared or kept).
          changes: [
            ...changesBetween(current, updated),
            ...(newPassword === undefined ? [] : [{ field: 'password', changed: true as const }]),
          ],
        }),
      );
      return found(platform, PLATFORM_NOT_FOUND);
    },
  );

  app.delete('/platforms/:id', { schema: { params: idParams } }, async (request, reply) => {
    const id = toId(request.params.id);
    const current = found(findPlatform(app.db, id), PLATFORM_NOT_FOUND);
    audited(
      app.db,
      actorOf(request),
      () => deletePlatform(app.db, id),
      () => ({
        resource: 'platforms',
        recordId: String(id),
        action: 'delete',
        changes: changesBetween(current, undefined),
      }),
    );
    return reply.code(204).send();
  });
}
