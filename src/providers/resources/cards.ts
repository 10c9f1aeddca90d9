// Admin payment cards (SPEC §2 'All Admin Cards').
//   getList -> GET    /admin/cards
//   create  -> POST   /admin/cards/oson/{osonConfigId}  body {cardNumber, ownerName, paymentSystem, balance}
//   update  -> PUT    /admin/cards/{id}                 body the same plus osonConfig {id}
//   delete  -> DELETE /admin/cards/{id}
// The production backend embeds the FULL Oson config (secrets included) in each card: only its
// id, deviceName and primaryConfig are kept here, so nothing else can reach the screen or cache.
import type { RaRecord } from 'ra-core';
import type { HttpClient } from '../httpClient';
import { cardsRead } from '../reads';
import { applyListParams } from '../listParams';
import { expectArray, type ResourceFactory } from './types';

export type PaymentSystem = 'HUMO' | 'UZCARD';

export interface AdminCard extends RaRecord {
  id: number;
  cardNumber: string;
  ownerName: string;
  paymentSystem: PaymentSystem;
  /** null when the server sent none: shown as missing, and the edit form asks for one. */
  balance: number | null;
  osonConfig: { id: number; deviceName: string; primaryConfig: boolean } | null;
}

export const digitsOnly = (value: unknown) => String(value ?? '').replace(/\s+/g, '');

function toAdminCard(row: Record<string, unknown>): AdminCard {
  const config = row.osonConfig as Record<string, unknown> | null | undefined;
  return {
    id: Number(row.id),
    cardNumber: digitsOnly(row.cardNumber),
    ownerName: typeof row.ownerName === 'string' ? row.ownerName : '',
    paymentSystem: row.paymentSystem === 'UZCARD' ? 'UZCARD' : 'HUMO',
    balance: typeof row.balance === 'number' && Number.isFinite(row.balance) ? row.balance : null,
    osonConfig:
      config && typeof config === 'object'
        ? {
            id: Number(config.id),
            deviceName: typeof config.deviceName === 'string' ? config.deviceName : '',
            primaryConfig: config.primaryConfig === true,
          }
        : null,
  };
}

const isRecord = (data: unknown): data is Record<string, unknown> =>
  !!data && typeof data === 'object' && 'id' in data;

function cardBody(data: Record<string, unknown>) {
  return {
    cardNumber: digitsOnly(data.cardNumber),
    ownerName: String(data.ownerName ?? '').trim(),
    paymentSystem: data.paymentSystem === 'UZCARD' ? 'UZCARD' : 'HUMO',
    balance: Number(data.balance ?? 0),
  };
}

async function fetchAll(http: HttpClient): Promise<AdminCard[]> {
  return expectArray((await http(cardsRead().path)).data, 'cards').map(toAdminCard);
}

export const cardsResource: ResourceFactory = ({ http }) => ({
  getList: async (_resource, params) => applyListParams(await fetchAll(http), params) as never,
  getOne: async (_resource, params) => {
    const card = (await fetchAll(http)).find((c) => String(c.id) === String(params.id));
    if (!card) throw new Error(`Card ${params.id} not found`);
    return { data: card } as never;
  },
  create: async (_resource, params) => {
    const configId = params.data.osonConfigId;
    const body = { ...cardBody(params.data), balance: 0 };
    const { data } = await http(`/admin/cards/oson/${encodeURIComponent(String(configId))}`, {
      method: 'POST',
      body,
    });
    if (isRecord(data)) return { data: toAdminCard(data) } as never;
    const created = (await fetchAll(http)).find((card) => card.cardNumber === body.cardNumber);
    if (!created) throw new Error('The new card was not found after saving');
    return { data: created } as never;
  },
  update: async (_resource, params) => {
    const merged = { ...(params.previousData ?? {}), ...params.data } as Record<string, unknown>;
    const configId =
      merged.osonConfigId ?? (merged.osonConfig as { id?: unknown } | null | undefined)?.id;
    const body = {
      ...cardBody(merged),
      ...(configId !== undefined && configId !== null
        ? { osonConfig: { id: Number(configId) } }
        : {}),
    };
    const { data } = await http(`/admin/cards/${encodeURIComponent(String(params.id))}`, {
      method: 'PUT',
      body,
    });
    if (isRecord(data)) return { data: toAdminCard(data) } as never;
    const updated = (await fetchAll(http)).find((c) => String(c.id) === String(params.id));
    return { data: updated ?? toAdminCard({ ...merged, ...body, id: params.id }) } as never;
  },
  delete: async (_resource, params) => {
    await http(`/admin/cards/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as never };
  },
});
