// Login history (docs/product.md, Login history).
//   getList -> GET /admin/login?range=[start,end]
// Our server answers that page, newest first, with Content-Range giving the total. The production
// backend ignores the range and answers its whole history as an unsorted array (no
// Content-Range), which is then sorted and paged here. loginTime is normalised to an ISO instant
// through the one server-time helper.
import { parseServerTime } from '../../lib/serverTime';
import { totalFromContentRange } from '../contentRange';
import { applyListParams } from '../listParams';
import { rowsOf, text } from '../decode';
import type { ResourceFactory } from './types';

export type LoginRecord = {
  /** The server's id, or one made from the row's place when it sent none. */
  id: string | number;
  username: string;
  deviceName: string;
  city: string;
  country: string;
  ipAddress: string;
  userAgent: string;
  /** ISO 8601 instant, or '' when the server sent none. */
  loginTime: string;
};

export const loginHistoryResource: ResourceFactory<LoginRecord> = ({ http, serverTimeZone }) => ({
  getList: async (params) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 20 };
    const start = (page - 1) * perPage;
    const response = await http('/admin/login', {
      query: { range: JSON.stringify([start, start + perPage - 1]) },
    });
    const rows = rowsOf(response.data, 'login history');
    const records: LoginRecord[] = rows.map((row, index) => {
      const time = parseServerTime(row.loginTime, serverTimeZone());
      return {
        id:
          typeof row.id === 'string' || typeof row.id === 'number'
            ? row.id
            : `row-${start + index}`,
        username: text(row.username),
        deviceName: text(row.deviceName),
        city: text(row.city),
        country: text(row.country),
        ipAddress: text(row.ipAddress),
        userAgent: text(row.userAgent),
        loginTime: time ? time.toISOString() : '',
      };
    });
    const total = totalFromContentRange(response.headers.get('Content-Range'));
    // Our server's page: already newest first (its only order).
    if (total !== null) return { data: records, total };
    const sort = params.sort?.field ? params.sort : { field: 'loginTime', order: 'DESC' as const };
    return applyListParams(records, { ...params, sort });
  },
});
