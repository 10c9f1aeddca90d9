// Platforms the service pays through (SPEC §2 'Manage Platforms').
//   getList -> GET    /platforms          (apiKey and password dropped: never kept from the list)
//   getOne  -> GET    /platforms/{id}     (apiKey kept for the edit form; password dropped)
//   create  -> POST   /platforms          body {name, currency, apiKey, login, password, workplaceId}
//   update  -> PUT    /platforms/{id}     the same; a blank password keeps the current one: the
//                                          detail is read at save time and its password, when
//                                          it has one (production), sent back (see update)
//   delete  -> DELETE /platforms/{id}
//   getPlatformApiKey(id) -> GET /platforms/{id}, read at the moment of copying
import type { RaRecord } from 'ra-core';
import type { HttpClient } from '../httpClient';
import { platformsRead } from '../reads';
import { applyListParams } from '../listParams';
import { expectArray, type ResourceFactory } from './types';

export type Currency = 'UZS' | 'RUB';

export interface Platform extends RaRecord {
  id: number;
  name: string;
  currency: Currency;
  login: string;
  workplaceId: string;
  apiKey?: string;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

function toPlatform(row: Record<string, unknown>, withApiKey: boolean): Platform {
  return {
    id: Number(row.id),
    name: text(row.name),
    currency: row.currency === 'RUB' ? 'RUB' : 'UZS',
    login: text(row.login),
    workplaceId: text(row.workplaceId),
    ...(withApiKey ? { apiKey: text(row.apiKey) } : {}),
  };
}

const isRecord = (data: unknown): data is Record<string, unknown> =>
  !!data && typeof data === 'object' && 'id' in data;

export class ApiKeyMissingError extends Error {
  constructor() {
    super('API key not found for this platform');
    this.name = 'ApiKeyMissingError';
  }
}

interface PlatformBody {
  name: string;
  currency: Currency;
  apiKey: string;
  login: string;
  workplaceId: string;
  password?: string;
}

function platformBody(data: Record<string, unknown>, isNew: boolean): PlatformBody {
  const password = text(data.password);
  return {
    name: text(data.name).trim(),
    currency: data.currency === 'RUB' ? 'RUB' : 'UZS',
    apiKey: text(data.apiKey).trim(),
    login: text(data.login).trim(),
    workplaceId: text(data.workplaceId).trim(),
    ...(isNew || password.trim() ? { password } : {}),
  };
}

async function fetchAll(http: HttpClient): Promise<Platform[]> {
  return expectArray((await http(platformsRead().path)).data, 'platforms').map((row) =>
    toPlatform(row, false),
  );
}

async function fetchOne(http: HttpClient, id: RaRecord['id']): Promise<Platform> {
  const { data } = await http(`/platforms/${encodeURIComponent(String(id))}`);
  if (!isRecord(data)) throw new Error(`Platform ${id} not found`);
  return toPlatform(data, true);
}

/**
 * The stored password, when the detail carries one. The production backend's PUT replaces the
 * whole record, so leaving the password out saves it as null (and it answers 500); it sends the
 * password in the detail, so a blank field ("keep the current one") sends that value back. Our
 * server never sends it and keeps the stored one when the field is absent. Read at save time and
 * dropped with this call: the form and the page never hold it.
 */
async function currentPassword(http: HttpClient, id: RaRecord['id']): Promise<string | null> {
  const { data } = await http(`/platforms/${encodeURIComponent(String(id))}`);
  const password = isRecord(data) ? data.password : undefined;
  return typeof password === 'string' && password !== '' ? password : null;
}

export const platformsResource: ResourceFactory = ({ http }) => ({
  getList: async (_resource, params) => applyListParams(await fetchAll(http), params) as never,
  getOne: async (_resource, params) => ({ data: await fetchOne(http, params.id) }) as never,
  create: async (_resource, params) => {
    const body = platformBody(params.data, true);
    const { data } = await http('/platforms', { method: 'POST', body });
    if (isRecord(data)) return { data: toPlatform(data, false) } as never;
    const created = (await fetchAll(http)).find((platform) => platform.name === body.name);
    if (!created) throw new Error('The new platform was not found after saving');
    return { data: created } as never;
  },
  update: async (_resource, params) => {
    const body = platformBody(params.data, false);
    if (body.password === undefined) {
      const current = await currentPassword(http, params.id);
      if (current) body.password = current;
    }
    const { data } = await http(`/platforms/${encodeURIComponent(String(params.id))}`, {
      method: 'PUT',
      body,
    });
    const record = isRecord(data)
      ? toPlatform(data, false)
      : toPlatform({ ...body, id: params.id }, false);
    return { data: record } as never;
  },
  delete: async (_resource, params) => {
    await http(`/platforms/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as never };
  },
});

export function platformApi(http: HttpClient) {
  return {
    /** Rejects with ApiKeyMissingError when the platform has no key. */
    async getPlatformApiKey(id: number | string): Promise<string> {
      const platform = await fetchOne(http, id);
      if (!platform.apiKey) throw new ApiKeyMissingError();
      return platform.apiKey;
    },
  };
}
