// GET /api/dashboard/stats and /requests/total-bonus-amount for windows with bounds inside days
// (partly read from the journal), empty windows, the bonus total, the 10-user cap with its tie
// rule, the business time zone and the 400 answers. Dataset: see dashboard.test.ts.
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers.ts';
import { dashboardPerTest, dashboardSamplePerTest, recentIds, window } from './journalFixture.ts';
import type { Stats } from './journalFixture.ts';
import { addRows, journalRow } from './transactionFixtures.ts';

const dashboard = dashboardPerTest();
const { call, stats } = dashboard;

describe('windows over the hand-computed dataset', () => {
  const { R } = dashboardSamplePerTest(dashboard);

  it('reads bounds in the middle of days from the journal', async () => {
    const expected = {
      totalRequests: 5,
      approvedRequests: 2,
      pendingRequests: 2,
      pendingAdminRequests: 1,
      canceledRequests: 0,
      failedRequests: 0,
      totalApprovedWithdrawalAmount: 250_000,
      totalApprovedTopUpAmount: 300_000,
      totalApprovedBonusAmount: 20_000,
      averageApprovedAmount: 275_000,
      statusDistribution: { APPROVED: 2, BONUS_APPROVED: 1, PENDING: 1, PENDING_ADMIN: 1 },
      requestsByDate: { '2025-03-10': 3, '2025-03-11': 2 },
      // 1xBet has no APPROVED request in the window.
      platformGraphData: { 'Melbet RU': { top_up: 300_000, withdrawal: 250_000 } },
      requestsByPlatform: { '1xBet UZ': 2, 'Melbet RU': 3 },
      amountByPlatform: { 'Melbet RU': 550_000 },
      topUsers: { '111': 1, '222': 2, '333': 1, '444': 1 },
      recentRequests: R(6, 5, 4, 3, 2),
    };
    // R2 at exactly 09:15:00 and R6 at exactly 12:00:00 are in.
    for (const [start, end] of [
      ['2025-03-10T09:15:00', '2025-03-11T12:00:00'],
      ['2025-03-10T04:15:00Z', '2025-03-11T07:00:00Z'],
      ['2025-03-10T09:15:00+05:00', '2025-03-11T12:00:00.000+05:00'],
      ['2025-03-10T09:15', '2025-03-11T12:00'],
    ]) {
      const answer = await stats(window(start, end));
      expect({ ...answer, recentRequests: recentIds(answer) }, `${start}..${end}`).toEqual(
        expected,
      );
    }
  });

  it('counts a partial day that holds all of its rows like a whole one', async () => {
    // 12 March ends at 23:00 here, after its last row (12:00): its aggregate is exact.
    const answer = await stats(window('2025-03-10T00:00:00', '2025-03-12T23:00:00'));
    expect(answer.totalRequests).toBe(11);
    expect(answer.requestsByDate).toEqual({ '2025-03-10': 4, '2025-03-11': 4, '2025-03-12': 3 });
    expect(answer.totalApprovedBonusAmount).toBe(25_000);
    // Ending at 11:30 leaves R11 out: that part of the day comes from the journal.
    const partial = await stats(window('2025-03-10T00:00:00', '2025-03-12T11:30:00'));
    expect(partial.totalRequests).toBe(10);
    expect(partial.requestsByDate).toEqual({ '2025-03-10': 4, '2025-03-11': 4, '2025-03-12': 2 });
    expect(partial.totalApprovedBonusAmount).toBe(20_000);
  });

  it('answers zeros and empty maps for a window without requests', async () => {
    for (const query of [
      window('2024-01-01T00:00:00', '2024-01-31T23:59:59'),
      window('2025-03-12T00:00:00', '2025-03-10T00:00:00'),
    ]) {
      expect(await stats(query)).toEqual({
        totalRequests: 0,
        approvedRequests: 0,
        pendingRequests: 0,
        pendingAdminRequests: 0,
        canceledRequests: 0,
        failedRequests: 0,
        totalApprovedWithdrawalAmount: 0,
        totalApprovedTopUpAmount: 0,
        totalApprovedBonusAmount: 0,
        averageApprovedAmount: 0,
        statusDistribution: {},
        requestsByDate: {},
        platformGraphData: {},
        requestsByPlatform: {},
        amountByPlatform: {},
        topUsers: {},
        recentRequests: [],
      });
    }
  });

  it('answers the BONUS_APPROVED sum as a bare JSON number', async () => {
    const bonus = async (query = '') => {
      const response = await call('GET', `/api/dashboard/requests/total-bonus-amount${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      return response.body;
    };
    expect(await bonus()).toBe('25000');
    expect(await bonus(window('2025-03-10T00:00:00', '2025-03-10T23:59:59'))).toBe('20000');
    expect(await bonus(window('2025-03-12T00:00:00'))).toBe('5000');
    expect(await bonus(window('2025-03-10T23:31:00', '2025-03-12T11:59:59'))).toBe('0');
    expect(await bonus(window('2025-03-10T23:30:00', '2025-03-12T12:00:00'))).toBe('25000');
  });
});

describe('topUsers', () => {
  it('keeps the 10 chats with most requests, equal counts going to the smaller chat id', async () => {
    // Inserted with the smallest counts first and chat ids descending, so neither insertion
    // order nor id order can pass for the tie rule.
    // prettier-ignore
    const counts: Array<[chatId: number, requests: number]> = [
      [112, 1], [111, 1], [110, 1], [109, 1], [108, 1],
      [107, 2], [106, 2], [105, 2], [104, 2], [103, 3], [102, 3], [101, 4],
    ];
    addRows(
      dashboard.app.db,
      counts.flatMap(([chatId, requests]) =>
        Array.from({ length: requests }, () => journalRow({ chatId })),
      ),
    );
    const { topUsers } = await stats();
    expect(topUsers).toEqual({
      '101': 4,
      '102': 3,
      '103': 3,
      '104': 2,
      '105': 2,
      '106': 2,
      '107': 2,
      '108': 1,
      '109': 1,
      '110': 1,
    });
  });
});

describe('time zone and validation', () => {
  it('reads zone-less bounds and makes days in BUSINESS_TIME_ZONE', async () => {
    const utc = await buildTestApp({ BUSINESS_TIME_ZONE: 'UTC' });
    try {
      addRows(utc.app.db, [
        journalRow({ createdAt: '2025-03-10T18:30:00.000Z' }),
        journalRow({ createdAt: '2025-03-10T19:00:00.000Z' }),
      ]);
      const get = async (query: string) =>
        (
          await utc.app.inject({
            url: `/api/dashboard/stats${query}`,
            headers: { authorization: utc.auth },
          })
        ).json<Stats>();
      expect((await get('')).requestsByDate).toEqual({ '2025-03-10': 2 });
      expect((await get(window('2025-03-10T19:00:00'))).totalRequests).toBe(1);
    } finally {
      await utc.app.close();
    }
    // The same two instants in Tashkent fall on two days.
    addRows(dashboard.app.db, [
      journalRow({ createdAt: '2025-03-10T18:30:00.000Z' }),
      journalRow({ createdAt: '2025-03-10T19:00:00.000Z' }),
    ]);
    expect((await stats()).requestsByDate).toEqual({ '2025-03-10': 1, '2025-03-11': 1 });
  });

  it.each([
    ['startDate', '2025-03-10'],
    ['startDate', '2025-02-30T00:00:00'],
    ['startDate', '2025-03-10T24:00:00'],
    ['startDate', '2025-03-10T10:60:00'],
    ['startDate', 'yesterday'],
    ['startDate', '2025-03-10T10:00:00+15:00'],
    ['endDate', '10.03.2025 23:59:59'],
    ['endDate', '2025-03-10T23:59:59ZZ'],
  ])('answers 400 for %s=%s on both routes', async (field, value) => {
    for (const path of ['/api/dashboard/stats', '/api/dashboard/requests/total-bonus-amount']) {
      const response = await call('GET', `${path}?${field}=${encodeURIComponent(value)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: `${field}: must be a date-time YYYY-MM-DDTHH:mm:ss`,
      });
    }
  });

  it('answers 401 without credentials', async () => {
    expect((await dashboard.app.inject({ url: '/api/dashboard/stats' })).statusCode).toBe(401);
    const bonus = await dashboard.app.inject({ url: '/api/dashboard/requests/total-bonus-amount' });
    expect(bonus.statusCode).toBe(401);
  });
});
