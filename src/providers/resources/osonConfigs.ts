// Oson payment-provider accounts (SPEC §2 Oson accounts).
//   getList  -> GET    /oson/config              (password dropped: the list never shows it)
//   getOne   -> GET    /oson/config/{id}         (with password: the edit form needs it)
//   create   -> POST   /oson/config              body {deviceName, phone, password, deviceId, apiUrl}
//   update   -> PUT    /oson/config/{id}         body: the WHOLE record, id included
//   delete   -> DELETE /oson/config/{id}
//   setPrimaryOsonConfig(id) -> PUT /oson/config/{id}/set-primary
// The production backend answers the writes with plain text and its PUT replaces the record, so
// every field is sent and the record is re-read when none comes back.
import type { RaRecord } from 'ra-core';
import type { HttpClient } from '../httpClient';
import { applyListParams } from '../listParams';
import { expectArray, type ResourceFactory } from './types';

export interface OsonConfig extends RaRecord {
  id: number;
  deviceName: string;
  phone: string;
  deviceId: string;
  apiUrl: string;
  primaryConfig: boolean;
  password?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toOsonConfig(row: Record<string, unknown>, withPassword: boolean): OsonConfig {
  return {
    id: Number(row.id),
    deviceName: text(row.deviceName),
    phone: text(row.phone),
    deviceId: text(row.deviceId),
    apiUrl: text(row.apiUrl),
    primaryConfig: row.primaryConfig === true,
    ...(withPassword ? { password: text(row.password) } : {}),
  };
}

const isRecord = (data: unknown): data is Record<string, unknown> =>
  !!data && typeof data === 'object' && 'id' in data;

function writableFields(data: Record<string, unknown>) {
  return {
    deviceName: text(data.deviceName).trim(),
    phone: text(data.phone).trim(),
    password: text(data.password),
    deviceId: text(data.deviceId).trim(),
    apiUrl: text(data.apiUrl).trim(),
  };
}

async function fetchAll(http: HttpClient): Promise<OsonConfig[]> {
  const rows = expectArray((await http('/oson/config')).data, 'Oson configs');
  return rows.map((row) => toOsonConfig(row, false));
}

export const osonConfigsResource: ResourceFactory = ({ http }) => ({
  getList: async (_resource, params) => applyListParams(await fetchAll(http), params) as never,
  getOne: async (_resource, params) => {
    const { data } = await http(`/oson/config/${encodeURIComponent(String(params.id))}`);
    if (!isRecord(data)) throw new Error(`Oson config ${params.id} not found`);
    return { data: toOsonConfig(data, true) } as never;
  },
  create: async (_resource, params) => {
    const body = writableFields(params.data);
    const { data } = await http('/oson/config', { method: 'POST', body });
    if (isRecord(data)) return { data: toOsonConfig(data, true) } as never;
    // A text answer carries no id: the phone is unique, so the new record is found by it.
    const created = (await fetchAll(http)).find((config) => config.phone === body.phone);
    if (!created) throw new Error('The new Oson config was not found after saving');
    return { data: created } as never;
  },
  update: async (_resource, params) => {
    const previous = (params.previousData ?? {}) as Partial<OsonConfig>;
    const body = {
      id: Number(params.id),
      ...writableFields({ ...previous, ...params.data }),
      primaryConfig: previous.primaryConfig === true,
    };
    const { data } = await http(`/oson/config/${encodeURIComponent(String(params.id))}`, {
      method: 'PUT',
      body,
    });
    return { data: isRecord(data) ? toOsonConfig(data, true) : { ...previous, ...body } } as never;
  },
  delete: async (_resource, params) => {
    await http(`/oson/config/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as never };
  },
});

export function osonConfigApi(http: HttpClient) {
  return {
    async setPrimaryOsonConfig(id: number | string): Promise<void> {
      await http(`/oson/config/${encodeURIComponent(String(id))}/set-primary`, { method: 'PUT' });
    },
  };
}
