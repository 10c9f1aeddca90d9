// The journal's WHERE builders: chat id prefixes as index-friendly ranges, literal LIKE text,
// and which filters the daily counts can answer.
import { describe, expect, it } from 'vitest';
import {
  chatIdPrefixRanges,
  dailyCountWhere,
  escapeLike,
  transactionWhere,
} from '../../../server/db/repositories/transactionFilters.ts';

describe('chatIdPrefixRanges', () => {
  it('covers every length up to 16 digits', () => {
    const ranges = chatIdPrefixRanges('12');
    expect(ranges.slice(0, 3)).toEqual([
      [12, 12],
      [120, 129],
      [1200, 1299],
    ]);
    expect(ranges).toHaveLength(15);
    expect(ranges[14]).toEqual([1_200_000_000_000_000, 1_299_999_999_999_999]);
  });

  it('stops at the largest safe integer', () => {
    expect(chatIdPrefixRanges('9').at(-1)).toEqual([9e15, Number.MAX_SAFE_INTEGER]);
    expect(chatIdPrefixRanges('9007199254740991')).toEqual([
      [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    ]);
    expect(chatIdPrefixRanges('9999999999999999')).toEqual([]);
  });
});

describe('escapeLike', () => {
  it.each([
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['plain', 'plain'],
  ])('%s -> %s', (text, escaped) => {
    expect(escapeLike(text)).toBe(escaped);
  });
});

describe('transactionWhere and dailyCountWhere', () => {
  it('turns business days into created_at bounds for the journal', () => {
    const where = transactionWhere(
      { dateFrom: '2025-03-10', dateTo: '2025-03-10' },
      'Asia/Tashkent',
    );
    expect(where.sql).toBe('WHERE created_at >= @createdFrom AND created_at < @createdBefore');
    expect(where.params).toEqual({
      createdFrom: '2025-03-09T19:00:00.000Z',
      createdBefore: '2025-03-10T19:00:00.000Z',
    });
  });

  it('searches names with unicode_lower only for non-ASCII text', () => {
    expect(transactionWhere({ q: 'Aziz' }, 'UTC')).toEqual({
      sql: "WHERE full_name LIKE @name ESCAPE '\\'",
      params: { name: '%Aziz%' },
    });
    expect(transactionWhere({ q: 'ИВАН' }, 'UTC')).toEqual({
      sql: "WHERE unicode_lower(full_name) LIKE @name ESCAPE '\\'",
      params: { name: '%иван%' },
    });
    // A leading zero is never part of a chat id: that is name text.
    expect(transactionWhere({ q: '0123' }, 'UTC').params).toEqual({ name: '%0123%' });
  });

  it('lets the daily counts answer every filter but search text', () => {
    expect(dailyCountWhere({})).toEqual({ sql: '', params: {} });
    expect(
      dailyCountWhere({ status: 'APPROVED', cardId: 2, dateFrom: '2025-03-01', q: ' ' }),
    ).toEqual({
      sql: 'WHERE admin_card_id = @cardId AND status = @status AND business_day >= @dateFrom',
      params: { cardId: 2, status: 'APPROVED', dateFrom: '2025-03-01' },
    });
    expect(dailyCountWhere({ q: 'aziz' })).toBeUndefined();
  });
});
