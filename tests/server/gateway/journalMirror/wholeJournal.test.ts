// The whole journal through the gateway (issue 47): a backend that answers only the newest 100
// matches of its four filters (the double, as API-NOTES A3 says) and holds 20,400 transactions
// over 10 cards, 5 platforms, every status and both types. After the backfill, the gateway's copy
// holds every one of them, pages, sorts and searches them, answers the oldest by id, and its
// platform filter matches by name as the backend's does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayFixture } from '../gatewayFixture.ts';
import { backfilled, coverage, startMirroredGateway } from './mirrorFixture.ts';

const SIZE = 20_400;
let gateway: GatewayFixture;

const get = (url: string) =>
  gateway.app.inject({ url: `/api${url}`, headers: { authorization: gateway.auth } });

const range = (from: number, to: number) =>
  `range=${encodeURIComponent(JSON.stringify([from, to]))}`;

beforeAll(async () => {
  gateway = await startMirroredGateway(
    {},
    { journal: { transactions: SIZE, cards: 10, platforms: 5 } },
  );
  await backfilled(gateway);
}, 120_000);

afterAll(() => gateway.close());

describe('the gateway journal after the backfill', () => {
  it('holds every transaction of the backend, and says so', async () => {
    const ids = new Set(gateway.double.state.transactions.map((row) => Number(row.id)));
    expect(ids.size).toBe(SIZE);
    const page = await get(`/transactions?${range(0, 999)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toBe(`transactions 0-999/${SIZE}`);
    const seen = new Set<number>();
    for (let from = 0; from < SIZE; from += 1000) {
      const rows = (await get(`/transactions?${range(from, from + 999)}`)).json<{ id: number }[]>();
      for (const row of rows) seen.add(row.id);
    }
    expect([...ids].filter((id) => !seen.has(id))).toEqual([]);
    const known = await coverage(gateway);
    expect(known).toMatchObject({ known: SIZE, backendTotal: SIZE, percent: 100, missing: 0 });
    // No finest combination was cut at 100: the whole history is complete.
    expect(known.completeSince).toBeNull();
  });

  it('answers the oldest transaction by id, with when it was last seen', async () => {
    const oldest = gateway.double.state.transactions.at(-1)!;
    const response = await get(`/transactions/${oldest.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: oldest.id,
      chatId: oldest.chatId,
      status: oldest.status,
      platform: oldest.platform,
      missingSince: null,
    });
    expect(response.json().lastSeenAt).toMatch(/Z$/);
  });

  it('pages newest first and sorts on the server', async () => {
    const first = (await get(`/transactions?${range(0, 2)}`)).json<{ id: number }[]>();
    expect(first.map((row) => row.id)).toEqual(
      gateway.double.state.transactions.slice(0, 3).map((row) => row.id),
    );
    const cheapest = (
      await get(`/transactions?${range(0, 0)}&sort=${encodeURIComponent('["amount","ASC"]')}`)
    ).json<{ amount: number }[]>();
    const least = Math.min(...gateway.double.state.transactions.map((row) => Number(row.amount)));
    expect(cheapest[0].amount).toBe(least);
  });

  it('searches by chat id and by name, and filters one person exactly', async () => {
    const chatId = 800123;
    const theirs = gateway.double.state.transactions.filter((row) => row.chatId === chatId);
    const byChat = await get(`/transactions?chatId=${chatId}&${range(0, 999)}`);
    expect(byChat.headers['content-range']).toBe(
      `transactions 0-${theirs.length - 1}/${theirs.length}`,
    );
    const byName = await get(`/transactions?q=${encodeURIComponent('Mijoz 123')}&${range(0, 0)}`);
    expect(byName.json()[0].fullName).toBe('Mijoz 123');
    const byPrefix = await get(`/transactions?q=800123&${range(0, 0)}`);
    expect(byPrefix.headers['content-range']).toBe(`transactions 0-0/${theirs.length}`);
  });

  it('filters by platform as the backend does: by the name of the platform with that id', async () => {
    const platform = gateway.double.state.platforms.at(-1)!;
    const matches = gateway.double.state.transactions.filter(
      (row) => row.platform === platform.name,
    );
    const response = await get(`/transactions?platformId=${platform.id}&${range(0, 0)}`);
    expect(response.headers['content-range']).toBe(`transactions 0-0/${matches.length}`);
  });

  it('answers a date range on the server', async () => {
    const day = String(gateway.double.state.transactions[5000].createdAt).slice(0, 10);
    const response = await get(`/transactions?dateFrom=${day}&dateTo=${day}&${range(0, 0)}`);
    const total = Number(String(response.headers['content-range']).split('/')[1]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(SIZE);
  });

  it('reaches what the backend alone never answers: 100 rows per filter at most', async () => {
    // The double answers as the backend does: the newest 100, whatever the filter.
    const direct = await fetch(`${gateway.double.apiUrl}/transactions`, {
      headers: { authorization: gateway.double.calls[0].authorization ?? '' },
    });
    expect(((await direct.json()) as unknown[]).length).toBe(100);
  });
});

describe("a person's page through the gateway", () => {
  it('sums up one bot user from the copy, their oldest transactions included', async () => {
    const chatId = 800042;
    const theirs = gateway.double.state.transactions.filter((row) => row.chatId === chatId);
    const response = await get(`/users/${chatId}`);
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<{
      chatId: number;
      totals: { byType: Array<{ count: number }> };
      firstAt: string;
    }>();
    expect(summary.chatId).toBe(chatId);
    expect(summary.totals.byType.reduce((sum, row) => sum + row.count, 0)).toBe(theirs.length);
    const oldest = (await get(`/transactions/${theirs.at(-1)!.id}`)).json<{ createdAt: string }>();
    expect(summary.firstAt).toBe(oldest.createdAt);
  });

  it('is offered in /capabilities with the copy', async () => {
    const response = await get('/capabilities');
    expect(response.json()).toMatchObject({ userSummary: true, journalCoverage: true });
  });
});
