// The ra-data-simple-rest parameters of GET /transactions: `range` and `sort` as JSON.
import { describe, expect, it } from 'vitest';
import { parseRange, parseSort } from '../../../server/routes/transactions/listQuery.ts';

describe('parseRange', () => {
  it.each([
    ['[0,24]', { offset: 0, limit: 25 }],
    ['[25, 49]', { offset: 25, limit: 25 }],
    ['[7,7]', { offset: 7, limit: 1 }],
    ['[0,999]', { offset: 0, limit: 1000 }],
  ])('%s -> %o', (text, page) => {
    expect(parseRange(text)).toEqual(page);
  });

  it.each([
    '[0,1000]',
    '[5,4]',
    '[-1,3]',
    '[0]',
    '[0,1,2]',
    '[0,"9"]',
    '[0,1.5]',
    'null',
    '0,9',
    '',
  ])('refuses %j', (text) => {
    expect(() => parseRange(text)).toThrow(/^range: must be/);
  });
});

describe('parseSort', () => {
  it.each([
    ['["createdAt","DESC"]', { field: 'createdAt', order: 'DESC' }],
    ['["uniqueAmount","ASC"]', { field: 'uniqueAmount', order: 'ASC' }],
    ['["fullName","ASC"]', { field: 'fullName', order: 'ASC' }],
  ])('%s -> %o', (text, sort) => {
    expect(parseSort(text)).toEqual(sort);
  });

  it.each(['["full_name","ASC"]', '["id","desc"]', '["id"]', '["id","ASC","x"]', '{}', 'id'])(
    'refuses %j',
    (text) => {
      expect(() => parseSort(text)).toThrow(/^sort: must be/);
    },
  );
});
