// Transactions through the real httpClient: server paging (Content-Range) and the production
// backend's whole-list answers (its 100 newest rows, platform names, zone-less times).
import { describe, expect, it } from 'vitest';
import { providerWith } from '../fixtures/providers';

function row(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    chatId: 5000 + id,
    platform: id % 2 ? '1xBet UZ' : 'Melbet RU',
    currency: 'UZS',
    platformUserId: 'u',
    fullName: id % 3 ? `User ${id}` : null,
    cardNumber: '9860123412345678',
    amount: 1000 * id,
    uniqueAmount: 1000 * id + 7,
    status: 'APPROVED',
    type: 'TOP_UP',
    createdAt: `2025-09-${String(1 + (id % 28)).padStart(2, '0')}T10:00:00`,
    adminCardId: 1,
    billId: null,
    transactionId: null,
    payUrl: null,
    paymentAttempts: 0,
    ...extra,
  };
}

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('transactions on our server (it pages: Content-Range)', () => {
  it('asks for one page with filters and sort, and takes the total from Content-Range', async () => {
    const { dataProvider, requests } = providerWith(() => ({
      body: [row(11), row(12)],
      headers: { 'Content-Range': 'transactions 10-11/57' },
    }));
    const result = await dataProvider.getList('transactions', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'uniqueAmount', order: 'ASC' },
      filter: { status: 'APPROVED', cardId: 3, q: 'Ali', dateFrom: '2025-09-01', type: '' },
    });
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0].url, 'http://x').pathname).toBe('/api/transactions');
    expect(query(requests[0].url)).toEqual({
      status: 'APPROVED',
      cardId: '3',
      q: 'Ali',
      dateFrom: '2025-09-01',
      range: '[10,19]',
      sort: '["uniqueAmount","ASC"]',
    });
    expect(result.total).toBe(57);
    expect(result.meta).toBeUndefined();
    expect(result.data.map((r) => r.id)).toEqual([11, 12]);
    expect(result.data[0]).toMatchObject({ platform: '1xBet UZ', uniqueAmount: 11007 });
  });

  it('reads a long export in server-sized pages', async () => {
    const { dataProvider, requests } = providerWith((request) => {
      const [start, end] = JSON.parse(query(request.url).range) as [number, number];
      const last = Math.min(end, 2499);
      const rows = Array.from({ length: last - start + 1 }, (_, i) => row(start + i + 1));
      return { body: rows, headers: { 'Content-Range': `transactions ${start}-${last}/2500` } };
    });
    const result = await dataProvider.getList('transactions', {
      pagination: { page: 1, perPage: 100_000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.data).toHaveLength(2500);
    expect(requests.map((r) => query(r.url).range)).toEqual([
      '[0,999]',
      '[1000,1999]',
      '[2000,2999]',
    ]);
  });
});

describe('transactions on the production backend (whole list, no Content-Range)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => row(200 - i));

  it('pages and sorts the 100-row answer on the client', async () => {
    const { dataProvider } = providerWith(() => ({ body: hundred }));
    const result = await dataProvider.getList('transactions', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { status: 'APPROVED' },
    });
    expect(result.total).toBe(100);
    expect(result.data.map((r) => r.id)).toEqual(Array.from({ length: 25 }, (_, i) => 151 + i));
  });

  it('searches by chat id prefix or name and filters dates on the client', async () => {
    const { dataProvider } = providerWith(() => ({
      body: [
        row(1, { chatId: 998877, fullName: 'Aziz Karimov', createdAt: '2025-09-02T10:00:00' }),
        row(2, { chatId: 112233, fullName: null, createdAt: '2025-09-03T10:00:00' }),
        row(3, { chatId: 445566, fullName: 'Malika', createdAt: '2025-09-05T10:00:00' }),
      ],
    }));
    const list = (filter: Record<string, unknown>) =>
      dataProvider
        .getList('transactions', {
          pagination: { page: 1, perPage: 25 },
          sort: { field: 'id', order: 'ASC' },
          filter,
        })
        .then((result) => result.data.map((r) => r.id));
    expect(await list({ q: '1122' })).toEqual([2]);
    expect(await list({ q: 'karim' })).toEqual([1]);
    expect(await list({ dateFrom: '2025-09-03', dateTo: '2025-09-04' })).toEqual([2]);
  });

  it('sends every filter, and says when the search and dates saw only the loaded rows', async () => {
    const { dataProvider, requests } = providerWith(() => ({ body: hundred }));
    const list = (filter: Record<string, unknown>) =>
      dataProvider.getList('transactions', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter,
      });
    const dated = await list({
      status: 'APPROVED',
      platformId: 2,
      dateFrom: '2024-01-01',
      dateTo: '2024-01-31',
    });
    expect(query(requests[0].url)).toMatchObject({
      status: 'APPROVED',
      platformId: '2',
      dateFrom: '2024-01-01',
      dateTo: '2024-01-31',
    });
    expect(dated.data).toEqual([]);
    expect(dated.meta).toEqual({ loadedOnly: { loaded: 100, capped: true, clientFiltered: true } });

    const plain = await list({ status: 'APPROVED' });
    expect(plain.meta).toEqual({
      loadedOnly: { loaded: 100, capped: true, clientFiltered: false },
    });
  });

  it('a short whole list is not capped', async () => {
    const { dataProvider } = providerWith(() => ({ body: [row(1), row(2)] }));
    const result = await dataProvider.getList('transactions', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'User' },
    });
    expect(result.meta).toEqual({ loadedOnly: { loaded: 2, capped: false, clientFiltered: true } });
  });

  it('reads zone-less times in the configured zone and keeps null names empty', async () => {
    const { dataProvider } = providerWith(
      () => ({ body: [row(3, { createdAt: '2025-09-21T11:56:11.123456' })] }),
      'Asia/Tashkent',
    );
    const { data } = await dataProvider.getList('transactions', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(data[0]).toMatchObject({ createdAt: '2025-09-21T06:56:11.123Z', fullName: '' });
  });
});

