// GET /api/transactions in the ra-data-simple-rest paging mode: `range` pages with Content-Range
// (counted with the page's own filters), `sort` by any listed field with stable ties, and 400s.
import { describe, expect, it } from 'vitest';
import { listSamplePerTest } from './journalFixture.ts';
import type { Row } from './transactionSamples.ts';

const sample = listSamplePerTest();
const { call, listIds, pick } = sample;
const [r1, r2, r3, r4, r5, r6] = [0, 1, 2, 3, 4, 5];

describe('paging mode (range, sort)', () => {
  it('answers one page with Content-Range and exposes the header', async () => {
    const first = await call('GET', '/api/transactions?range=[0,1]');
    expect(first.statusCode).toBe(200);
    expect(first.json<Row[]>().map((row) => row.id)).toEqual(pick(r6, r4));
    expect(first.headers['content-range']).toBe('transactions 0-1/6');
    expect(first.headers['access-control-expose-headers']).toBe('Content-Range');
    const rest = await call('GET', '/api/transactions?range=[2,9]');
    expect(rest.json<Row[]>().map((row) => row.id)).toEqual(pick(r3, r2, r5, r1));
    expect(rest.headers['content-range']).toBe('transactions 2-5/6');
    const past = await call('GET', '/api/transactions?range=[50,59]');
    expect(past.json()).toEqual([]);
    expect(past.headers['content-range']).toBe('transactions */6');
  });

  it('counts with the same filters as the page', async () => {
    const { xbet, humoCard } = sample.accounts;
    const queries = [
      'status=APPROVED',
      `platformId=${xbet.id}&type=TOP_UP`,
      `cardId=${humoCard.id}&status=APPROVED`,
      'dateFrom=2025-03-10&dateTo=2025-03-11',
      'dateFrom=2025-03-11&type=TOP_UP',
      'q=7001002003',
      'q=aziz&status=APPROVED',
      'q=50123&dateTo=2025-03-10',
    ];
    for (const query of queries) {
      const all = await listIds(`?${query}`);
      const page = await call('GET', `/api/transactions?${query}&range=[0,0]`);
      expect(
        page.json<Row[]>().map((row) => row.id),
        query,
      ).toEqual(all.slice(0, 1));
      const expected = all.length ? `transactions 0-0/${all.length}` : 'transactions */0';
      expect(page.headers['content-range'], query).toBe(expected);
    }
  });

  it('sorts by any listed field, breaking ties by id in the same direction', async () => {
    const sorted = (field: string, order: string) =>
      listIds(`?sort=${encodeURIComponent(JSON.stringify([field, order]))}&range=[0,9]`);
    expect(await sorted('amount', 'ASC')).toEqual(pick(r5, r3, r6, r1, r4, r2));
    expect(await sorted('amount', 'DESC')).toEqual(pick(r2, r4, r1, r6, r3, r5));
    expect(await sorted('createdAt', 'ASC')).toEqual(pick(r1, r5, r2, r3, r4, r6));
    expect(await sorted('id', 'ASC')).toEqual(sample.ids);
    expect(await sorted('chatId', 'ASC')).toEqual(pick(r6, r3, r1, r2, r4, r5));
    expect(await sorted('status', 'ASC')).toEqual(pick(r1, r4, r5, r3, r6, r2));
    expect(await sorted('platform', 'DESC')).toEqual(pick(r6, r4, r2, r5, r3, r1));
    // Also without a range: the whole list in that order.
    expect(await listIds(`?sort=${encodeURIComponent('["type","DESC"]')}`)).toEqual(
      pick(r5, r2, r6, r4, r3, r1),
    );
  });

  it.each([
    ['range=[0]', 'range'],
    ['range=[1,0]', 'range'],
    ['range=[-1,5]', 'range'],
    ['range=[0,1000]', 'range'],
    ['range=[0.5,2]', 'range'],
    ['range=["0","1"]', 'range'],
    ['range={"start":0}', 'range'],
    ['range=0-24', 'range'],
    ['sort=["password","ASC"]', 'sort'],
    ['sort=["amount","asc"]', 'sort'],
    ['sort=["amount"]', 'sort'],
    ['sort=amount', 'sort'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await call('GET', `/api/transactions?${encodeURI(query)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(new RegExp(`^${field}: must be`));
  });

  it('allows pages of up to 1000 rows', async () => {
    const response = await call('GET', '/api/transactions?range=[0,999]');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('transactions 0-5/6');
  });
});
