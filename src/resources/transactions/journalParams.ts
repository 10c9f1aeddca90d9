// What the journal asks for when neither the address nor the admin's last visit says otherwise
// (the newest 25), how it reads the cards and platforms its filter offers, and which page
// react-admin's list will ask for on arrival. The screen and the start-up's early reads
// (speed/earlyReads.ts) share them, so they ask for the same thing; this module stays free of
// react-admin so that the early reads load little.
import type { SortPayload } from 'ra-core';
import type { ListParams } from '../../providers/listParams';

export const JOURNAL_SORT = { field: 'createdAt', order: 'DESC' } as const;
export const JOURNAL_PER_PAGE = 25;

/** Every card and platform, for the filter's choices. */
export const FILTER_CHOICE_PARAMS = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'id', order: 'ASC' as const },
};

type Query = Record<string, unknown>;

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

/** Whether the admin's last parameters differ from a first visit's (ra-core's hasCustomParams). */
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
 * The page react-admin's list asks for on arrival: the address's parameters, else those kept
 * from the admin's last visit (`stored`), else the defaults; the same merge as ra-core's
 * getQuery, which a test holds this to.
 */
export function journalArrivalParams(
  search: string,
  stored: unknown,
): Required<ListParams> & { sort: SortPayload } {
  const fromAddress = queryFromSearch(search);
  const query: Query =
    Object.keys(fromAddress).length > 0
      ? fromAddress
      : isObject(stored) && isCustom(stored)
        ? { ...stored }
        : { filter: {} };
  if (!query.sort) {
    query.sort = JOURNAL_SORT.field;
    query.order = JOURNAL_SORT.order;
  }
  const perPage = numberOr(query.perPage ?? JOURNAL_PER_PAGE, 10);
  return {
    pagination: { page: numberOr(query.page ?? 1, 1), perPage },
    // As ra-core reads it: whatever the address says (the server refuses what it cannot sort by).
    sort: { field: query.sort as string, order: query.order as SortPayload['order'] },
    filter: isObject(query.filter) ? query.filter : {},
  };
}
