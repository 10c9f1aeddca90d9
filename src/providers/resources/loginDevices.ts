// Login history (SPEC §2 'Kirishlar Tarixi').
//   getList -> GET /admin/login   (an unsorted array on the production backend; sorted here)
// loginTime is normalised to an ISO instant through the one server-time helper.
import type { RaRecord } from 'ra-core';
import { parseServerTime } from '../../lib/serverTime';
import { applyListParams } from '../listParams';
import { expectArray, type ResourceFactory } from './types';

export interface LoginRecord extends RaRecord {
  username: string;
  deviceName: string;
  city: string;
  country: string;
  ipAddress: string;
  userAgent: string;
  /** ISO 8601 instant, or '' when the server sent none. */
  loginTime: string;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export const loginDevicesResource: ResourceFactory = ({ http, serverTimeZone }) => ({
  getList: async (_resource, params) => {
    const rows = expectArray((await http('/admin/login')).data, 'login history');
    const records: LoginRecord[] = rows.map((row, index) => {
      const time = parseServerTime(row.loginTime as string | null, serverTimeZone());
      return {
        id: (row.id as string | number | undefined) ?? `row-${index}`,
        username: str(row.username),
        deviceName: str(row.deviceName),
        city: str(row.city),
        country: str(row.country),
        ipAddress: str(row.ipAddress),
        userAgent: str(row.userAgent),
        loginTime: time ? time.toISOString() : '',
      };
    });
    const sort = params.sort?.field ? params.sort : { field: 'loginTime', order: 'DESC' as const };
    return applyListParams(records, { ...params, sort }) as never;
  },
});
