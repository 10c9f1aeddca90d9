// The payment accounts as the gateway forwards them: Oson configs, cards and platforms, whose
// backend answers carry secrets (secrets.ts), whose whole-record writes send back every stored
// field the form does not own (wholeRecords.ts), and whose duplicates, missing records and records
// in use the backend would answer with a 500 (backendChecks.ts). Each write reads its record
// first, for its old values and what it keeps.
import type { FastifyRequest } from 'fastify';
import * as cards from '../../routes/admin-cards/index.ts';
import { rangeQuerySchema } from '../../routes/listPage.ts';
import * as osonConfigs from '../../routes/oson-configs/index.ts';
import * as platforms from '../../routes/platforms/index.ts';
import { checkBodyId, idParams, optionalHttpUrl, requiredSecret } from '../../routes/validation.ts';
import { refuseConfigInUse, refuseDuplicates, requireOsonConfig } from '../backendChecks.ts';
import { bodyOf, param, required, rowWhere, type ForwardedRoute } from '../routeRules.ts';
import { cleanCards, cleanOsonConfigs, cleanPlatform, cleanPlatformList } from '../secrets.ts';
import { isPlainObject } from '../secrets.ts';
import {
  CARD_WHOLE,
  OSON_CONFIG_WHOLE,
  PLATFORM_WHOLE,
  cardCreate,
  cardUpdate,
  osonConfigCreate,
  osonConfigUpdate,
  platformCreate,
  platformUpdate,
} from '../wholeRecords.ts';

const id = param('id');

const platformFields = required('name', 'apiKey', 'login', 'workplaceId');
const osonConfigFields = (body: Record<string, unknown>) => {
  required('deviceName', 'phone', 'deviceId')(body);
  optionalHttpUrl(body.apiUrl as string | null | undefined, 'apiUrl');
};

// The backend keeps these unique; a duplicate is its 500.
const UNIQUE_PHONE = [['phone', `phone: ${osonConfigs.PHONE_TAKEN}`]] as const;
const UNIQUE_PLATFORM = [
  ['name', `name: ${platforms.NAME_TAKEN}`],
  ['apiKey', 'apiKey: another platform has this API key'],
  ['workplaceId', 'workplaceId: another platform has this workplace ID'],
] as const;

// The backend's read of one platform answers a missing one with a 500: the row is found in the
// list instead (which carries the same fields).
const platformRow = {
  path: () => '/platforms',
  pick: rowWhere('id', 'id'),
  missing: 'refuse',
  notFoundMessage: 'Platform not found',
} as const;

const readOsonConfig = {
  path: (request: FastifyRequest) => `/oson/config/${id(request)}`,
  missing: 'refuse',
  notFoundMessage: 'Oson config not found',
} as const;

// The backend has no read of one card: the row is found in the list.
const readCard = {
  path: () => '/admin/cards',
  pick: rowWhere('id', 'id'),
  missing: 'refuse',
  notFoundMessage: 'Card not found',
} as const;

const cardNumberRule = (body: Record<string, unknown>) =>
  cards.normalizeCardNumber(body.cardNumber as string);

