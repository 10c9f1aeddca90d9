// The query of GET /transactions: its schema (filters checked by Ajv, with field-naming 400s) and
// the reading of what Ajv cannot check: real calendar dates, and the JSON `range`
// and `sort` of the ra-data-simple-rest convention.
import { parseCalendarDate } from '../../businessTime.ts';
import type { TransactionFilter } from '../../db/repositories/transactionFilters.ts';
import {
  NEWEST_FIRST,
  TRANSACTION_SORT_FIELDS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '../../db/repositories/transactions.ts';
import type {
  TransactionPage,
  TransactionSort,
  TransactionSortField,
  TransactionStatus,
  TransactionType,
} from '../../db/repositories/transactions.ts';
import { badRequest } from '../../errors.ts';

/** At most this many rows per page (range end - start + 1). */
export const MAX_PAGE_ROWS = 1000;

// An empty value counts as absent, as with the production backend (the panel omits empty
// filters anyway); anything else must be valid. Strings, not integers: Ajv's coercion would
// accept "0x10" or "1e3". `description` completes the 400 message.
const optionalId = {
  type: 'string',
  pattern: '^([1-9][0-9]{0,14})?$',
  description: 'a positive integer',
} as const;

const oneOf = (values: readonly string[]) =>
  ({
    type: 'string',
    pattern: `^(${values.join('|')})?$`,
    description: `one of ${values.join(', ')}`,
  }) as const;

export const listQuerySchema = {
  type: 'object',
  properties: {
    cardId: optionalId,
    platformId: optionalId,
    status: oneOf(TRANSACTION_STATUSES),
    type: oneOf(TRANSACTION_TYPES),
    q: { type: 'string', maxLength: 100 },
    dateFrom: { type: 'string', maxLength: 32 },
    dateTo: { type: 'string', maxLength: 32 },
    range: { type: 'string', maxLength: 64 },
    sort: { type: 'string', maxLength: 64 },
  },
} as const;

export interface ListQuery {
  cardId?: string;
  platformId?: string;
  status?: string;
  type?: string;
  q?: string;
  dateFrom?: string;
  dateTo?: string;
  range?: string;
  sort?: string;
}

export interface ListRequest {
  filter: TransactionFilter;
  sort: TransactionSort;
  /** Present in paging mode (a `range` was given). */
  page?: TransactionPage;
}

const present = (value: string | undefined) => (value ? value : undefined);
const optionalNumber = (value: string | undefined) => (value ? Number(value) : undefined);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const RANGE_RULE = `must be [start, end]: integers, 0 <= start <= end, at most ${MAX_PAGE_ROWS} rows`;

/** `[0, 24]` (both inclusive) -> offset 0, limit 25. */
export function parseRange(text: string): TransactionPage {
  const range = parseJson(text);
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) ||
    range[0] > range[1] ||
    range[1] - range[0] >= MAX_PAGE_ROWS
  ) {
    throw badRequest(`range: ${RANGE_RULE}`);
  }
  return { offset: range[0], limit: range[1] - range[0] + 1 };
}

const SORT_RULE = `must be [field, "ASC" or "DESC"], field one of ${TRANSACTION_SORT_FIELDS.join(', ')}`;

/** `["amount","ASC"]` -> { field: 'amount', order: 'ASC' }. */
export function parseSort(text: string): TransactionSort {
  const sort = parseJson(text);
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    !TRANSACTION_SORT_FIELDS.includes(sort[0]) ||
    (sort[1] !== 'ASC' && sort[1] !== 'DESC')
  ) {
    throw badRequest(`sort: ${SORT_RULE}`);
  }
  return { field: sort[0] as TransactionSortField, order: sort[1] };
}

function readDay(value: string | undefined, field: string): string | undefined {
  if (!value) return undefined;
  const day = parseCalendarDate(value);
  if (!day) throw badRequest(`${field}: must be a date YYYY-MM-DD`);
  return day;
}

/** Filters, order and page of a request whose query already passed listQuerySchema. */
export function readListQuery(query: ListQuery): ListRequest {
  const filter: TransactionFilter = {
    cardId: optionalNumber(query.cardId),
    platformId: optionalNumber(query.platformId),
    status: present(query.status) as TransactionStatus | undefined,
    type: present(query.type) as TransactionType | undefined,
    q: present(query.q?.trim()),
    dateFrom: readDay(query.dateFrom, 'dateFrom'),
    dateTo: readDay(query.dateTo, 'dateTo'),
  };
  return {
    filter,
    sort: query.sort ? parseSort(query.sort) : NEWEST_FIRST,
    page: query.range ? parseRange(query.range) : undefined,
  };
}
