// The page a ra-core list asks for when it is drawn, computed without ra-core: the start-up names
// the journal's first page (resources/transactions/) before ra-core has arrived. A copy of what
// ra-core's list controller does (useListParams: parseQueryFromLocation, hasCustomParams and
// getQuery, public functions whose merge the controller may change in any release): the
// address's parameters, else those the store kept from the last visit, else the list's defaults.
import type { SortPayload } from 'ra-core';

type Query = Record<string, unknown>;

/** A list's page as its controller hands it to useGetList (less a permanent filter and meta). */
export interface ArrivalParams {
  pagination: { page: number; perPage: number };
  sort: SortPayload;
  filter: Record<string, unknown>;
}

/** The defaults a list is drawn with (its ListBase's `sort` and `perPage`). */
export interface ListDefaults {
  sort: SortPayload;
  perPage: number;
}

const isObject = (value: unknown): value is Query =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The address's list parameters, read as ra-core reads them (filter is JSON). */
function queryFromSearch(search: string): Query {
  const query: Query = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (!(key in query)) query[key] = value;
  }
  if (typeof query.filter === 'string') {
    try {
      query.filter = JSON.parse(query.filter);
    } catch {
      delete query.filter;
    }
  }
  return query;
}

/** Whether the kept parameters differ from a first visit's (ra-core's hasCustomParams). */
function isCustom(params: Query): boolean {
  return (
    isObject(params.filter) &&
    (Object.keys(params.filter).length > 0 ||
      params.order != null ||
      params.page !== 1 ||
      params.perPage != null ||
      params.sort != null)
  );
}

function numberOr(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = typeof value === 'string' ? parseInt(value, 10) : Number(value);
  return Number.isNaN(parsed) ? fallback : parsed;
}

/**
 * The page a list with `defaults` asks for at the address's `search`, with `stored` the
 * parameters the store kept for it (at `listParamsStoreKey(resource)`, store.ts).
 */
export function listArrivalParams(
  search: string,
  stored: unknown,
  defaults: ListDefaults,
): ArrivalParams {
  const fromAddress = queryFromSearch(search);
  const query: Query =
    Object.keys(fromAddress).length > 0
      ? fromAddress
      : isObject(stored) && isCustom(stored)
        ? { ...stored }
        : { filter: {} };
  if (!query.sort) {
    query.sort = defaults.sort.field;
    query.order = defaults.sort.order;
  }
  const perPage = numberOr(query.perPage ?? defaults.perPage, 10);
  return {
    pagination: { page: numberOr(query.page ?? 1, 1), perPage },
    // As ra-core reads it: whatever the address says (the server refuses what it cannot sort by).
    sort: { field: query.sort as string, order: query.order as SortPayload['order'] },
    filter: isObject(query.filter) ? query.filter : {},
  };
}
