// Transactions journal (docs/product.md, Journal; docs/backend.md, transactions).
//   getList    -> GET    /transactions?cardId&platformId&chatId&status&type&q&dateFrom&dateTo
//                        &range=[start,end]&sort=["field","ORDER"]
//   delete     -> DELETE /transactions/{id}
//   deleteMany -> DELETE /transactions/bulk   body: [ids]
// Every filter is sent. Our server pages, sorts and filters when asked (it answers
// Content-Range); the production backend applies cardId, platformId, status and type, ignores
// the rest and answers its newest 100 matches as a plain array, which is then searched, filtered
// by date, sorted and paged here. Such an answer carries `meta.loadedOnly`, so that the journal
// can say its search and dates saw only those rows, instead of claiming that nothing exists.
import { parseServerTime } from '../../lib/serverTime';
import { totalFromContentRange } from '../contentRange';
import { applyListParams } from '../listParams';
import { SERVER_PAGE_LIMIT, transactionsPageRead, transactionsRead, type Read } from '../reads';
import { hasField, idPath, numberOrNull, rowsOf, text, type Row } from '../decode';
import { ApiError } from '../httpClient';
import { deleted, type ResourceFactory } from './types';

export type Transaction = {
  id: number;
  chatId: number | null;
  platform: string;
  fullName: string;
  cardNumber: string;
  amount: number | null;
  uniqueAmount: number | null;
  status: string;
  type: string;
  /** ISO instant ('' when unknown). */
  createdAt: string;
  // The rest of what both backends send, for the detail panel (null or '' when not sent).
  currency: string;
  platformUserId: string;
  adminCardId: number | null;
  billId: string;
  /** The payment provider's id of the transaction. */
  transactionId: string;
  payUrl: string;
  paymentAttempts: number | null;
  // The gateway's copy of the backend's journal only ('' on the embedded API):
  /** ISO instant an answer of the backend last carried the transaction. */
  lastSeenAt: string;
  /** ISO instant since which the backend no longer shows it where it should. */
  missingSince: string;
};

/** The filters a whole-list answer leaves to the browser (chatId: the user page's person). */
export const CLIENT_ONLY_FILTERS = ['chatId', 'q', 'dateFrom', 'dateTo'] as const;

/** How many rows the production backend answers at most (its newest matches). */
export const WHOLE_LIST_LIMIT = 100;

/** `meta.loadedOnly` of a whole-list answer: what the journal then says next to its rows. */
export interface LoadedOnly {
  /** Rows the server sent, before the browser's search and date filter. */
  loaded: number;
  /** The server may have more matches than it sent. */
  capped: boolean;
  /** The search or a date bound is set, so it saw only the loaded rows. */
  clientFiltered: boolean;
}

/** An instant the server wrote (ISO, with its zone) in one spelling, or '' when there is none. */
function instant(value: unknown): string {
  const time = typeof value === 'string' && value ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : '';
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

export function toTransaction(row: Row, timeZone: string): Transaction {
  const created = parseServerTime(row.createdAt, timeZone);
  return {
    id: Number(row.id),
    chatId: numberOrNull(row.chatId),
    platform: text(row.platform),
    fullName: text(row.fullName),
    cardNumber: text(row.cardNumber),
    amount: numberOrNull(row.amount),
    uniqueAmount: numberOrNull(row.uniqueAmount),
    status: text(row.status),
    type: text(row.type),
    createdAt: created ? created.toISOString() : '',
    currency: text(row.currency),
    platformUserId: text(row.platformUserId),
    adminCardId: numberOrNull(row.adminCardId),
    billId: text(row.billId),
    transactionId: text(row.transactionId),
    payUrl: text(row.payUrl),
    paymentAttempts: numberOrNull(row.paymentAttempts),
    lastSeenAt: instant(row.lastSeenAt),
    missingSince: instant(row.missingSince),
  };
}

/** Local calendar date (yyyy-MM-dd) of an ISO instant, as the admin's browser sees it. */
function localDate(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The person, search and date filters a whole-list answer still needs (the rest the server
 * applied). The chat ID matches exactly, unlike the search's first digits.
 */
export function matchesClientFilters(row: Transaction, filter: Record<string, unknown>): boolean {
  const chatId = text(filter.chatId).trim();
  if (chatId && String(row.chatId ?? '') !== chatId) return false;
  const q = text(filter.q).trim().toLowerCase();
  if (q) {
    const byChat = /^\d+$/.test(q) && String(row.chatId ?? '').startsWith(q);
    if (!byChat && !row.fullName.toLowerCase().includes(q)) return false;
  }
  const day = row.createdAt ? localDate(row.createdAt) : '';
  if (filter.dateFrom && (!day || day < String(filter.dateFrom))) return false;
  if (filter.dateTo && (!day || day > String(filter.dateTo))) return false;
  return true;
}

export const transactionsResource: ResourceFactory<Transaction> = ({ http, serverTimeZone }) => {
  async function fetchRows({ path, query }: Read) {
    const response = await http(path, { query });
    const rows = rowsOf(response.data, 'transactions').map((row) =>
      toTransaction(row, serverTimeZone()),
    );
    return { rows, total: totalFromContentRange(response.headers.get('Content-Range')) };
  }

  return {
    getList: async (params) => {
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
      const start = (page - 1) * perPage;
      const first = await fetchRows(transactionsPageRead(params));
      if (first.total === null) {
        // A whole-list answer: search, sort and page it here.
        const filter = params.filter ?? {};
        const rows = first.rows.filter((row) => matchesClientFilters(row, filter));
        const loadedOnly: LoadedOnly = {
          loaded: first.rows.length,
          capped: first.rows.length >= WHOLE_LIST_LIMIT,
          clientFiltered: CLIENT_ONLY_FILTERS.some((key) => isSet(filter[key])),
        };
        const page = applyListParams(rows, {
          sort: params.sort,
          pagination: params.pagination,
        });
        return { ...page, meta: { loadedOnly } };
      }
      const data = [...first.rows];
      // Only reads longer than one server page (the CSV export) continue in further pages.
      let more = perPage > SERVER_PAGE_LIMIT && first.rows.length === SERVER_PAGE_LIMIT;
      while (more && data.length < perPage && start + data.length < first.total) {
        const from = start + data.length;
        const size = Math.min(perPage - data.length, SERVER_PAGE_LIMIT);
        const next = await fetchRows(transactionsRead(params, from, from + size - 1));
        data.push(...next.rows);
        more = next.rows.length === size;
      }
      return { data, total: first.total };
    },
    getOne: async (params) => {
      // Our server answers the one transaction. The production backend has no such read: the
      // record is then taken from the rows its list answers (its newest 100).
      try {
        const { data } = await http(`/transactions/${idPath(params.id)}`);
        if (hasField(data, 'id')) return { data: toTransaction(data, serverTimeZone()) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) throw error;
      }
      const { rows } = await fetchRows(transactionsRead({}, 0, WHOLE_LIST_LIMIT - 1));
      const found = rows.find((row) => String(row.id) === String(params.id));
      if (!found) throw new ApiError('Transaction not found', 404);
      return { data: found };
    },
    delete: async (params) => {
      await http(`/transactions/${idPath(params.id)}`, { method: 'DELETE' });
      return deleted(params);
    },
    deleteMany: async (params) => {
      await http('/transactions/bulk', { method: 'DELETE', body: params.ids.map(Number) });
      return { data: params.ids };
    },
  };
};
