import { describe, expect, it } from 'vitest';
import { applyListParams } from '../../src/providers/listParams';

const rows = [
  { id: 1, name: 'Bravo', amount: 300, city: 'Toshkent' },
  { id: 2, name: 'alpha', amount: 20, city: '' },
  { id: 3, name: 'Charlie', amount: 1000, city: 'Samarqand' },
  { id: 4, name: 'delta', amount: 20, city: 'Toshkent' },
];

describe('applyListParams', () => {
  it.each([
    ['name', 'ASC', [2, 1, 3, 4]],
    ['name', 'DESC', [4, 3, 1, 2]],
    ['amount', 'ASC', [2, 4, 1, 3]],
    ['amount', 'DESC', [3, 1, 2, 4]],
    // Empty values stay last in both directions.
    ['city', 'ASC', [3, 1, 4, 2]],
    ['city', 'DESC', [1, 4, 3, 2]],
  ])('sorts by %s %s (numbers numerically, text case-insensitively)', (field, order, ids) => {
    expect(applyListParams(rows, { sort: { field, order } }).data.map((r) => r.id)).toEqual(ids);
  });

  it('pages after sorting and reports the total before paging', () => {
    const result = applyListParams(rows, {
      sort: { field: 'id', order: 'DESC' },
      pagination: { page: 2, perPage: 3 },
    });
    expect(result).toEqual({ data: [rows[0]], total: 4 });
  });

  it('filters by equality, lists and a free-text q, ignoring empty filter values', () => {
    expect(applyListParams(rows, { filter: { city: 'Toshkent', name: '' } }).total).toBe(2);
    expect(applyListParams(rows, { filter: { id: [1, 3] } }).data.map((r) => r.id)).toEqual([1, 3]);
    expect(applyListParams(rows, { filter: { q: 'SAMAR' } }).data.map((r) => r.id)).toEqual([3]);
    expect(applyListParams(rows, { filter: { q: '100' } }).data.map((r) => r.id)).toEqual([3]);
  });

  it('does not change the input array', () => {
    const copy = [...rows];
    applyListParams(rows, { sort: { field: 'name', order: 'DESC' } });
    expect(rows).toEqual(copy);
  });

  it('answers an empty page past the end', () => {
    expect(applyListParams(rows, { pagination: { page: 9, perPage: 10 } })).toEqual({
      data: [],
      total: 4,
    });
  });
});
