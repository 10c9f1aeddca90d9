// Login history (SPEC §2 'Kirishlar Tarixi').
//   getList -> GET /admin/login?range=[start,end]
// Our server answers that page, newest first, with Content-Range giving the total. The production
// backend ignores the range and answers its whole history as an unsorted array (no
// Content-Range), which is then sorted and paged here. loginTime is normalised to an ISO instant
// through the one server-time helper.
import type { RaRecord } from 'ra-core';
import { parseServerTime } from '../../lib/serverTime';
import { totalFromContentRange } from '../contentRange';
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
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 20 };
    const start = (page - 1) * perPage;
    const response = await http('/admin/login', {
      query: { range: JSON.stringify([start, start + perPage - 1]) },
    });
    const rows = expectArray(response.data, 'login history');
    const records: LoginRecord[] = rows.map((row, index) => {
      const time = parseServerTime(row.loginTime as string | null, serverTimeZone());
      return {
        id: (row.id as string | number | undefined) ?? `row-${start + index}`,
        username: str(row.username),
        deviceName: str(row.deviceName),
        city: str(row.city),
        country: str(row.country),
        ipAddress: str(row.ipAddress),
        userAgent: str(row.userAgent),
        loginTime: time ? time.toISOString() : '',
      };
    });
    const total = totalFromContentRange(response.headers.get('Content-Range'));
    // Our server's page: already newest first (its only order).
    if (total !== null) return { data: records, total } as never;
    const sort = params.sort?.field ? params.sort : { field: 'loginTime', order: 'DESC' as const };
    return applyListParams(records, { ...params, sort }) as never;
  },
});
