// The user page's calls through the real httpClient: the summary (GET /users/{chatId}, decoded
// field by field), and one person's transactions: the exact `chatId` filter sent to our server,
// and applied in the browser to the production backend's whole-list answer.
import { describe, expect, it } from 'vitest';
import { matchesClientFilters, type Transaction } from '../../src/providers/resources/transactions';
import { providerWith } from '../fixtures/providers';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('getUserSummary', () => {
  it('asks GET /users/{chatId} and keeps what the answer names', async () => {
    const { dataProvider, requests } = providerWith(() => ({
      body: {
        chatId: 5012345678,
        names: [{ fullName: 'Aziz', lastAt: '2025-03-09T06:00:00.000Z' }, { fullName: null }],
        firstAt: '2025-03-01T06:00:00.000Z',
        lastAt: null,
        totals: {
          byType: [{ type: 'TOP_UP', count: 2, amount: 150000 }],
          byStatus: [{ status: 'APPROVED', count: 2 }, { count: 1 }],
        },
        platforms: [{ platform: '1xBet UZ', count: 2, lastAt: '2025-03-09T06:00:00.000Z' }],
        cards: 'not a list',
      },
    }));
    expect(await dataProvider.getUserSummary(' 5012345678 ')).toEqual({
      chatId: 5012345678,
      names: [{ fullName: 'Aziz', lastAt: '2025-03-09T06:00:00.000Z' }],
      firstAt: '2025-03-01T06:00:00.000Z',
      lastAt: null,
      byType: [{ key: 'TOP_UP', count: 2, amount: 150000 }],
      byStatus: [{ key: 'APPROVED', count: 2, amount: null }],
      platforms: [{ platform: '1xBet UZ', count: 2, lastAt: '2025-03-09T06:00:00.000Z' }],
      cards: [],
    });
    expect(requests.map((request) => [request.method, request.url])).toEqual([
      ['GET', '/api/users/5012345678'],
    ]);
  });

  it("passes on our server's 404 (no transaction of that chat)", async () => {
    const { dataProvider } = providerWith(() => ({
      status: 404,
      body: { message: 'User not found' },
    }));
    await expect(dataProvider.getUserSummary(77)).rejects.toMatchObject({ status: 404 });
  });
});

describe("one person's transactions", () => {
  const params = (filter: Record<string, unknown>) => ({
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'createdAt', order: 'DESC' as const },
    filter,
  });

  it('sends the exact chatId filter to our server', async () => {
    const { dataProvider, requests } = providerWith(() => ({
      body: [],
      headers: { 'Content-Range': 'transactions */0' },
    }));
    await dataProvider.getList('transactions', params({ chatId: '5012345678' }));
    expect(query(requests[0].url)).toEqual({
      chatId: '5012345678',
      range: '[0,9]',
      sort: '["createdAt","DESC"]',
    });
  });

  it("keeps the person's rows of the production backend's whole list, and says so", async () => {
    const row = (id: number, chatId: number) => ({
      id,
      chatId,
      status: 'APPROVED',
      type: 'TOP_UP',
      createdAt: `2025-09-0${id}T10:00:00`,
    });
    const { dataProvider } = providerWith(() => ({
      body: [row(1, 501), row(2, 5012), row(3, 501), row(4, 50)],
    }));
    const result = await dataProvider.getList('transactions', params({ chatId: '501' }));
    expect(result.data.map((transaction) => transaction.id)).toEqual([3, 1]);
    expect(result.total).toBe(2);
    expect(result.meta).toEqual({ loadedOnly: { loaded: 4, capped: false, clientFiltered: true } });
  });
});

describe('matchesClientFilters: chatId', () => {
  const transaction = { chatId: 501, fullName: 'Ali' } as Transaction;

  it.each([
    [{ chatId: '501' }, true],
    [{ chatId: 501 }, true],
    [{ chatId: ' 501 ' }, true],
    // Exact, unlike the search's first digits.
    [{ chatId: '50' }, false],
    [{ chatId: '5011' }, false],
    [{ chatId: '' }, true],
    [{ chatId: '501', q: 'ali' }, true],
    [{ chatId: '501', q: 'vali' }, false],
  ])('%j -> %s', (filter, matches) => {
    expect(matchesClientFilters({ ...transaction, createdAt: '' }, filter)).toBe(matches);
  });

  it('leaves out a row without a chat ID', () => {
    expect(matchesClientFilters({ ...transaction, chatId: null }, { chatId: '501' })).toBe(false);
  });
});
