// The dashboard's figures asked for at start-up: taken once, for the same bounds only, and a
// failure left to the dashboard's own call.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardStats } from '../../../src/providers/dashboard';
import type * as EarlyStats from '../../../src/pages/dashboard/earlyStats';

// The module keeps the early answers: a fresh copy per test.
let early: typeof EarlyStats;
beforeEach(async () => {
  vi.resetModules();
  early = await import('../../../src/pages/dashboard/earlyStats');
});

const FIGURES = { totalRequests: 3 } as DashboardStats;

function fakeApi(stats: () => Promise<DashboardStats> = async () => FIGURES) {
  return {
    getDashboardStats: vi.fn(stats),
    getTotalBonusAmount: vi.fn(async () => 450_000),
  };
}

const RANGE = { startDate: '2025-08-22T00:00:00' };

describe('early dashboard figures', () => {
  it('hands each answer over once, for the bounds it was asked with', async () => {
    const api = fakeApi();
    early.requestEarlyStats(api, RANGE);
    expect(api.getDashboardStats).toHaveBeenCalledWith(RANGE);
    expect(api.getTotalBonusAmount).toHaveBeenCalledWith(RANGE);

    expect(await early.takeEarlyStats('stats', { startDate: '2025-09-14T00:00:00' })).toBe(
      undefined,
    );
    expect(await early.takeEarlyStats('stats', RANGE)).toBe(FIGURES);
    expect(await early.takeEarlyStats('bonus', RANGE)).toBe(450_000);
    // The next period change, or a retry, asks the API again.
    expect(await early.takeEarlyStats('stats', RANGE)).toBe(undefined);
  });

  it('counts a failed early call as no answer, without an unhandled rejection', async () => {
    const api = fakeApi(() => Promise.reject(Object.assign(new Error('401'), { status: 401 })));
    early.requestEarlyStats(api, RANGE);
    expect(await early.takeEarlyStats('stats', RANGE)).toBe(undefined);
  });

  it('asks nothing once the dashboard has asked for itself', async () => {
    expect(await early.takeEarlyStats('stats', RANGE)).toBe(undefined);
    const api = fakeApi();
    early.requestEarlyStats(api, RANGE);
    expect(api.getDashboardStats).not.toHaveBeenCalled();
    expect(api.getTotalBonusAmount).not.toHaveBeenCalled();
  });

  it('reads the period from the address as the dashboard does', () => {
    const api = fakeApi();
    const today = new Date(2025, 8, 21, 14, 30);
    early.startEarlyStats('?period=7', today, api);
    expect(api.getDashboardStats).toHaveBeenCalledWith({ startDate: '2025-09-14T00:00:00' });
    const custom = fakeApi();
    early.startEarlyStats('?from=2025-09-01&to=2025-09-10', today, custom);
    expect(custom.getTotalBonusAmount).toHaveBeenCalledWith({
      startDate: '2025-09-01T00:00:00',
      endDate: '2025-09-10T23:59:59',
    });
  });
});
