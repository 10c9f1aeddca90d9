// Admin payment cards (docs/product.md, Cards).
//   getList -> GET    /admin/cards
//   create  -> POST   /admin/cards/oson/{osonConfigId}  body {cardNumber, ownerName, paymentSystem, balance}
//   update  -> PUT    /admin/cards/{id}                 body the same plus osonConfig {id}
//   delete  -> DELETE /admin/cards/{id}
// The production backend embeds the FULL Oson config (secrets included) in each card: only its
// id, deviceName and primaryConfig are kept here, so nothing else can reach the screen or cache.
import type { HttpClient } from '../httpClient';
import { cardsRead } from '../reads';
import { applyListParams } from '../listParams';
import { hasField, idPath, isObject, numberOrNull, rowsOf, text, type Row } from '../decode';
import { createdRecord, deleted, type ResourceFactory } from './types';

export type PaymentSystem = 'HUMO' | 'UZCARD';

export type AdminCard = {
  id: number;
  cardNumber: string;
  ownerName: string;
  paymentSystem: PaymentSystem;
  /** null when the server sent none: shown as missing, and the edit form asks for one. */
  balance: number | null;
  osonConfig: { id: number; deviceName: string; primaryConfig: boolean } | null;
};

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

export const cardsResource: ResourceFactory<AdminCard> = ({ http }) => ({
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
    const merged: Row = { ...params.previousData, ...params.data };
    const configId =
      merged.osonConfigId ?? (isObject(merged.osonConfig) ? merged.osonConfig.id : undefined);
    const body = {
      ...cardBody(merged),
      ...(configId !== undefined && configId !== null
        ? { osonConfig: { id: Number(configId) } }
        : {}),
    };
    const { data } = await http(`/admin/cards/${idPath(params.id)}`, {
      method: 'PUT',
      body,
    });
    if (hasField(data, 'id')) return { data: toAdminCard(data) };
    const updated = (await fetchAll(http)).find((c) => String(c.id) === String(params.id));
    return { data: updated ?? toAdminCard({ ...merged, ...body, id: params.id }) };
  },
  delete: async (params) => {
    await http(`/admin/cards/${idPath(params.id)}`, { method: 'DELETE' });
    return deleted(params);
  },
});
