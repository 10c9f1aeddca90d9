// Per-test set-up shared by the transaction list and dashboard route tests: before each test a
// fresh test app with the two platforms and cards of transactionFixtures.ts (and, for the list
// tests, the six-row list sample), closed after it. The `…PerTest` functions register the hooks.
import { afterEach, beforeEach, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers.ts';
import { authedCall } from './paymentAccountFixtures.ts';
import type { Call } from './paymentAccountFixtures.ts';
import { addPaymentAccounts } from './transactionFixtures.ts';
import type { PaymentAccounts } from './transactionFixtures.ts';
import { addDashboardSample, addListSample, listIds } from './transactionSamples.ts';

/** The current test's app and accounts, and `call` into that app. */
export interface JournalApp {
  readonly app: FastifyInstance;
  readonly accounts: PaymentAccounts;
  readonly call: Call;
}

/** Registers the hooks; `seed` runs right after the accounts are added, in the same hook. */
function journalAppPerTest<T>(seed: (app: FastifyInstance, accounts: PaymentAccounts) => T) {
  const current = {} as { app: FastifyInstance; call: Call; accounts: PaymentAccounts; seeded: T };
  beforeEach(async () => {
    const built = await buildTestApp();
    current.app = built.app;
    current.call = authedCall(built.app, built.auth);
    current.accounts = addPaymentAccounts(built.app.db);
    current.seeded = seed(current.app, current.accounts);
  });
  afterEach(() => current.app.close());
  const call: Call = (method, url, payload) => current.call(method, url, payload);
  return { current, call };
}

export interface ListSampleApp extends JournalApp {
  /** The list sample's ids; index 0 is its first row. */
  readonly ids: number[];
  /** Ids answered by GET /api/transactions{query}. */
  listIds: (query?: string) => Promise<number[]>;
  /** The ids of the sample rows at these indexes. */
  pick: (...indexes: number[]) => number[];
}

export function listSamplePerTest(): ListSampleApp {
  const { current, call } = journalAppPerTest((app, accounts) => addListSample(app.db, accounts));
  return {
    get app() {
      return current.app;
    },
    get accounts() {
      return current.accounts;
    },
    get ids() {
      return current.seeded;
    },
    call,
    listIds: (query = '') => listIds(call, query),
    pick: (...indexes) => indexes.map((index) => current.seeded[index]),
  };
}

export type Stats = Record<string, unknown> & { recentRequests: Array<{ id: number }> };

export interface DashboardApp extends JournalApp {
  /** GET /api/dashboard/stats{query}, expected to answer 200. */
  stats: (query?: string) => Promise<Stats>;
}

export function dashboardPerTest(): DashboardApp {
  const { current, call } = journalAppPerTest(() => undefined);
  return {
    get app() {
      return current.app;
    },
    get accounts() {
      return current.accounts;
    },
    call,
    async stats(query = '') {
      const response = await call('GET', `/api/dashboard/stats${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Stats>();
    },
  };
}

/** The `?startDate=…&endDate=…` query for a window; either bound may be left out. */
export const window = (startDate?: string, endDate?: string) => {
  const params = new URLSearchParams();
  if (startDate) params.set('startDate', startDate);
  if (endDate) params.set('endDate', endDate);
  return `?${params}`;
};

/** The ids of an answer's recent requests, in order. */
export const recentIds = (answer: Stats) => answer.recentRequests.map((row) => row.id);

/**
 * Adds the twelve hand-computed dashboard rows before each test of the enclosing describe
 * (call it inside one). `R(1, 2)` answers the ids of rows R1 and R2.
 */
export function dashboardSamplePerTest(dashboard: JournalApp) {
  let ids: number[];
  beforeEach(() => {
    ids = addDashboardSample(dashboard.app.db, dashboard.accounts);
  });
  return {
    get ids() {
      return ids;
    },
    R: (...numbers: number[]) => numbers.map((n) => ids[n - 1]),
  };
}
