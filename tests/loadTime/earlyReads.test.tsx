// @vitest-environment jsdom
// The first screen's data asked for at start-up, as each screen declares it once (`firstData`,
// registry/firstData.ts): the dashboard's and the journal's reads ask for the addresses the app
// will ask for, and the app then draws their answers without asking again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { earlyReadOf, startEarlyReads } from '../../src/loadTime/earlyReads';
import { isListPage } from '../../src/registry/firstData';
import { getListParams } from '../../src/raCoreInternals/getList';
import { SCREENS } from '../../src/screens';
import { createHttpClient } from '../../src/providers/httpClient';
import { createDataProvider } from '../../src/providers/dataProvider';
import { DashboardView } from '../../src/pages/dashboard/Dashboard';
import { TransactionList } from '../../src/resources/transactions/TransactionList';
import { firstScreenBackend } from '../fixtures/firstScreenBackend';
import { fakeFetch } from '../fixtures/fakeFetch';
import { renderWithCore } from '../fixtures/renderWithCore';

// 21 September 2025: the default 30 days start on 22 August.
const NOW = new Date(2025, 8, 21, 14, 30);

function start(pathname: string, search = '') {
  const server = firstScreenBackend();
  const http = createHttpClient({
    baseUrl: () => '/api',
    getAuthorization: () => `Basic ${'dG9rZW4='}`,
    fetchImpl: server.fetchImpl,
  });
  startEarlyReads(http, { pathname, search, today: NOW }, SCREENS);
  const asked = () => server.requests.map((request) => decodeURIComponent(request.url));
  return { http, asked };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
});

afterEach(() => vi.useRealTimers());

describe('reads started with the app', () => {
  it("asks for the dashboard's figures of the address's period and for the switches", () => {
    expect(start('/').asked()).toEqual([
      '/api/dashboard/stats?startDate=2025-08-22T00:00:00',
      '/api/dashboard/requests/total-bonus-amount?startDate=2025-08-22T00:00:00',
      '/api/features',
    ]);
    expect(start('/', '?from=2025-09-01&to=2025-09-10').asked()[0]).toBe(
      '/api/dashboard/stats?startDate=2025-09-01T00:00:00&endDate=2025-09-10T23:59:59',
    );
  });

  it("asks for the journal's newest page and the filter's cards and platforms", () => {
    expect(start('/transactions').asked()).toEqual([
      '/api/transactions?range=[0,24]&sort=["createdAt","DESC"]',
      '/api/admin/cards',
      '/api/platforms',
    ]);
  });

  it('asks for the page the address names, else the one the admin last used', () => {
    const shared = start(
      '/transactions',
      '?filter=' +
        encodeURIComponent('{"status":"FAILED"}') +
        '&page=2&perPage=50&sort=uniqueAmount&order=ASC',
    );
    expect(shared.asked()[0]).toBe(
      '/api/transactions?status=FAILED&range=[50,99]&sort=["uniqueAmount","ASC"]',
    );
    window.localStorage.setItem(
      'RaStorePaymentsAdmin.transactions.listParams',
      JSON.stringify({
        filter: { type: 'WITHDRAWAL' },
        page: 1,
        perPage: 100,
        sort: 'id',
        order: 'DESC',
      }),
    );
    expect(start('/transactions').asked()[0]).toBe(
      '/api/transactions?type=WITHDRAWAL&range=[0,99]&sort=["id","DESC"]',
    );
  });

  it('asks for the cards of /cards and the prizes of /lottery', () => {
    expect(start('/cards').asked()).toEqual(['/api/admin/cards']);
    expect(start('/lottery').asked()).toEqual(['/api/lottery/prizes']);
  });

  it('asks nothing for a screen that has no early reads', () => {
    expect(start('/currency').asked()).toEqual([]);
    expect(start('/transactions/extra').asked()).toEqual([]);
  });
});

describe('the first screen takes the early answers', () => {
  it('draws the dashboard from them, asking the server once per address', async () => {
    const { http, asked } = start('/');
    renderWithCore(<DashboardView chartWidth={600} />, {
      dataProvider: createDataProvider({ http, serverTimeZone: () => 'UTC' }, SCREENS),
    });
    expect(await screen.findByText("1 250 000 so'm")).toBeInTheDocument();
    expect(await screen.findByText("77 000 so'm")).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: /Bonus: Yoqilgan/ })).toBeChecked();
    expect(asked()).toHaveLength(3);
  });

  it('draws the journal from them, asking the server once per address', async () => {
    const { http, asked } = start('/transactions');
    renderWithCore(<TransactionList />, {
      dataProvider: createDataProvider({ http, serverTimeZone: () => 'UTC' }, SCREENS),
      path: '/transactions',
    });
    const row = (await screen.findByText('Aziz Karimov')).closest('tr')!;
    expect(within(row).getByText("150 003 so'm")).toBeInTheDocument();
    expect(asked()).toHaveLength(3);
  });
});

describe("a list's early read", () => {
  /** What `ask` requests first, through an HTTP client over a recording fetch. */
  async function firstRequest(
    ask: (http: ReturnType<typeof createHttpClient>) => Promise<unknown>,
  ) {
    const server = fakeFetch(() => ({ body: [] }));
    const http = createHttpClient({
      baseUrl: () => '/api',
      getAuthorization: () => `Basic ${'dG9rZW4='}`,
      fetchImpl: server.fetchImpl,
    });
    await ask(http).catch(() => undefined);
    return server.requests[0]?.url;
  }

  it('is declared for every list a screen names in its first data', () => {
    for (const screenDeclaration of SCREENS) {
      for (const search of ['', '?page=2']) {
        const firstData =
          screenDeclaration.firstData?.({ pathname: '/', search, today: NOW }) ?? [];
        for (const data of firstData.filter(isListPage)) {
          expect(earlyReadOf(data, SCREENS), data.list).toBeDefined();
        }
      }
    }
  });

  it.each([
    ['its defaults', {}],
    [
      'a filter, an order and a page',
      {
        pagination: { page: 2, perPage: 50 },
        sort: { field: 'uniqueAmount', order: 'ASC' as const },
        filter: { status: 'FAILED' },
      },
    ],
  ])("is the first request its provider's getList makes, for %s", async (_case, params) => {
    for (const declared of SCREENS) {
      if (declared.kind !== 'resource' || !declared.listRead) continue;
      const read = earlyReadOf({ list: declared.name, params }, SCREENS)!;
      const early = await firstRequest((http) => http(read.path, { query: read.query }));
      const provider = await firstRequest((http) =>
        createDataProvider({ http, serverTimeZone: () => 'UTC' }, SCREENS).getList(
          declared.name,
          getListParams(params),
        ),
      );
      expect(early, declared.name).toMatch(/^\/api\//);
      expect(early, declared.name).toBe(provider);
    }
  });
});