export const PAYMENT_ACCOUNT_ROUTES: ForwardedRoute[] = [
  {
    method: 'GET',
    url: '/oson/config',
    schema: { querystring: rangeQuerySchema },
    clean: cleanOsonConfigs,
  },
  { method: 'GET', url: '/oson/config/:id', schema: { params: idParams }, clean: cleanOsonConfigs },
  {
    method: 'POST',
    url: '/oson/config',
    schema: { body: osonConfigs.createBodySchema },
    config: { secretBody: true },
    check: async (request, context) => {
      const body = bodyOf(request);
      osonConfigFields(body);
      requiredSecret(body.password as string, 'password');
      await refuseDuplicates(context, '/oson/config', body, UNIQUE_PHONE);
    },
    clean: cleanOsonConfigs,
    write: {
      resource: 'oson-configs',
      action: 'create',
      compose: (request, _stored, context) => osonConfigCreate(request, context.osonDefaultApiUrl),
    },
  },
  {
    method: 'PUT',
    url: '/oson/config/:id',
    schema: { params: idParams, body: osonConfigs.replaceBodySchema },
    config: { secretBody: true },
    check: async (request, context) => {
      const body = bodyOf(request);
      // The backend wants the body's id equal to the path's (docs/backend.md).
      checkBodyId(body.id, id(request));
      osonConfigFields(body);
      await refuseDuplicates(context, '/oson/config', body, UNIQUE_PHONE, id(request));
    },
    clean: cleanOsonConfigs,
    write: {
      resource: 'oson-configs',
      action: 'update',
      recordId: id,
      readFirst: readOsonConfig,
      compose: (request, stored) => osonConfigUpdate(request, stored!),
      whole: OSON_CONFIG_WHOLE,
    },
  },
  {
    method: 'PUT',
    url: '/oson/config/:id/set-primary',
    schema: { params: idParams },
    clean: cleanOsonConfigs,
    write: {
      resource: 'oson-configs',
      action: 'toggle',
      recordId: id,
      readFirst: readOsonConfig,
      sent: () => ({ primaryConfig: true }),
    },
  },
  {
    method: 'DELETE',
    url: '/oson/config/:id',
    schema: { params: idParams },
    check: (request, context) => refuseConfigInUse(context, id(request)),
    clean: cleanOsonConfigs,
    write: { resource: 'oson-configs', action: 'delete', recordId: id, readFirst: readOsonConfig },
  },

  {
    method: 'GET',
    url: '/admin/cards',
    schema: { querystring: rangeQuerySchema },
    clean: cleanCards,
  },
  {
    method: 'POST',
    url: '/admin/cards/oson/:osonConfigId',
    schema: { params: cards.createParamsSchema, body: cards.createBodySchema },
    check: async (request, context) => {
      cardNumberRule(bodyOf(request));
      await requireOsonConfig(context, param('osonConfigId')(request));
    },
    clean: cleanCards,
    write: { resource: 'cards', action: 'create', compose: cardCreate },
  },
  {
    method: 'PUT',
    url: '/admin/cards/:id',
    schema: { params: idParams, body: cards.replaceBodySchema },
    check: async (request, context) => {
      const body = bodyOf(request);
      cardNumberRule(body);
      // The backend ignores an account it does not have, and would report the move done.
      if (isPlainObject(body.osonConfig) && body.osonConfig.id !== undefined) {
        await requireOsonConfig(context, body.osonConfig.id);
      }
    },
    clean: cleanCards,
    write: {
      resource: 'cards',
      action: 'update',
      recordId: id,
      readFirst: readCard,
      compose: (request, stored) => cardUpdate(request, stored!),
      whole: CARD_WHOLE,
    },
  },
  {
    method: 'DELETE',
    url: '/admin/cards/:id',
    schema: { params: idParams },
    clean: cleanCards,
    write: { resource: 'cards', action: 'delete', recordId: id, readFirst: readCard },
  },

  {
    method: 'GET',
    url: '/platforms',
    schema: { querystring: rangeQuerySchema },
    clean: cleanPlatformList,
  },
  {
    method: 'GET',
    url: '/platforms/:id',
    schema: { params: idParams },
    clean: cleanPlatform,
    read: platformRow,
  },
  {
    method: 'POST',
    url: '/platforms',
    schema: { body: platforms.createBodySchema },
    config: { secretBody: true },
    check: async (request, context) => {
      const body = bodyOf(request);
      platformFields(body);
      requiredSecret(body.password as string, 'password');
      await refuseDuplicates(context, '/platforms', body, UNIQUE_PLATFORM);
    },
    clean: cleanPlatform,
    write: { resource: 'platforms', action: 'create', compose: platformCreate },
  },
  {
    method: 'PUT',
    url: '/platforms/:id',
    schema: { params: idParams, body: platforms.replaceBodySchema },
    config: { secretBody: true },
    check: async (request, context) => {
      const body = bodyOf(request);
      checkBodyId(body.id, id(request));
      platformFields(body);
      await refuseDuplicates(context, '/platforms', body, UNIQUE_PLATFORM, id(request));
    },
    clean: cleanPlatform,
    write: {
      resource: 'platforms',
      action: 'update',
      recordId: id,
      readFirst: platformRow,
      compose: (request, stored) => platformUpdate(request, stored!),
      whole: PLATFORM_WHOLE,
    },
  },
  {
    method: 'DELETE',
    url: '/platforms/:id',
    schema: { params: idParams },
    clean: cleanPlatform,
    write: { resource: 'platforms', action: 'delete', recordId: id, readFirst: platformRow },
  },
];
