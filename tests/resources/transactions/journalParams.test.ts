// The page the journal asks for on arrival, as its declaration's first data names it: ra-core's
// merge of the address, the last visit and the journal's defaults (the merge itself is held to
// ra-core's in tests/raCoreInternals/reliances.test.tsx).
import { describe, expect, it } from 'vitest';
import { journalArrivalParams } from '../../../src/resources/transactions/journalParams';

describe('the journal page asked for on arrival', () => {
  it('is the newest 25 on a first visit', () => {
    expect(journalArrivalParams('', undefined)).toEqual({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
  });

  it("is the address's page, in the journal's order when the address names none", () => {
    expect(journalArrivalParams('?page=2&perPage=50', { filter: { q: 'Aziz' } })).toEqual({
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
  });
});
