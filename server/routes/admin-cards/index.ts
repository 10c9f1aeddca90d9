// Admin cards: list, create under an Oson config, replace (which may move the card to another
// config), delete. Every answer embeds only {id, deviceName, primaryConfig} of the config.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf, audited, changesBetween } from '../../audit/audited.ts';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { movedValueConflict, settleMovedValue } from '../../../contract/movedValue.ts';
import {
  cardNumberTaken,
  deleteAdminCard,
  findAdminCard,
  insertAdminCard,
  listAdminCards,
  updateAdminCard,
} from '../../db/repositories/adminCards.ts';
import { PAYMENT_SYSTEMS } from '../../../contract/payments.ts';
import { findOsonConfig } from '../../db/repositories/osonConfigs.ts';
import { countRows } from '../../db/repositories/rowPage.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { ADMIN_LIST, answerPage, rangeQuerySchema, readPage } from '../listPage.ts';
import { Nullable, OneOf, Text } from '../schemaTypes.ts';
import { idParams, idSchema, toId } from '../validation.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

export const access: RouteRules = {
  'GET /admin/cards': ['cards', 'list'],
  'POST /admin/cards/oson/:osonConfigId': ['cards', 'create'],
  'PUT /admin/cards/:id': ['cards', 'edit'],
  'DELETE /admin/cards/:id': ['cards', 'delete'],
};

// Response schemas double as a filter: the config's phone and password can never slip out.
// Exported with the request schemas for the gateway (server/gateway/), which cleans alike.
export const cardSchema = Type.Object({
  id: Type.Integer(),
  cardNumber: Type.String(),
  ownerName: Type.String(),
  paymentSystem: Type.String(),
  balance: Type.Integer(),
  osonConfig: Type.Object({
    id: Type.Integer(),
    deviceName: Type.String(),
    primaryConfig: Type.Boolean(),
  }),
});

const cardFieldProperties = {
  // Room for spaces between the digit groups; the 16-digit rule is checked after removing them.
  cardNumber: Text(64),
  ownerName: Type.Optional(Nullable(Text(128))),
  paymentSystem: OneOf(PAYMENT_SYSTEMS, 'HUMO or UZCARD'),
  balance: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
};

// A card as the writes' `examples` hold it: their valid requests (tests/server/fuzz/routeTable.ts).
const exampleCard = {
  cardNumber: '8600 1234 5678 9012',
  ownerName: 'Ali',
  paymentSystem: 'HUMO',
  balance: 0,
};

export const createBodySchema = Type.Object(cardFieldProperties, { examples: [exampleCard] });

export const createParamsSchema = Type.Object({ osonConfigId: idSchema });

