// GET /api/transactions without paging: every row newest first in the production field names,
// each filter alone and combined, and a 400 naming the field for every malformed filter.
import { describe, expect, it } from 'vitest';
import { listSamplePerTest } from './journalFixture.ts';
import type { Row } from './transactionSamples.ts';

const sample = listSamplePerTest();
const { call, listIds, pick } = sample;
const [r1, r2, r3, r4, r5, r6] = [0, 1, 2, 3, 4, 5];

describe('GET /api/transactions without paging', () => {
  it('answers every row, newest first (ties by id), in the production field names', async () => {
    const response = await call('GET', '/api/transactions');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBeUndefined();
    const rows = response.json<Row[]>();
    expect(rows.map((row) => row.id)).toEqual(pick(r6, r4, r3, r2, r5, r1));
    expect(rows.find((row) => row.id === sample.ids[r2])).toEqual({
      id: sample.ids[r2],
      chatId: 5012399999,
      platform: 'Melbet RU',
      currency: 'RUB',
      platformUserId: '48213001',
      fullName: 'Иван Петров',
      cardNumber: '8600312998765438',
      amount: 1_500_000,
      uniqueAmount: 1_500_000,
      status: 'PENDING_ADMIN',
      type: 'WITHDRAWAL',
      createdAt: '2025-03-10T18:30:00.000Z',
      adminCardId: sample.accounts.uzcard.id,
      billId: null,
      transactionId: null,
      payUrl: null,
      paymentAttempts: 0,
    });
    expect(rows.find((row) => row.id === sample.ids[r6])).toMatchObject({
      platform: 'Old Platform',
      adminCardId: null,
    });
  });

  it('filters by card, platform, status and type, alone and combined', async () => {
    const { xbet, melbet, humoCard, uzcard } = sample.accounts;
    expect(await listIds(`?cardId=${humoCard.id}`)).toEqual(pick(r4, r5, r1));
    expect(await listIds(`?cardId=${uzcard.id}`)).toEqual(pick(r3, r2));
    expect(await listIds(`?platformId=${xbet.id}`)).toEqual(pick(r3, r5, r1));
    expect(await listIds(`?platformId=${melbet.id}`)).toEqual(pick(r4, r2));
    expect(await listIds('?status=APPROVED')).toEqual(pick(r4, r5, r1));
    expect(await listIds('?status=PENDING_ADMIN')).toEqual(pick(r2));
    expect(await listIds('?status=PENDING_SMS')).toEqual([]);
    expect(await listIds('?type=WITHDRAWAL')).toEqual(pick(r2, r5));
    expect(await listIds('?type=TOP_UP')).toEqual(pick(r6, r4, r3, r1));
    expect(await listIds(`?platformId=${xbet.id}&status=APPROVED`)).toEqual(pick(r5, r1));
    expect(
      await listIds(`?platformId=${xbet.id}&status=APPROVED&type=TOP_UP&cardId=${humoCard.id}`),
    ).toEqual(pick(r1));
    expect(await listIds(`?cardId=${uzcard.id}&type=WITHDRAWAL&status=APPROVED`)).toEqual([]);
    expect(await listIds('?cardId=999')).toEqual([]);
  });

  it('treats empty filter values as absent, as the production backend does', async () => {
    expect(await listIds('?cardId=&platformId=&status=&type=&q=&dateFrom=&dateTo=')).toHaveLength(
      6,
    );
  });

  it.each([
    ['cardId=abc', 'cardId: must be a positive integer'],
    ['cardId=0', 'cardId: must be a positive integer'],
    ['cardId=-2', 'cardId: must be a positive integer'],
    ['cardId=1.5', 'cardId: must be a positive integer'],
    ['cardId=1e3', 'cardId: must be a positive integer'],
    ['platformId=x', 'platformId: must be a positive integer'],
    [
      'status=approved',
      'status: must be one of PENDING, PENDING_SMS, PENDING_ADMIN, APPROVED, BONUS_APPROVED, ' +
        'CANCELED, PENDING_PAYMENT, FAILED, PENDING_SCREENSHOT',
    ],
    ['type=TOPUP', 'type: must be one of TOP_UP, WITHDRAWAL'],
    ['status=APPROVED&status=FAILED', 'status: must be string'],
    ['dateFrom=2025-3-1', 'dateFrom: must be a date YYYY-MM-DD'],
    ['dateTo=2025-02-30', 'dateTo: must be a date YYYY-MM-DD'],
    ['dateFrom=10.03.2025', 'dateFrom: must be a date YYYY-MM-DD'],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const response = await call('GET', `/api/transactions?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('authentication', () => {
  it('answers 401 without credentials', async () => {
    expect((await sample.app.inject({ url: '/api/transactions' })).statusCode).toBe(401);
  });
});
