// The journal's filters as its form holds them, and what the phone's button counts.
import { describe, expect, it } from 'vitest';
import { activeFilterCount, fromFilter } from '../../../src/resources/transactions/filterValues';

describe('journal filters', () => {
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