describe('transactions deletes', () => {
  it('delete -> DELETE /api/transactions/{id}', async () => {
    const { dataProvider, requests } = providerWith(() => ({ status: 204 }));
    await dataProvider.delete('transactions', { id: 42, previousData: row(42) });
    expect(requests[0]).toMatchObject({ url: '/api/transactions/42', method: 'DELETE' });
  });

  it('deleteMany -> one DELETE /api/transactions/bulk with a JSON array', async () => {
    const { dataProvider, requests } = providerWith(() => ({ status: 204 }));
    const result = await dataProvider.deleteMany('transactions', { ids: [3, 4, 5] });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: '/api/transactions/bulk',
      method: 'DELETE',
      body: '[3,4,5]',
    });
    expect(requests[0].headers['content-type']).toBe('application/json');
    expect(result.data).toEqual([3, 4, 5]);
  });

  it('a bulk 404 (none exist) is an error the screen reports', async () => {
    const { dataProvider } = providerWith(() => ({ status: 404, body: '' }));
    await expect(dataProvider.deleteMany('transactions', { ids: [1] })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('one transaction (the detail panel)', () => {
  it('getOne -> GET /api/transactions/{id} on our server, with every field', async () => {
    const { dataProvider, requests } = providerWith(() => ({
      body: row(42, { billId: 'BILL-42', payUrl: 'https://pay.example/42', paymentAttempts: 2 }),
    }));
    const { data } = await dataProvider.getOne('transactions', { id: 42 });
    expect(requests.map((request) => request.url)).toEqual(['/api/transactions/42']);
    expect(data).toMatchObject({
      id: 42,
      currency: 'UZS',
      platformUserId: 'u',
      adminCardId: 1,
      billId: 'BILL-42',
      transactionId: '',
      payUrl: 'https://pay.example/42',
      paymentAttempts: 2,
    });
  });

  it("reads the gateway's lastSeenAt and missingSince ('' where a row has none)", async () => {
    const seen = { lastSeenAt: '2026-12-01T10:00:00.000Z', missingSince: '2026-12-01T11:00:00Z' };
    const { dataProvider } = providerWith(() => ({
      body: [row(2, seen), row(1, { lastSeenAt: '2026-11-30T09:00:00.000Z', missingSince: null })],
      headers: { 'Content-Range': 'transactions 0-1/2' },
    }));
    const { data } = await dataProvider.getList('transactions', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(data.map(({ lastSeenAt, missingSince }) => ({ lastSeenAt, missingSince }))).toEqual([
      { lastSeenAt: '2026-12-01T10:00:00.000Z', missingSince: '2026-12-01T11:00:00.000Z' },
      { lastSeenAt: '2026-11-30T09:00:00.000Z', missingSince: '' },
    ]);
    // The embedded API's rows carry neither.
    const embedded = providerWith(() => ({ body: row(42) }));
    expect((await embedded.dataProvider.getOne('transactions', { id: 42 })).data).toMatchObject({
      lastSeenAt: '',
      missingSince: '',
    });
  });

  it("the production backend has no such read: the record comes from its list's rows", async () => {
    const { dataProvider, requests } = providerWith((request) =>
      request.url.startsWith('/api/transactions/')
        ? { status: 405, body: '' }
        : { body: [row(41), row(40, { billId: 'B-40' })] },
    );
    const { data } = await dataProvider.getOne('transactions', { id: 40 });
    expect(data).toMatchObject({ id: 40, billId: 'B-40' });
    expect(requests.map((request) => new URL(request.url, 'http://x').pathname)).toEqual([
      '/api/transactions/40',
      '/api/transactions',
    ]);
    await expect(dataProvider.getOne('transactions', { id: 7 })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('a refused session is not hidden behind the list', async () => {
    const { dataProvider, requests } = providerWith(() => ({ status: 401, body: '' }));
    await expect(dataProvider.getOne('transactions', { id: 1 })).rejects.toMatchObject({
      status: 401,
    });
    expect(requests).toHaveLength(1);
  });
});
