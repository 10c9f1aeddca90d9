// The journal's filters as its form holds them (strings, '' for "any"), and what the phone's
// filter button counts of them.
import { fieldsOf } from '../../ui/admin/FilterForm';

export const FILTER_FIELDS = [
  'cardId',
  'platformId',
  'status',
  'type',
  'q',
  'dateFrom',
  'dateTo',
] as const;
export type FilterValues = Record<(typeof FILTER_FIELDS)[number], string>;

export const NO_FILTERS = Object.fromEntries(
  FILTER_FIELDS.map((field) => [field, '']),
) as FilterValues;

export const fromFilter = (filter: Record<string, unknown>): FilterValues =>
  fieldsOf(NO_FILTERS, filter);

/** What the phone's filter button counts: each set field, the date range as one. */
export function activeFilterCount(filter: Record<string, unknown>): number {
  const values = fromFilter(filter);
  const single = (['cardId', 'platformId', 'status', 'type', 'q'] as const).filter(
    (field) => values[field].trim() !== '',
  ).length;
  return single + (values.dateFrom || values.dateTo ? 1 : 0);
}
