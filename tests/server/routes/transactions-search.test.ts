// GET /api/transactions search box (chat id prefix or part of the name, any case, % and _
// taken literally) and business-day dates (dateFrom, dateTo) in BUSINESS_TIME_ZONE.
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.ts';
import { listSamplePerTest } from './journalFixture.ts';
import { addPaymentAccounts, addRows, journalRow } from './transactionFixtures.ts';
import type { Row } from './transactionSamples.ts';

const { listIds, pick } = listSamplePerTest();
const [r1, r2, r3, r4, r5, r6] = [0, 1, 2, 3, 4, 5];

describe('search (q)', () => {
  it('matches digits against the chat id, exactly or as its first digits', async () => {
    expect(await listIds('?q=987654321')).toEqual(pick(r3));
    expect(await listIds('?q=50123')).toEqual(pick(r2, r1));
    expect(await listIds('?q=5012345678')).toEqual(pick(r1));
    expect(await listIds('?q=7001002003')).toEqual(pick(r4, r5));
    expect(await listIds('?q=123')).toEqual(pick(r6));
    // Digits inside a chat id are not a prefix.
    expect(await listIds('?q=2345678')).toEqual([]);
    expect(await listIds('?q=50123999999')).toEqual([]);
  });

  it('matches other text against part of the full name in any letter case', async () => {
    expect(await listIds('?q=aziz')).toEqual(pick(r1));
    expect(await listIds('?q=KARIM')).toEqual(pick(r1));
    expect(await listIds(`?q=${encodeURIComponent(' rahim ')}`)).toEqual(pick(r5));
    // Cyrillic folds too, which SQLite's own LIKE does not do.
    expect(await listIds(`?q=${encodeURIComponent('иван')}`)).toEqual(pick(r2));
    expect(await listIds(`?q=${encodeURIComponent('ПЕТРОВ')}`)).toEqual(pick(r2));
    expect(await listIds('?q=nobody')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await listIds(`?q=${encodeURIComponent('%')}`)).toEqual(pick(r4));
    expect(await listIds('?q=_')).toEqual(pick(r5));
    expect(await listIds(`?q=${encodeURIComponent('100%')}`)).toEqual(pick(r4));
  });

  it('combines with the filters', async () => {
    expect(await listIds('?q=7001002003&type=WITHDRAWAL')).toEqual(pick(r5));
    expect(await listIds('?q=7001002003&status=FAILED')).toEqual([]);
  });
});

describe('business-day dates (dateFrom, dateTo)', () => {
  it('reads the days in the business zone, both inclusive', async () => {
    // 23:30 in Tashkent on 10 March is 18:30Z: it belongs to the 10th.
    expect(await listIds('?dateFrom=2025-03-10&dateTo=2025-03-10')).toEqual(pick(r2, r5, r1));
    expect(await listIds('?dateFrom=2025-03-11&dateTo=2025-03-11')).toEqual(pick(r3));
    expect(await listIds('?dateFrom=2025-03-11')).toEqual(pick(r6, r4, r3));
    expect(await listIds('?dateTo=2025-03-11')).toEqual(pick(r3, r2, r5, r1));
    expect(await listIds('?dateFrom=2025-03-12&dateTo=2025-03-10')).toEqual([]);
  });

  it('follows BUSINESS_TIME_ZONE', async () => {
    const utc = await buildTestApp({ BUSINESS_TIME_ZONE: 'UTC' });
    try {
      addPaymentAccounts(utc.app.db);
      // 19:00Z is already 11 March in Tashkent, but still the 10th in UTC.
      const [before, after] = addRows(utc.app.db, [
        journalRow({ createdAt: '2025-03-10T18:30:00.000Z' }),
        journalRow({ createdAt: '2025-03-10T19:00:00.000Z' }),
      ]);
      const response = await utc.app.inject({
        url: '/api/transactions?dateFrom=2025-03-10&dateTo=2025-03-10&range=[0,9]',
        headers: { authorization: utc.auth },
      });
      expect(response.json<Row[]>().map((row) => row.id)).toEqual([after, before]);
      expect(response.headers['content-range']).toBe('transactions 0-1/2');
    } finally {
      await utc.app.close();
    }
  });
});
