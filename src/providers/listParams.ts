// Paging, sorting and filtering of whole-list answers on the client. The production backend
// returns complete arrays with no paging, so react-admin's list params are applied here.
export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: 'ASC' | 'DESC' | string };
  filter?: Record<string, unknown>;
}

type Row = Record<string, unknown>;

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  // Empty values sort last in ascending order, whatever their type.
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

function matchesFilter(row: Row, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, expected]) => {
    if (expected === undefined || expected === null || expected === '') return true;
    if (key === 'q') {
      const needle = String(expected).toLowerCase();
      return Object.values(row).some(
        (value) =>
          (typeof value === 'string' || typeof value === 'number') &&
          String(value).toLowerCase().includes(needle),
      );
    }
    const actual = row[key];
    if (Array.isArray(expected)) return expected.map(String).includes(String(actual));
    return String(actual) === String(expected);
  });
}

export function applyListParams<T extends Row>(
  rows: readonly T[],
  params: ListParams,
): { data: T[]; total: number } {
  const filtered = params.filter
    ? rows.filter((row) => matchesFilter(row, params.filter!))
    : [...rows];
  if (params.sort?.field) {
    const { field } = params.sort;
    const direction = String(params.sort.order).toUpperCase() === 'DESC' ? -1 : 1;
    // Array.prototype.sort is stable, so equal keys keep the server's order.
    filtered.sort((a, b) => {
      const result = compareValues(a[field], b[field]);
      const emptyA = a[field] === null || a[field] === undefined || a[field] === '';
      const emptyB = b[field] === null || b[field] === undefined || b[field] === '';
      return emptyA || emptyB ? result : result * direction;
    });
  }
  const total = filtered.length;
  if (!params.pagination) return { data: filtered, total };
  const { page, perPage } = params.pagination;
  const start = Math.max(0, (page - 1) * perPage);
  return { data: filtered.slice(start, start + perPage), total };
}
