// Oson payment-provider accounts (docs/product.md, Oson accounts).
//   getList  -> GET    /oson/config              (password dropped: the list never shows it)
//   getOne   -> GET    /oson/config/{id}         (with password where the server sends it: the
//                                              gateway keeps it, and fills in a blank one)
//   create   -> POST   /oson/config              body {deviceName, phone, password, deviceId, apiUrl}
//   update   -> PUT    /oson/config/{id}         body: the WHOLE record, id included
//   delete   -> DELETE /oson/config/{id}
//   setPrimaryOsonConfig(id) -> PUT /oson/config/{id}/set-primary
// The production backend answers the writes with plain text and its PUT replaces the record, so
// every field is sent and the record is re-read when none comes back.
import type { HttpClient } from '../httpClient';
import { applyListParams } from '../listParams';
import { hasField, idPath, rowsOf, text, type Row } from '../decode';
import { createdRecord, deleted, type ResourceFactory } from './types';

export type OsonConfig = {
  id: number;
  deviceName: string;
  phone: string;
  deviceId: string;
  apiUrl: string;
  primaryConfig: boolean;
  /** Absent when the server keeps it (our gateway): a blank one on save keeps the stored one. */
  password?: string;
};

function toOsonConfig(row: Row, withPassword: boolean): OsonConfig {
  return {
    id: Number(row.id),
    deviceName: text(row.deviceName),
    phone: text(row.phone),
    deviceId: text(row.deviceId),
    apiUrl: text(row.apiUrl),
    primaryConfig: row.primaryConfig === true,
    ...(withPassword && typeof row.password === 'string' ? { password: row.password } : {}),
  };
}

function writableFields(data: Row) {
  return {
    deviceName: text(data.deviceName).trim(),
    phone: text(data.phone).trim(),
    password: text(data.password),
    deviceId: text(data.deviceId).trim(),
    apiUrl: text(data.apiUrl).trim(),
  };
}

async function fetchAll(http: HttpClient): Promise<OsonConfig[]> {
  const rows = rowsOf((await http('/oson/config')).data, 'Oson configs');
  return rows.map((row) => toOsonConfig(row, false));
}

export const osonConfigsResource: ResourceFactory<OsonConfig> = ({ http }) => ({
  getList: async (params) => applyListParams(await fetchAll(http), params),
  getOne: async (params) => {
    const { data } = await http(`/oson/config/${idPath(params.id)}`);
    if (!hasField(data, 'id')) throw new Error(`Oson config ${params.id} not found`);
    return { data: toOsonConfig(data, true) };
  },
  create: async (params) => {
    const body = writableFields(params.data);
    const { data } = await http('/oson/config', { method: 'POST', body });
    // The phone is unique: a text answer's new record is found by it.
    return createdRecord(
      data,
      (row) => toOsonConfig(row, true),
      () => fetchAll(http),
      (config) => config.phone === body.phone,
      'Oson config',
    );
  },
  update: async (params) => {
    const previous: Partial<OsonConfig> = params.previousData ?? {};
    const body = {
      id: Number(params.id),
      ...writableFields({ ...previous, ...params.data }),
      primaryConfig: previous.primaryConfig === true,
    };
    const { data } = await http(`/oson/config/${idPath(params.id)}`, {
      method: 'PUT',
      body,
    });
    return { data: hasField(data, 'id') ? toOsonConfig(data, true) : { ...previous, ...body } };
  },
  delete: async (params) => {
    await http(`/oson/config/${idPath(params.id)}`, { method: 'DELETE' });
    return deleted(params);
  },
});

export function osonConfigApi(http: HttpClient) {
  return {
    async setPrimaryOsonConfig(id: number | string): Promise<void> {
      await http(`/oson/config/${idPath(id)}/set-primary`, { method: 'PUT' });
    },
  };
}
