// Oson configs (payment-provider accounts): list, get, create, replace, set primary, delete.
// No answer carries a password; a blank one on save keeps the stored one.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf, audited, changesBetween } from '../../audit/audited.ts';
import type { Config } from '../../config.ts';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import {
  deleteOsonConfig,
  findOsonConfig,
  insertOsonConfig,
  listOsonConfigs,
  osonPhoneTaken,
  setPrimaryOsonConfig,
  updateOsonConfig,
} from '../../db/repositories/osonConfigs.ts';
import type { OsonConfigFields } from '../../db/repositories/osonConfigs.ts';
import { conflict, notFound } from '../../errors.ts';
import { found, registerRecordReads } from '../recordReads.ts';
import { TEXT_COLUMN_MAX } from '../../../contract/limits.ts';
import { Nullable, Text } from '../schemaTypes.ts';
import {
  checkBodyId,
  idParams,
  optionalHttpUrl,
  requiredSecret,
  requiredText,
  toId,
} from '../validation.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

export const access: RouteRules = {
  'GET /oson/config': ['oson-configs', 'list'],
  'GET /oson/config/:id': ['oson-configs', 'list'],
  'POST /oson/config': ['oson-configs', 'create'],
  'PUT /oson/config/:id': ['oson-configs', 'edit'],
  'PUT /oson/config/:id/set-primary': ['oson-configs', 'edit'],
  'DELETE /oson/config/:id': ['oson-configs', 'delete'],
};

export interface OsonConfigRoutesOptions {
  /** osonDefaultApiUrl: the apiUrl of a new config that names none. */
  config: Pick<Config, 'osonDefaultApiUrl'>;
}

const summaryProperties = {
  id: Type.Integer(),
  deviceName: Type.String(),
  phone: Type.String(),
  deviceId: Type.String(),
  apiUrl: Type.String(),
  primaryConfig: Type.Boolean(),
};

// No answer carries the password (a secret, like the account's API key on the production
// backend): the edit form's blank password keeps the stored one. Exported with the request
// schemas for the gateway (server/gateway/), which answers the same fields.
export const summarySchema = Type.Object(summaryProperties);

const fieldProperties = {
  deviceName: Text(128),
  phone: Text(32),
  password: Text(TEXT_COLUMN_MAX),
  deviceId: Text(TEXT_COLUMN_MAX),
  apiUrl: Type.Optional(Nullable(Text(TEXT_COLUMN_MAX))),
};

// A config as the writes' `examples` hold it: their valid requests
// (tests/server/fuzz/routeTable.ts).
const exampleConfig = {
  deviceName: 'Pixel',
  phone: '+998901112233',
  password: 'secret',
  deviceId: 'device',
  apiUrl: 'https://core.oson.uz',
};

// primaryConfig is a field of the record that no write here may set: it may come along, and is
// dropped (only set-primary moves the flag).
export const createBodySchema = Type.Object(
  { ...fieldProperties, primaryConfig: Type.Optional(Type.Boolean()) },
  { examples: [exampleConfig] },
);

// A missing, null or blank password keeps the stored one.
export const replaceBodySchema = Type.Object(
  {
    ...fieldProperties,
    password: Type.Optional(Nullable(Text(TEXT_COLUMN_MAX))),
    primaryConfig: Type.Optional(Type.Boolean()),
    id: Type.Optional(Type.Integer()),
  },
  { examples: [{ id: 1, ...exampleConfig }] },
);

type ConfigBody = Static<typeof replaceBodySchema>;

const CONFIG_NOT_FOUND = 'Oson config not found';
export const PHONE_TAKEN = 'An Oson config with this phone already exists';
export const configInUse = (cards: number) =>
  `This Oson config is used by ${cards} card(s); move or delete them first`;

