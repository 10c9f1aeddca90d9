// Oson payment-provider accounts (docs/product.md, Oson accounts).
//   getList  -> GET    /oson/config              (password dropped: the list never shows it)
//   getOne   -> GET    /oson/config/{id}         (password dropped too: the form's blank
//                                              password keeps the stored one)
//   create   -> POST   /oson/config              body {deviceName, phone, password, deviceId, apiUrl}
//   update   -> PUT    /oson/config/{id}         our server (mergedWrites): {id, deviceName,
//              phone, deviceId} and a password typed in; the bare backend, whose PUT saves the
//              body as the whole record (API-NOTES A2: a field left out, the account's API key
//              among them, becomes null): GET /oson/config/{id} just before, then the record as
//              read with the form's fields over it
//   delete   -> DELETE /oson/config/{id}
//   setPrimaryOsonConfig(id) -> PUT /oson/config/{id}/set-primary
// The production backend answers the writes with plain text, so the record is rebuilt from what
// was sent when none comes back.
import { ApiError, type HttpClient } from '../httpClient';
import { applyListParams } from '../listParams';
import { withMovedMeanwhile } from '../movedMeanwhile';
import { hasField, idPath, rowsOf, text, type Row } from '../decode';
import { createdRecord, deleted, type ResourceFactory } from './types';

export type OsonConfig = {
  id: number;
  deviceName: string;
  phone: string;
  deviceId: string;
  apiUrl: string;
  primaryConfig: boolean;
};

/** A config as the panel keeps it: never its password nor its API key, whoever sent them. */
function toOsonConfig(row: Row): OsonConfig {
  return {
    id: Number(row.id),
    deviceName: text(row.deviceName),
    phone: text(row.phone),
    deviceId: text(row.deviceId),
    apiUrl: text(row.apiUrl),
    primaryConfig: row.primaryConfig === true,
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
  return rows.map(toOsonConfig);
}

/**
 * The bare backend saves the PUT's body as the whole record: the record is read just before and
 * sent back as read (its API key, apiUrl, password and primary flag as stored) with the form's
 * fields over it. The read's secrets live in this call only.
 */
async function overFreshConfig(http: HttpClient, path: string, owned: Row): Promise<Row> {
  const { data } = await http(path);
  if (!hasField(data, 'id')) throw new ApiError('Oson config not found', 404);
  return { ...data, ...owned, primaryConfig: data.primaryConfig === true };
}

export const osonConfigsResource: ResourceFactory<OsonConfig> = ({ http, capabilities }) => ({
  getList: async (params) => applyListParams(await fetchAll(http), params),
  getOne: async (params) => {
    const { data } = await http(`/oson/config/${idPath(params.id)}`);
    if (!hasField(data, 'id')) throw new Error(`Oson config ${params.id} not found`);
    return { data: toOsonConfig(data) };
  },
  create: async (params) => {
    const body = writableFields(params.data);
    const { data } = await http('/oson/config', { method: 'POST', body });
    // The phone is unique: a text answer's new record is found by it.
    return createdRecord(
      data,
      toOsonConfig,
      () => fetchAll(http),
      (config) => config.phone === body.phone,
      'Oson config',
    );
  },
  update: async (params) => {
    const previous: Partial<OsonConfig> = params.previousData ?? {};
    const merged: Row = { ...previous, ...params.data };
    const owned: Row = { id: Number(params.id) };
    for (const field of ['deviceName', 'phone', 'deviceId'] as const) {
      if (merged[field] !== undefined) owned[field] = text(merged[field]).trim();
    }
    // Blank: the stored one is kept.
    if (text(merged.password).trim()) owned.password = text(merged.password);
    const path = `/oson/config/${idPath(params.id)}`;
    const body = (await capabilities()).mergedWrites
      ? owned
      : await overFreshConfig(http, path, owned);
    const { data, headers } = await http(path, { method: 'PUT', body });
    const config = hasField(data, 'id')
      ? toOsonConfig(data)
      : toOsonConfig({ ...merged, ...owned });
    return withMovedMeanwhile({ data: config }, headers);
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
