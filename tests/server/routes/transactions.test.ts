// GET /api/transactions without a range: the newest 100 matches (every row of the sample) in the
// production field names with Content-Range, each filter alone and combined, a 400 naming the
// field for every malformed filter, and pages kept until the journal changes.
import { describe, expect, it } from 'vitest';
import { listSamplePerTest } from './journalFixture.ts';
import { addRows, journalRow } from './transactionFixtures.ts';
import type { Row } from './transactionSamples.ts';

const sample = listSamplePerTest();
const { call, listIds, pick } = sample;
const [r1, r2, r3, r4, r5, r6] = [0, 1, 2, 3, 4, 5];

describe('GET /api/transactions without paging', () => {
  it('answers every row, newest first (ties by id), in the production field names', async () => {
    const response = await call('GET', '/api/transactions');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('transactions 0-5/6');
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

describe('GET /api/transactions default page and cache', () => {
  it('answers the newest 100 matches without a range, Content-Range giving the total', async () => {
    const added = addRows(
      sample.app.db,
      Array.from({ length: 150 }, (_, index) =>
        journalRow({ createdAt: new Date(Date.UTC(2025, 5, 1) + index * 60_000).toISOString() }),
      ),
    );
    const response = await call('GET', '/api/transactions');
    expect(response.headers['content-range']).toBe('transactions 0-99/156');
    expect(response.json<Row[]>().map((row) => row.id)).toEqual(added.slice(50).reverse());
    const approved = await call('GET', '/api/transactions?status=APPROVED');
    expect(approved.headers['content-range']).toBe('transactions 0-99/153');
    expect(approved.json<Row[]>()).toHaveLength(100);
  });

  it('serves a repeated page from the cache until the journal changes', async () => {
    const names = async () =>
      (await call('GET', '/api/transactions')).json<Row[]>().map((row) => row.fullName);
    const before = await names();
    // Renames a row without the version trigger: only a recomputed page would show it.
    sample.app.db.exec('DROP TRIGGER journal_version_update');
    sample.app.db.exec("UPDATE transactions SET full_name = 'Renamed'");
    expect(await names()).toEqual(before);
    addRows(sample.app.db, [journalRow({ fullName: 'New', createdAt: '2026-01-01T00:00:00Z' })]);
    expect(await names()).toEqual(['New', ...before.map(() => 'Renamed')]);
  });
});