/** The fields written; `stored` (an update) keeps its password when none is given. */
function readFields(
  body: ConfigBody,
  fallbackApiUrl: string,
  stored?: { password: string },
): OsonConfigFields {
  const keepPassword = stored !== undefined && !body.password?.trim();
  return {
    deviceName: requiredText(body.deviceName, 'deviceName'),
    phone: requiredText(body.phone, 'phone'),
    password: keepPassword ? stored.password : requiredSecret(body.password ?? '', 'password'),
    deviceId: requiredText(body.deviceId, 'deviceId'),
    apiUrl: optionalHttpUrl(body.apiUrl, 'apiUrl') ?? fallbackApiUrl,
  };
}

export default async function osonConfigRoutes(
  fastify: FastifyInstance,
  options: OsonConfigRoutesOptions,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerRecordReads(app, {
    path: '/oson/config',
    resource: 'oson-configs',
    table: 'oson_configs',
    summarySchema,
    detailSchema: summarySchema,
    list: listOsonConfigs,
    find: findOsonConfig,
    notFoundMessage: CONFIG_NOT_FOUND,
  });

  app.post(
    '/oson/config',
    {
      config: { secretBody: true },
      schema: { body: createBodySchema, response: { 201: summarySchema } },
    },
    async (request, reply) => {
      const fields = readFields(request.body, options.config.osonDefaultApiUrl);
      if (osonPhoneTaken(app.db, fields.phone)) throw conflict(PHONE_TAKEN);
      const config = audited(
        app.db,
        actorOf(request),
        () => insertOsonConfig(app.db, fields, new Date().toISOString()),
        (created) => ({
          resource: 'oson-configs',
          recordId: String(created.id),
          action: 'create',
          changes: changesBetween(undefined, created),
        }),
      );
      return reply.code(201).send(config);
    },
  );

  app.put(
    '/oson/config/:id',
    {
      config: { secretBody: true },
      schema: { params: idParams, body: replaceBodySchema, response: { 200: summarySchema } },
    },
    async (request) => {
      const id = toId(request.params.id);
      const { body } = request;
      checkBodyId(body.id, id);
      const current = found(findOsonConfig(app.db, id), CONFIG_NOT_FOUND);
      // A missing apiUrl keeps the stored one rather than resetting it to the default.
      const fields = readFields(body, current.apiUrl, current);
      if (osonPhoneTaken(app.db, fields.phone, id)) throw conflict(PHONE_TAKEN);
      const updated = audited(
        app.db,
        actorOf(request),
        () => updateOsonConfig(app.db, id, fields),
        (after) => ({
          resource: 'oson-configs',
          recordId: String(id),
          action: 'update',
          changes: changesBetween(current, after),
        }),
      );
      return found(updated, CONFIG_NOT_FOUND);
    },
  );

  app.put(
    '/oson/config/:id/set-primary',
    { schema: { params: idParams, response: { 200: summarySchema } } },
    async (request) => {
      const id = toId(request.params.id);
      const current = found(findOsonConfig(app.db, id), CONFIG_NOT_FOUND);
      const primary = audited(
        app.db,
        actorOf(request),
        () => setPrimaryOsonConfig(app.db, id),
        (after) =>
          after && !current.primaryConfig
            ? {
                resource: 'oson-configs',
                recordId: String(id),
                action: 'toggle',
                changes: changesBetween(
                  { primaryConfig: current.primaryConfig },
                  { primaryConfig: after.primaryConfig },
                ),
              }
            : null,
      );
      return found(primary, CONFIG_NOT_FOUND);
    },
  );

  app.delete('/oson/config/:id', { schema: { params: idParams } }, async (request, reply) => {
    const id = toId(request.params.id);
    const current = findOsonConfig(app.db, id);
    const result = audited(
      app.db,
      actorOf(request),
      () => deleteOsonConfig(app.db, id),
      (outcome) =>
        outcome.deleted
          ? {
              resource: 'oson-configs',
              recordId: String(id),
              action: 'delete',
              changes: changesBetween(current, undefined),
            }
          : null,
    );
    if (!result.deleted) {
      if (result.reason === 'not-found') throw notFound(CONFIG_NOT_FOUND);
      if (result.reason === 'primary') {
        throw conflict('The primary Oson config cannot be deleted');
      }
      throw conflict(configInUse(result.cardCount));
    }
    return reply.code(204).send();
  });
}
