// Platforms the service pays through (docs/product.md, Platforms).
//   getList -> GET    /platforms          (apiKey and password dropped: never kept from the list)
//   getOne  -> GET    /platforms/{id}     (apiKey kept for the edit form; password dropped)
//   create  -> POST   /platforms          body {name, currency, apiKey, login, password, workplaceId}
//   update  -> PUT    /platforms/{id}     the same; a blank password keeps the current one. Our
//                                          server (mergedWrites) keeps it itself; the bare
//                                          backend requires every field, so the detail is read
//                                          just before and the platform sent back as read (its
//                                          password, a later version's secret and type) with
//                                          the form's fields over it
//   delete  -> DELETE /platforms/{id}
//   getPlatformApiKey(id) -> GET /platforms/{id}, read at the moment of copying
import type { RaRecord } from 'ra-core';
import { ApiError, type HttpClient } from '../httpClient';
import { platformsRead } from '../reads';
import { applyListParams } from '../listParams';
import { withMovedMeanwhile } from '../movedMeanwhile';
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

import type { Currency } from '../../../contract/payments';

export type { Currency } from '../../../contract/payments';

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
 * The bare backend's PUT requires every field, and a later version of it stores fields this form
 * does not know (a secret, a type): the detail is read just before and sent back with the form's
 * fields over it, its stored password where the form's is blank. Read at save time and dropped
 * with this call: the form and the page never hold it.
 */
async function overFreshPlatform(http: HttpClient, id: RaRecord['id'], owned: PlatformBody) {
  const { data } = await http(`/platforms/${idPath(id)}`);
  if (!hasField(data, 'id')) throw new ApiError('Platform not found', 404);
  const kept: Row = { ...data };
  delete kept.id;
  return { ...kept, ...owned };
}

export const platformsResource: ResourceFactory<Platform> = ({ http, capabilities }) => ({
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
    const owned = platformBody(params.data, false);
    const body = (await capabilities()).mergedWrites
      ? owned
      : await overFreshPlatform(http, params.id, owned);
    const { data, headers } = await http(`/platforms/${idPath(params.id)}`, {
      method: 'PUT',
      body,
    });
    const record = hasField(data, 'id')
      ? toPlatform(data, false)
      : toPlatform({ ...owned, id: params.id }, false);
    return withMovedMeanwhile({ data: record }, headers);
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
