// Platforms: list (no secrets), detail (with apiKey, for the Copy button), create, replace,
// delete. The password is write-only: accepted on create and update, never answered.
import type { FastifyInstance } from 'fastify';
import {
  deletePlatform,
  findPlatform,
  insertPlatform,
  listPlatforms,
  platformNameTaken,
  updatePlatform,
} from '../../db/repositories/platforms.ts';
import type { Currency, PlatformFields } from '../../db/repositories/platforms.ts';
import { conflict, notFound } from '../../errors.ts';
import { found, recordSchema, registerRecordReads } from '../recordReads.ts';
import { idParams, requiredSecret, requiredText, toId } from '../validation.ts';

const summaryProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  currency: { type: 'string' },
  login: { type: 'string' },
  workplaceId: { type: 'string' },
} as const;

// Neither response schema names `password`, so it is never sent.
const summarySchema = recordSchema(summaryProperties);

// Listed in the order the answer shows them.
const detailProperties = {
  id: summaryProperties.id,
  name: summaryProperties.name,
  currency: summaryProperties.currency,
  apiKey: { type: 'string' },
  login: summaryProperties.login,
  workplaceId: summaryProperties.workplaceId,
} as const;

const detailSchema = recordSchema(detailProperties);

const fieldProperties = {
  name: { type: 'string', maxLength: 100 },
  currency: { type: 'string', pattern: '^(UZS|RUB)$', description: 'UZS or RUB' },
  apiKey: { type: 'string', maxLength: 512 },
  login: { type: 'string', maxLength: 128 },
  workplaceId: { type: 'string', maxLength: 128 },
} as const;

const REQUIRED_FIELDS = ['name', 'apiKey', 'login', 'workplaceId'];

const createBodySchema = {
  type: 'object',
  required: [...REQUIRED_FIELDS, 'password'],
  properties: { ...fieldProperties, password: { type: 'string', maxLength: 256 } },
} as const;

// On update a missing, null or blank password keeps the stored one.
const replaceBodySchema = {
  type: 'object',
  required: REQUIRED_FIELDS,
  properties: { ...fieldProperties, password: { type: ['string', 'null'], maxLength: 256 } },
} as const;

interface PlatformBody {
  name: string;
  currency?: Currency;
  apiKey: string;
  login: string;
  workplaceId: string;
  password?: string | null;
}

const PLATFORM_NOT_FOUND = 'Platform not found';
const NAME_TAKEN = 'A platform with this name already exists';

function readFields(body: PlatformBody, fallbackCurrency: Currency): PlatformFields {
  return {
    name: requiredText(body.name, 'name'),
    currency: body.currency ?? fallbackCurrency,
    apiKey: requiredText(body.apiKey, 'apiKey'),
    login: requiredText(body.login, 'login'),
    workplaceId: requiredText(body.workplaceId, 'workplaceId'),
  };
}

export default async function platformRoutes(app: FastifyInstance) {
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

  app.post<{ Body: PlatformBody }>(
    '/platforms',
    {
      schema: { body: createBodySchema, response: { 201: detailSchema } },
    },
    async (request, reply) => {
      const fields = readFields(request.body, 'UZS');
      // Stored exactly as given: the back end signs in to the platform with it.
      const password = requiredSecret(request.body.password ?? undefined, 'password');
      if (platformNameTaken(app.db, fields.name)) throw conflict(NAME_TAKEN);
      const platform = insertPlatform(app.db, { ...fields, password }, new Date().toISOString());
      return reply.code(201).send(platform);
    },
  );

  app.put<{ Params: { id: string }; Body: PlatformBody }>(
    '/platforms/:id',
    {
      schema: { params: idParams, body: replaceBodySchema, response: { 200: detailSchema } },
    },
    async (request) => {
      const id = toId(request.params.id);
      const current = found(findPlatform(app.db, id), PLATFORM_NOT_FOUND);
      // A missing currency keeps the stored one rather than falling back to UZS.
      const fields = readFields(request.body, current.currency);
      if (platformNameTaken(app.db, fields.name, id)) throw conflict(NAME_TAKEN);
      const { password } = request.body;
      const platform = updatePlatform(app.db, id, {
        ...fields,
        password: password?.trim() ? password : undefined,
      });
      return found(platform, PLATFORM_NOT_FOUND);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/platforms/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      if (!deletePlatform(app.db, toId(request.params.id))) throw notFound(PLATFORM_NOT_FOUND);
      return reply.code(204).send();
    },
  );
}