// The form's fields, and `balanceSeen`: the balance the form was opened with, which decides with
// the stored one what happens to a balance the payment flow moved meanwhile
// (contract/movedValue.ts). Only osonConfig's id is read (it moves the card).
export const replaceBodySchema = Type.Object(
  {
    ...cardFieldProperties,
    balanceSeen: Type.Optional(
      Nullable(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
    ),
    osonConfig: Type.Optional(Nullable(Type.Object({ id: Type.Integer({ minimum: 1 }) }))),
  },
  { examples: [{ ...exampleCard, balanceSeen: 0, osonConfig: { id: 1 } }] },
);

const CARD_NOT_FOUND = 'Card not found';
const CONFIG_NOT_FOUND = 'Oson config not found';
const NUMBER_TAKEN = 'A card with this number already exists';

/** "8600 1234 5678 9012" -> "8600123456789012"; anything but 16 digits is refused. */
export function normalizeCardNumber(value: string): string {
  const digits = value.replace(/\s+/g, '');
  if (!/^[0-9]{16}$/.test(digits)) throw badRequest('cardNumber: must be 16 digits');
  return digits;
}

/** The balance written (contract/movedValue.ts): 409 when the admin's change meets a moved one. */
function settledBalance(body: Static<typeof replaceBodySchema>, stored: number): number {
  if (body.balance === undefined) return stored;
  if (body.balanceSeen === undefined) throw badRequest('balanceSeen: is required with balance');
  const settled = settleMovedValue(body.balanceSeen, body.balance, stored);
  if (settled.kind === 'conflict') throw conflict(movedValueConflict('balance', settled.stored));
  return settled.value ?? stored;
}

function requireOsonConfig(app: Pick<FastifyInstance, 'db'>, id: number): void {
  if (!findOsonConfig(app.db, id)) throw notFound(CONFIG_NOT_FOUND);
}

export default async function adminCardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/admin/cards',
    {
      schema: {
        querystring: rangeQuerySchema,
        response: { 200: Type.Array(cardSchema) },
      },
    },
    async (request, reply) => {
      const page = readPage(request.query.range, ADMIN_LIST);
      const rows = listAdminCards(app.db, page);
      return answerPage(reply, 'cards', page, rows, () => countRows(app.db, 'admin_cards'));
    },
  );

  app.post(
    '/admin/cards/oson/:osonConfigId',
    {
      schema: {
        params: createParamsSchema,
        body: createBodySchema,
        response: { 201: cardSchema },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const cardNumber = normalizeCardNumber(body.cardNumber);
      const osonConfigId = toId(request.params.osonConfigId);
      requireOsonConfig(app, osonConfigId);
      if (cardNumberTaken(app.db, cardNumber)) throw conflict(NUMBER_TAKEN);
      const card = audited(
        app.db,
        actorOf(request),
        () =>
          insertAdminCard(
            app.db,
            {
              cardNumber,
              ownerName: body.ownerName?.trim() ?? '',
              paymentSystem: body.paymentSystem,
              balance: body.balance ?? 0,
              osonConfigId,
            },
            new Date().toISOString(),
          ),
        (created) => ({
          resource: 'cards',
          recordId: String(created.id),
          action: 'create',
          changes: changesBetween(undefined, created),
        }),
      );
      return reply.code(201).send(card);
    },
  );

  app.put(
    '/admin/cards/:id',
    {
      schema: { params: idParams, body: replaceBodySchema, response: { 200: cardSchema } },
    },
    async (request) => {
      const id = toId(request.params.id);
      const { body } = request;
      const cardNumber = normalizeCardNumber(body.cardNumber);
      const current = findAdminCard(app.db, id);
      if (!current) throw notFound(CARD_NOT_FOUND);
      // A different osonConfig.id moves the card; no osonConfig keeps it where it is.
      const osonConfigId = body.osonConfig?.id ?? current.osonConfig.id;
      if (osonConfigId !== current.osonConfig.id) requireOsonConfig(app, osonConfigId);
      if (cardNumberTaken(app.db, cardNumber, id)) throw conflict(NUMBER_TAKEN);
      const card = audited(
        app.db,
        actorOf(request),
        () =>
          updateAdminCard(app.db, id, {
            cardNumber,
            // Missing fields keep their stored values; an explicit null owner name clears it.
            ownerName:
              body.ownerName === undefined ? current.ownerName : (body.ownerName?.trim() ?? ''),
            paymentSystem: body.paymentSystem,
            balance: settledBalance(body, current.balance),
            osonConfigId,
          }),
        (updated) => ({
          resource: 'cards',
          recordId: String(id),
          action: 'update',
          changes: changesBetween(current, updated),
        }),
      );
      if (!card) throw notFound(CARD_NOT_FOUND);
      return card;
    },
  );

  app.delete('/admin/cards/:id', { schema: { params: idParams } }, async (request, reply) => {
    const id = toId(request.params.id);
    const current = findAdminCard(app.db, id);
    if (!current) throw notFound(CARD_NOT_FOUND);
    audited(
      app.db,
      actorOf(request),
      () => deleteAdminCard(app.db, id),
      () => ({
        resource: 'cards',
        recordId: String(id),
        action: 'delete',
        changes: changesBetween(current, undefined),
      }),
    );
    return reply.code(204).send();
  });
}
