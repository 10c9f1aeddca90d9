// The payment accounts as the gateway forwards them: Oson configs, cards and platforms, whose
// backend answers carry secrets (secrets.ts) and whose whole-record PUTs would erase a secret the
// panel never receives (fillIn). Each write reads its record first, for its old values.
import type { FastifyRequest } from 'fastify';
import * as cards from '../../routes/admin-cards/index.ts';
import { rangeQuerySchema } from '../../routes/listPage.ts';
import * as osonConfigs from '../../routes/oson-configs/index.ts';
import * as platforms from '../../routes/platforms/index.ts';
import { idParams, optionalHttpUrl, requiredSecret } from '../../routes/validation.ts';
import { badRequest } from '../../errors.ts';
import { bodyOf, param, required, rowWhere, type ForwardedRoute } from '../routeRules.ts';
import { cleanCards, cleanOsonConfigs, cleanPlatform, cleanPlatformList } from '../secrets.ts';

const id = param('id');

const platformFields = required('name', 'apiKey', 'login', 'workplaceId');
const osonConfigFields = (body: Record<string, unknown>) => {
  required('deviceName', 'phone', 'deviceId')(body);
  optionalHttpUrl(body.apiUrl as string | null | undefined, 'apiUrl');
};

const readPlatform = {
  path: (request: FastifyRequest) => `/platforms/${id(request)}`,
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
    check: (request) => {
      osonConfigFields(bodyOf(request));
      requiredSecret(bodyOf(request).password as string, 'password');
    },
    clean: cleanOsonConfigs,
    write: { resource: 'oson-configs', action: 'create' },
  },
  {
    method: 'PUT',
    url: '/oson/config/:id',
    schema: { params: idParams, body: osonConfigs.replaceBodySchema },
    check: (request) => {
      const body = bodyOf(request);
      // The backend wants the body's id equal to the path's (docs/backend.md).
      if (body.id !== undefined && String(body.id) !== id(request)) {
        throw badRequest('id: must match the id in the path');
      }
      osonConfigFields(body);
    },
    clean: cleanOsonConfigs,
    write: {
      resource: 'oson-configs',
      action: 'update',
      recordId: id,
      readFirst: readOsonConfig,
      fillIn: ['password', 'token'],
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
    check: (request) => cardNumberRule(bodyOf(request)),
    clean: cleanCards,
    write: { resource: 'cards', action: 'create' },
  },
  {
    method: 'PUT',
    url: '/admin/cards/:id',
    schema: { params: idParams, body: cards.replaceBodySchema },
    check: (request) => cardNumberRule(bodyOf(request)),
    clean: cleanCards,
    write: { resource: 'cards', action: 'update', recordId: id, readFirst: readCard },
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
  { method: 'GET', url: '/platforms/:id', schema: { params: idParams }, clean: cleanPlatform },
  {
    method: 'POST',
    url: '/platforms',
    schema: { body: platforms.createBodySchema },
    check: (request) => {
      platformFields(bodyOf(request));
      requiredSecret(bodyOf(request).password as string, 'password');
    },
    clean: cleanPlatform,
    write: { resource: 'platforms', action: 'create' },
  },
  {
    method: 'PUT',
    url: '/platforms/:id',
    schema: { params: idParams, body: platforms.replaceBodySchema },
    check: (request) => platformFields(bodyOf(request)),
    clean: cleanPlatform,
    write: {
      resource: 'platforms',
      action: 'update',
      recordId: id,
      readFirst: readPlatform,
      fillIn: ['password'],
    },
  },
  {
    method: 'DELETE',
    url: '/platforms/:id',
    schema: { params: idParams },
    clean: cleanPlatform,
    write: { resource: 'platforms', action: 'delete', recordId: id, readFirst: readPlatform },
  },
];
