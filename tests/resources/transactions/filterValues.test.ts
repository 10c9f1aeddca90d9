// What the journal's filter form hands the list: only the fields that are set (react-admin's form
// gives a cleared field as null), and what the phone's button counts.
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  fromFilter,
  toFilter,
} from '../../../src/resources/transactions/filterValues';

describe('journal filters', () => {
  it('keeps only the set fields, whatever an empty one looks like', () => {
    expect(
      toFilter({ status: 'FAILED', q: '  ', cardId: null, dateFrom: '2025-09-01', dateTo: '' }),
    ).toEqual({ status: 'FAILED', dateFrom: '2025-09-01' });
  });

  it("reads the list's filter into the form's strings", () => {
    expect(fromFilter({ platformId: 2, q: 'Aziz' })).toEqual({
      cardId: '',
      platformId: '2',
      status: '',
      type: '',
      q: 'Aziz',
      dateFrom: '',
      dateTo: '',
    });
  });

  it('counts the date range as one filter', () => {
    expect(
      activeFilterCount({ status: 'FAILED', dateFrom: '2025-09-01', dateTo: '2025-09-09' }),
    ).toBe(2);
  });
});
