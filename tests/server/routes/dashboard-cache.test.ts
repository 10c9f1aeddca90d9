// The dashboard's answers are kept until the journal changes (JournalCache + migration 006's
// version triggers): a repeated request is not recomputed, and every kind of journal write (insert,
// delete through the API, the SET NULL of a platform deletion) or a future-dated row coming due
// gives the next request fresh figures.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardPerTest, window } from './journalFixture.ts';
import { addRows, journalRow } from './transactionFixtures.ts';

const dashboard = dashboardPerTest();
afterEach(() => vi.restoreAllMocks());

const NOW = Date.parse('2025-03-20T12:00:00.000Z');
const LAST_30_DAYS = window('2025-02-18T00:00:00');

/** Changes the stored daily figures without touching the journal: only a recomputation sees it. */
function tamperWithAggregates() {
  dashboard.app.db.exec('UPDATE transaction_daily_totals SET requests = requests + 1000');
}

describe('GET /api/dashboard/stats cache', () => {
  it('answers a repeated request from the cache until a transaction is added', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    addRows(dashboard.app.db, [journalRow()]);
    expect((await dashboard.stats(LAST_30_DAYS)).totalRequests).toBe(1);
    tamperWithAggregates();
    expect((await dashboard.stats(LAST_30_DAYS)).totalRequests).toBe(1);
    // Another window is computed on its own (and sees the tampered aggregates).
    expect((await dashboard.stats()).totalRequests).toBe(1001);

    addRows(dashboard.app.db, [journalRow({ createdAt: '2025-03-11T06:00:00.000Z' })]);
    expect((await dashboard.stats(LAST_30_DAYS)).totalRequests).toBe(1002);
  });

  it('recomputes after a delete through the API and after a platform deletion', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    const { xbet } = dashboard.accounts;
    const [id] = addRows(dashboard.app.db, [
      journalRow(),
      journalRow({ platformId: xbet.id, platformName: xbet.name }),
    ]);
    // All time is read from the aggregates alone: a recomputation answers their sum.
    const recomputed = () =>
      dashboard.app.db
        .prepare('SELECT sum(requests) FROM transaction_daily_totals')
        .pluck()
        .get() as number;
    expect((await dashboard.stats()).totalRequests).toBe(2);
    tamperWithAggregates();
    expect((await dashboard.stats()).totalRequests).toBe(2);
    expect((await dashboard.call('DELETE', `/api/transactions/${id}`)).statusCode).toBe(204);
    expect((await dashboard.stats()).totalRequests).toBe(recomputed());

    const before = recomputed();
    tamperWithAggregates();
    expect((await dashboard.stats()).totalRequests).toBe(before);
    // Deleting the platform sets its transactions' platform_id to NULL: a journal update.
    expect((await dashboard.call('DELETE', `/api/platforms/${xbet.id}`)).statusCode).toBe(204);
    expect((await dashboard.stats()).totalRequests).toBe(recomputed());
    expect(recomputed()).not.toBe(before);
  });

  it('takes in a row dated after the request once its time comes, with no write', async () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(NOW);
    addRows(dashboard.app.db, [
      journalRow(),
      journalRow({ createdAt: new Date(NOW + 60_000).toISOString() }),
    ]);
    expect((await dashboard.stats(LAST_30_DAYS)).totalRequests).toBe(1);
    clock.mockReturnValue(NOW + 30_000);
    expect((await dashboard.stats(LAST_30_DAYS)).totalRequests).toBe(1);
    clock.mockReturnValue(NOW + 60_000);
    expect((await dashboard.stats(LAST_30_DAYS)).totalRequests).toBe(2);
  });

  it('keeps the bonus total the same way', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    addRows(dashboard.app.db, [journalRow({ status: 'BONUS_APPROVED', amount: 500 })]);
    const bonus = async () =>
      (await dashboard.call('GET', '/api/dashboard/requests/total-bonus-amount')).json();
    expect(await bonus()).toBe(500);
    dashboard.app.db.exec('UPDATE transaction_daily_totals SET amount = 0');
    expect(await bonus()).toBe(500);
    addRows(dashboard.app.db, [journalRow({ status: 'BONUS_APPROVED', amount: 7 })]);
    expect(await bonus()).toBe(7);
  });
});
