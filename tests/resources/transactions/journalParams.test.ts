// The page the journal asks for on arrival, as the start-up's early read computes it, must be the
// one react-admin's list computes: the same merge of the address, the last visit and defaults.
import { describe, expect, it } from 'vitest';
import { getQuery, parseQueryFromLocation } from 'ra-core';
import {
  JOURNAL_PER_PAGE,
  JOURNAL_SORT,
  journalArrivalParams,
} from '../../../src/resources/transactions/journalParams';

/** What ra-core's list controller asks its dataProvider for, from the same inputs. */
function raCoreArrival(search: string, stored: Record<string, unknown>) {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: stored,
    filterDefaultValues: {},
    sort: JOURNAL_SORT,
    perPage: JOURNAL_PER_PAGE,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
  };
}

const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('the journal page asked for on arrival', () => {
  it.each([
    ['a first visit', '', {}],
    [
      'the address',
      `?filter=${filter({ status: 'FAILED' })}&page=2&perPage=50&sort=id&order=ASC`,
      {},
    ],
    ['the address over the last visit', '?page=3', { filter: { type: 'TOP_UP' }, page: 2 }],
    ['an address with a sort and no order', '?sort=uniqueAmount', {}],
    ['a broken filter in the address', '?filter=%7Bnope&page=2', {}],
    ['a page that is not a number', '?page=abc&perPage=x', {}],
    [
      'the last visit',
      '',
      { filter: { q: 'Aziz' }, page: 1, perPage: 100, sort: 'id', order: 'DESC' },
    ],
    [
      'a last visit like a first one',
      '',
      { filter: {}, page: 1, perPage: null, sort: null, order: null },
    ],
    ['a search with spaces', `?filter=${filter({ q: 'Aziz Karimov' })}`, {}],
  ])('matches react-admin for %s', (_case, search, stored) => {
    expect(journalArrivalParams(search, stored)).toEqual(raCoreArrival(search, stored));
  });

  it('is the newest 25 on a first visit', () => {
    expect(journalArrivalParams('', undefined)).toEqual({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
  });
});
