// Platforms the service pays through (docs/product.md, Platforms).
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
import { hasField, idPath, rowsOf, text, type Row } from '../decode';
import { createdRecord, deleted, type ResourceFactory } from './types';

export type Platform = {
  id: number;
  name: string;
  currency: Currency;
  login: string;
  workplaceId: string;
  apiKey?: string;
};

export type Currency = 'UZS' | 'RUB';

function toPlatform(row: Row, withApiKey: boolean): Platform {
  return {
    id: Number(row.id),
    name: text(row.name),
    currency: row.currency === 'RUB' ? 'RUB' : 'UZS',
    login: text(row.login),
    workplaceId: text(row.workplaceId),
    ...(withApiKey ? { apiKey: text(row.apiKey) } : {}),
  };
}

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

function platformBody(data: Row, isNew: boolean): PlatformBody {
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
  return rowsOf((await http(platformsRead().path)).data, 'platforms').map((row) =>
    toPlatform(row, false),
  );
}

async function fetchOne(http: HttpClient, id: RaRecord['id']): Promise<Platform> {
  const { data } = await http(`/platforms/${idPath(id)}`);
  if (!hasField(data, 'id')) throw new Error(`Platform ${id} not found`);
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
  const { data } = await http(`/platforms/${idPath(id)}`);
  const password = hasField(data, 'id') ? data.password : undefined;
  return typeof password === 'string' && password !== '' ? password : null;
}

export const platformsResource: ResourceFactory<Platform> = ({ http }) => ({
  getList: async (params) => applyListParams(await fetchAll(http), params),
  getOne: async (params) => ({ data: await fetchOne(http, params.id) }),
  create: async (params) => {
    const body = platformBody(params.data, true);
    const { data } = await http('/platforms', { method: 'POST', body });
    return createdRecord(
      data,
      (row) => toPlatform(row, false),
      () => fetchAll(http),
      (platform) => platform.name === body.name,
      'platform',
    );
  },
  update: async (params) => {
    const body = platformBody(params.data, false);
    if (body.password === undefined) {
      const current = await currentPassword(http, params.id);
      if (current) body.password = current;
    }
    const { data } = await http(`/platforms/${idPath(params.id)}`, {
      method: 'PUT',
      body,
    });
    const record = hasField(data, 'id')
      ? toPlatform(data, false)
      : toPlatform({ ...body, id: params.id }, false);
    return { data: record };
  },
  delete: async (params) => {
    await http(`/platforms/${idPath(params.id)}`, { method: 'DELETE' });
    return deleted(params);
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
