// Admin payment cards (docs/product.md, Cards).
//   getList -> GET    /admin/cards
//   create  -> POST   /admin/cards/oson/{osonConfigId}  body {cardNumber, ownerName, paymentSystem, balance}
//   update  -> PUT    /admin/cards/{id}                 our server (mergedWrites): the form's
//              fields, osonConfig {id} and balanceSeen, the balance the form was opened with;
//              the bare backend: GET /admin/cards just before, then the card as read with the
//              form's fields over it (its PUT copies balance and lastUsed from the body)
//   delete  -> DELETE /admin/cards/{id}
// The production backend embeds the FULL Oson config (secrets included) in each card: only its
// id, deviceName and primaryConfig are kept here, so nothing else can reach the screen or cache.
// A balance is moved by the payment flow while the form is open: contract/movedValue.ts decides
// what a save writes, and a change over a moved balance is refused on the balance field.
import { settleMovedValue } from '../../../contract/movedValue';
import { ApiError, type HttpClient } from '../httpClient';
import { withMovedMeanwhile } from '../movedMeanwhile';
import { cardsRead } from '../reads';
import { applyListParams } from '../listParams';
import { hasField, idPath, isObject, numberOrNull, rowsOf, text, type Row } from '../decode';
import { createdRecord, deleted, type ResourceFactory } from './types';

import type { PaymentSystem } from '../../../contract/payments';

export type { PaymentSystem } from '../../../contract/payments';

export type AdminCard = {
  id: number;
  cardNumber: string;
  ownerName: string;
  paymentSystem: PaymentSystem;
  /** null when the server sent none: shown as missing, and the edit form asks for one. */
  balance: number | null;
  osonConfig: { id: number; deviceName: string; primaryConfig: boolean } | null;
};

/** The catalogue key of the refusal of a balance that moved while the form was open. */
export const BALANCE_MOVED = 'app.cards.balanceMoved';

export const digitsOnly = (value: unknown) => String(value ?? '').replace(/\s+/g, '');

function toAdminCard(row: Row): AdminCard {
  const config = row.osonConfig;
  return {
    id: Number(row.id),
    cardNumber: digitsOnly(row.cardNumber),
    ownerName: text(row.ownerName),
    paymentSystem: row.paymentSystem === 'UZCARD' ? 'UZCARD' : 'HUMO',
    balance: numberOrNull(row.balance),
    osonConfig: isObject(config)
      ? {
          id: Number(config.id),
          deviceName: text(config.deviceName),
          primaryConfig: config.primaryConfig === true,
        }
      : null,
  };
}

function cardBody(data: Row) {
  return {
    cardNumber: digitsOnly(data.cardNumber),
    ownerName: text(data.ownerName).trim(),
    paymentSystem: data.paymentSystem === 'UZCARD' ? 'UZCARD' : 'HUMO',
    balance: Number(data.balance ?? 0),
  };
}

async function fetchAll(http: HttpClient): Promise<AdminCard[]> {
  return rowsOf((await http(cardsRead().path)).data, 'cards').map(toAdminCard);
}

/** The refusal of a balance changed over one the payment flow moved meanwhile, on its field. */
const balanceMoved = () =>
  new ApiError(BALANCE_MOVED, 409, { message: BALANCE_MOVED, errors: { balance: BALANCE_MOVED } });

/**
 * The bare backend's PUT copies balance and lastUsed from the body: the card is read just before
 * and sent back as read (its Oson config by id only) with the form's fields over it, the balance
 * settled as contract/movedValue.ts says.
 */
async function overFreshCard(http: HttpClient, id: unknown, owned: Row, seen: number | null) {
  const { data } = await http(cardsRead().path);
  const fresh = rowsOf(data, 'cards').find((row) => String(row.id) === String(id));
  if (!fresh) throw new ApiError('Card not found', 404);
  const settled = settleMovedValue(seen, numberOrNull(owned.balance), numberOrNull(fresh.balance));
  if (settled.kind === 'conflict') throw balanceMoved();
  const kept = { ...fresh };
  delete kept.osonConfig;
  const stored = isObject(fresh.osonConfig) ? { osonConfig: { id: fresh.osonConfig.id } } : {};
  return { ...kept, ...stored, ...owned, balance: settled.value };
}

export const cardsResource: ResourceFactory<AdminCard> = ({ http, capabilities }) => ({
  getList: async (params) => applyListParams(await fetchAll(http), params),
  getOne: async (params) => {
    const card = (await fetchAll(http)).find((c) => String(c.id) === String(params.id));
    if (!card) throw new Error(`Card ${params.id} not found`);
    return { data: card };
  },
  create: async (params) => {
    const configId = params.data.osonConfigId;
    const body = { ...cardBody(params.data), balance: 0 };
    const { data } = await http(`/admin/cards/oson/${idPath(text(configId))}`, {
      method: 'POST',
      body,
    });
    return createdRecord(
      data,
      toAdminCard,
      () => fetchAll(http),
      (card) => card.cardNumber === body.cardNumber,
      'card',
    );
  },
  update: async (params) => {
    const previous: Partial<AdminCard> = params.previousData ?? {};
    const merged: Row = { ...previous, ...params.data };
    const configId =
      merged.osonConfigId ?? (isObject(merged.osonConfig) ? merged.osonConfig.id : undefined);
    const osonConfig =
      configId !== undefined && configId !== null ? { osonConfig: { id: Number(configId) } } : {};
    const owned = { ...cardBody(merged), ...osonConfig };
    const path = `/admin/cards/${idPath(params.id)}`;
    const body = (await capabilities()).mergedWrites
      ? { ...owned, balanceSeen: previous.balance ?? null }
      : await overFreshCard(http, params.id, owned, previous.balance ?? null);
    let answer;
    try {
      answer = await http(path, { method: 'PUT', body });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && /^balance:/.test(error.message)) {
        throw balanceMoved();
      }
      throw error;
    }
    const { data, headers } = answer;
    if (hasField(data, 'id')) return withMovedMeanwhile({ data: toAdminCard(data) }, headers);
    const updated = (await fetchAll(http)).find((c) => String(c.id) === String(params.id));
    const card = updated ?? toAdminCard({ ...merged, ...body, id: params.id });
    return withMovedMeanwhile({ data: card }, headers);
  },
  delete: async (params) => {
    await http(`/admin/cards/${idPath(params.id)}`, { method: 'DELETE' });
    return deleted(params);
  },
});
