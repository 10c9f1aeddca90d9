// The journal's filters as the form holds them (strings, '' for "any") and as the list applies
// them (only the set ones, so the URL and the request carry nothing empty).
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

export const NO_FILTERS: FilterValues = {
  cardId: '',
  platformId: '',
  status: '',
  type: '',
  q: '',
  dateFrom: '',
  dateTo: '',
};

export function fromFilter(filter: Record<string, unknown>): FilterValues {
  return Object.fromEntries(
    FILTER_FIELDS.map((field) => [field, filter[field] == null ? '' : String(filter[field])]),
  ) as FilterValues;
}

/** The set fields of the form's values (a cleared field is null in react-admin's form). */
export function toFilter(
  values: Partial<Record<keyof FilterValues, string | null>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}

/** What the phone's filter button counts: each set field, the date range as one. */
export function activeFilterCount(filter: Record<string, unknown>): number {
  const values = fromFilter(filter);
  const single = (['cardId', 'platformId', 'status', 'type', 'q'] as const).filter(
    (field) => values[field].trim() !== '',
  ).length;
  return single + (values.dateFrom || values.dateTo ? 1 : 0);
}
