// @vitest-environment jsdom
// The first screen's queries answered before its first drawing (loadTime/firstQueries.ts): with the
// early answers in, the journal and the dashboard draw their data in the very first drawing (no
// skeleton) and nothing is asked twice; data still on its way is not waited for.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DataProvider } from 'ra-core';
import { answerFirstQueries } from '../../src/loadTime/firstQueries';
import { startEarlyReads } from '../../src/loadTime/earlyReads';
import { SCREENS } from '../../src/screens';
import { createHttpClient } from '../../src/providers/httpClient';
import { createDataProvider } from '../../src/providers/dataProvider';
import type { AppDataProvider } from '../../src/providers/appDataProvider';
import { createQueryClient } from '../../src/providers/queryClient';
import { DashboardView } from '../../src/pages/dashboard/Dashboard';
import { TransactionList } from '../../src/resources/transactions/TransactionList';
import { CardList } from '../../src/resources/cards/CardList';
import { LotteryPage } from '../../src/pages/lottery/LotteryPage';
import { firstScreenBackend } from '../fixtures/firstScreenBackend';
import { renderWithCore } from '../fixtures/renderWithCore';

const NOW = new Date(2025, 8, 21, 14, 30);

/** The start-up at `pathname`: early reads, then the app's parts with the first queries answered. */
async function arrive(pathname: string) {
  const server = firstScreenBackend();
  const http = createHttpClient({
    baseUrl: () => '/api',
    getAuthorization: () => `Basic ${'dG9rZW4='}`,
    fetchImpl: server.fetchImpl,
  });
  const arrival = { pathname, search: '', today: NOW };
  startEarlyReads(http, arrival, SCREENS);
  // The early answers arrive before the app's code does.
  await new Promise((resolve) => setTimeout(resolve, 10));
  const parts = {
    queryClient: createQueryClient(),
    dataProvider: createDataProvider({ http, serverTimeZone: () => 'UTC' }, SCREENS),
  };
  await answerFirstQueries(parts, arrival, SCREENS);
  const askedFor = (address: string) =>
    server.requests.filter(
      (request) => new URL(request.url, 'http://host.test').pathname === address,
    ).length;
  return { parts, asked: () => server.requests.length, askedFor };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
  return () => vi.useRealTimers();
});

describe('the first screen with its data already in', () => {
  it("draws the journal's rows and the filter's cards in its first drawing, asking nothing again", async () => {
    const { parts, asked } = await arrive('/transactions');
    renderWithCore(<TransactionList />, { ...parts, path: '/transactions' });
    // getBy, not findBy: in the first drawing, not after a skeleton.
    const row = screen.getByText('Aziz Karimov').closest('tr')!;
    expect(within(row).getByText("150 003 so'm")).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '•••• 2222' })).toBeInTheDocument();
    await settle();
    expect(asked()).toBe(3);
  });

  it("draws the dashboard's figures and switches in its first drawing, asking nothing again", async () => {
    const { parts, asked } = await arrive('/');
    renderWithCore(<DashboardView chartWidth={600} />, parts);
    expect(screen.getByText("1 250 000 so'm")).toBeInTheDocument();
    expect(screen.getByText("77 000 so'm")).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Bonus: Yoqilgan/ })).toBeChecked();
    await settle();
    expect(asked()).toBe(3);
  });
});

describe('the cards and the lottery with their data already in', () => {
  it("draw the cards' tiles and the prizes in their first drawing, asking nothing again", async () => {
    const cards = await arrive('/cards');
    renderWithCore(<CardList />, { ...cards.parts, path: '/cards' });
    expect(screen.getByRole('article')).toHaveTextContent('8600 0000 1111 2222');
    const lottery = await arrive('/lottery');
    renderWithCore(<LotteryPage />, lottery.parts);
    expect(screen.getByTestId('prize-1')).toHaveTextContent('Qolgan: 3 ta');
    await settle();
    expect(cards.askedFor('/api/admin/cards')).toBe(1);
    expect(lottery.askedFor('/api/lottery/prizes')).toBe(1);
  });
});

describe('data still on its way', () => {
  it('is not waited for: the app is drawn at the next task, the query goes on', async () => {
    const never = new Promise<never>(() => undefined);
    const dataProvider = { getList: () => never } as unknown as DataProvider as AppDataProvider;
    const queryClient = createQueryClient();
    await answerFirstQueries(
      { queryClient, dataProvider },
      { pathname: '/transactions', search: '', today: NOW },
      SCREENS,
    );
    const [journal] = queryClient.getQueryCache().findAll({ queryKey: ['transactions'] });
    expect(journal.state.fetchStatus).toBe('fetching');
  });

  it('is nothing for a screen that declares no first queries', async () => {
    const queryClient = createQueryClient();
    await answerFirstQueries(
      { queryClient, dataProvider: {} as AppDataProvider },
      { pathname: '/currency', search: '', today: NOW },
      SCREENS,
    );
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
