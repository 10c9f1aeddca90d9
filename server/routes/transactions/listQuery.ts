// The query of GET /transactions: its schema (filters checked by Ajv, with field-naming 400s) and
// the reading of what Ajv cannot check: real calendar dates, and the JSON `range`
// and `sort` of the ra-data-simple-rest convention. Without a range: the newest 100 matches.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { parseCalendarDate } from '../../businessTime.ts';
import type { TransactionFilter } from '../../db/repositories/transactionFilters.ts';
import {
  NEWEST_FIRST,
  TRANSACTION_SORT_FIELDS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '../../db/repositories/transactions.ts';
import type {
  TransactionSort,
  TransactionSortField,
  TransactionStatus,
  TransactionType,
} from '../../db/repositories/transactions.ts';
import { badRequest } from '../../errors.ts';
import { GROWING_LIST, parseJson, rangeProperty, readPage } from '../listPage.ts';
import type { Page } from '../listPage.ts';
import { Text } from '../schemaTypes.ts';

export { parseRange } from '../listPage.ts';

// An empty value counts as absent, as with the production backend (the panel omits empty
// filters anyway); anything else must be valid. Strings, not integers: Ajv's coercion would
// accept "0x10" or "1e3". `description` completes the 400 message.
const optionalId = Type.String({
  pattern: '^([1-9][0-9]{0,14})?$',
  description: 'a positive integer',
});

// Telegram ids have at most 16 digits (db/repositories/transactionFilters.ts).
const optionalChatId = Type.String({
  pattern: '^([1-9][0-9]{0,15})?$',
  description: 'a positive integer',
});

const oneOf = (values: readonly string[]) =>
  Type.String({
    pattern: `^(${values.join('|')})?$`,
    description: `one of ${values.join(', ')}`,
  });

// `examples`: a valid request (tests/server/fuzz/routeTable.ts).
export const listQuerySchema = Type.Object(
  {
    cardId: Type.Optional(optionalId),
    platformId: Type.Optional(optionalId),
    chatId: Type.Optional(optionalChatId),
    status: Type.Optional(oneOf(TRANSACTION_STATUSES)),
    type: Type.Optional(oneOf(TRANSACTION_TYPES)),
    q: Type.Optional(Text(100)),
    dateFrom: Type.Optional(Text(32)),
    dateTo: Type.Optional(Text(32)),
    range: Type.Optional(rangeProperty),
    sort: Type.Optional(Text(64)),
  },
  {
    examples: [
      {
        cardId: '1',
        platformId: '1',
        status: 'APPROVED',
        type: 'TOP_UP',
        q: 'ali',
        dateFrom: '2025-01-01',
        dateTo: '2025-12-31',
        range: '[0,24]',
        sort: '["createdAt","DESC"]',
      },
    ],
  },
);

export type ListQuery = Static<typeof listQuerySchema>;

export interface ListRequest {
  filter: TransactionFilter;
  sort: TransactionSort;
  /** The `range` asked for, or the default page (the newest 100). */
  page: Page;
}

const present = (value: string | undefined) => (value ? value : undefined);
const optionalNumber = (value: string | undefined) => (value ? Number(value) : undefined);

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
    chatId: optionalNumber(query.chatId),
    status: present(query.status) as TransactionStatus | undefined,
    type: present(query.type) as TransactionType | undefined,
    q: present(query.q?.trim()),
    dateFrom: readDay(query.dateFrom, 'dateFrom'),
    dateTo: readDay(query.dateTo, 'dateTo'),
  };
  return {
    filter,
    sort: query.sort ? parseSort(query.sort) : NEWEST_FIRST,
    page: readPage(query.range, GROWING_LIST),
  };
}
