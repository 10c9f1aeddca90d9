// GET /api/dashboard/stats against a small dataset whose every figure is computed by hand here:
// all time, one whole day with bounds at 00:00:00 and 23:59:59, startDate or endDate alone.
//
// The dataset (transactionSamples.ts), Tashkent wall-clock times, platforms 1xBet UZ / Melbet RU:
//   R1  03-10 00:00:00      chat 111  APPROVED        TOP_UP       100,000  1xBet
//   R2  03-10 09:15:00      chat 111  APPROVED        WITHDRAWAL   250,000  Melbet
//   R3  03-10 23:30:00      chat 222  BONUS_APPROVED  TOP_UP        20,000  1xBet  (18:30Z)
//   R4  03-10 23:59:59.500  chat 333  PENDING         TOP_UP        50,000  1xBet
//   R5  03-11 00:00:00      chat 222  APPROVED        TOP_UP       300,000  Melbet
//   R6  03-11 12:00:00      chat 444  PENDING_ADMIN   WITHDRAWAL   500,000  Melbet
//   R7  03-11 13:00:00      chat 111  CANCELED        TOP_UP        70,000  1xBet
//   R8  03-11 14:00:00      chat 555  FAILED          WITHDRAWAL    90,000  (unknown platform)
//   R9  03-12 10:00:00      chat 222  APPROVED        TOP_UP       150,001  1xBet
//   R10 03-12 11:00:00      chat 666  PENDING_SMS     TOP_UP        40,000  Melbet
//   R11 03-12 12:00:00      chat 777  BONUS_APPROVED  TOP_UP         5,000  Melbet
//   R12 03-09 23:59:59.999  chat 888  APPROVED        TOP_UP     1,000,000  1xBet
import { describe, expect, it } from 'vitest';
import { dashboardPerTest, dashboardSamplePerTest, recentIds, window } from './journalFixture.ts';
import { addRows, journalRow } from './transactionFixtures.ts';

const dashboard = dashboardPerTest();
const { call, stats } = dashboard;

describe('a hand-computed dataset (Asia/Tashkent, UTC+5)', () => {
  const sample = dashboardSamplePerTest(dashboard);
  const { R } = sample;

  it('answers every figure for all time (no dates)', async () => {
    const answer = await stats();
    expect({ ...answer, recentRequests: recentIds(answer) }).toEqual({
      totalRequests: 12,
      approvedRequests: 5,
      pendingRequests: 3,
      pendingAdminRequests: 1,
      canceledRequests: 1,
      failedRequests: 1,
      totalApprovedWithdrawalAmount: 250_000,
      totalApprovedTopUpAmount: 1_550_001,
      totalApprovedBonusAmount: 25_000,
      // (1,550,001 + 250,000) / 5 = 360,000.2
      averageApprovedAmount: 360_000,
      statusDistribution: {
        APPROVED: 5,
        BONUS_APPROVED: 2,
        CANCELED: 1,
        FAILED: 1,
        PENDING: 1,
        PENDING_ADMIN: 1,
        PENDING_SMS: 1,
      },
      requestsByDate: { '2025-03-09': 1, '2025-03-10': 4, '2025-03-11': 4, '2025-03-12': 3 },
      platformGraphData: {
        '1xBet UZ': { top_up: 1_250_001, withdrawal: 0 },
        'Melbet RU': { top_up: 300_000, withdrawal: 250_000 },
      },
      requestsByPlatform: { '1xBet UZ': 6, 'Melbet RU': 5 },
      amountByPlatform: { '1xBet UZ': 1_250_001, 'Melbet RU': 550_000 },
      topUsers: { '111': 3, '222': 3, '333': 1, '444': 1, '555': 1, '666': 1, '777': 1, '888': 1 },
      recentRequests: R(11, 10, 9, 8, 7),
    });
  });

  it('shapes recent requests exactly like /transactions rows', async () => {
    const answer = await stats();
    const list = (await call('GET', '/api/transactions?range=[0,4]')).json<Array<{ id: number }>>();
    expect(answer.recentRequests).toEqual(list);
    expect(answer.recentRequests[0]).toMatchObject({
      id: sample.ids[10],
      chatId: 777,
      platform: 'Melbet RU',
      status: 'BONUS_APPROVED',
      type: 'TOP_UP',
      amount: 5_000,
      createdAt: '2025-03-12T07:00:00.000Z',
    });
  });

  it('reads one whole day with inclusive bounds at 00:00:00 and 23:59:59', async () => {
    const answer = await stats(window('2025-03-10T00:00:00', '2025-03-10T23:59:59'));
    // R1 at exactly 00:00:00 and R4 within 23:59:59 are in; R12 (a millisecond before) and R5
    // (the next midnight) are out.
    expect({ ...answer, recentRequests: recentIds(answer) }).toEqual({
      totalRequests: 4,
      approvedRequests: 2,
      pendingRequests: 1,
      pendingAdminRequests: 0,
      canceledRequests: 0,
      failedRequests: 0,
      totalApprovedWithdrawalAmount: 250_000,
      totalApprovedTopUpAmount: 100_000,
      totalApprovedBonusAmount: 20_000,
      averageApprovedAmount: 175_000,
      statusDistribution: { APPROVED: 2, BONUS_APPROVED: 1, PENDING: 1 },
      requestsByDate: { '2025-03-10': 4 },
      platformGraphData: {
        '1xBet UZ': { top_up: 100_000, withdrawal: 0 },
        'Melbet RU': { top_up: 0, withdrawal: 250_000 },
      },
      requestsByPlatform: { '1xBet UZ': 3, 'Melbet RU': 1 },
      amountByPlatform: { '1xBet UZ': 100_000, 'Melbet RU': 250_000 },
      topUsers: { '111': 2, '222': 1, '333': 1 },
      recentRequests: R(4, 3, 2, 1),
    });
  });

  it('runs from startDate until now when only startDate is given', async () => {
    const answer = await stats(window('2025-03-11T00:00:00'));
    expect({ ...answer, recentRequests: recentIds(answer) }).toEqual({
      totalRequests: 7,
      approvedRequests: 2,
      pendingRequests: 2,
      pendingAdminRequests: 1,
      canceledRequests: 1,
      failedRequests: 1,
      totalApprovedWithdrawalAmount: 0,
      totalApprovedTopUpAmount: 450_001,
      totalApprovedBonusAmount: 5_000,
      // 450,001 / 2 = 225,000.5, rounded half up.
      averageApprovedAmount: 225_001,
      statusDistribution: {
        APPROVED: 2,
        BONUS_APPROVED: 1,
        CANCELED: 1,
        FAILED: 1,
        PENDING_ADMIN: 1,
        PENDING_SMS: 1,
      },
      requestsByDate: { '2025-03-11': 4, '2025-03-12': 3 },
      platformGraphData: {
        '1xBet UZ': { top_up: 150_001, withdrawal: 0 },
        'Melbet RU': { top_up: 300_000, withdrawal: 0 },
      },
      requestsByPlatform: { '1xBet UZ': 2, 'Melbet RU': 4 },
      amountByPlatform: { '1xBet UZ': 150_001, 'Melbet RU': 300_000 },
      topUsers: { '222': 2, '111': 1, '444': 1, '555': 1, '666': 1, '777': 1 },
      recentRequests: R(11, 10, 9, 8, 7),
    });
  });

  it('stops at now with startDate alone, but not without dates', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString();
    addRows(dashboard.app.db, [journalRow({ createdAt: tomorrow, chatId: 999 })]);
    expect((await stats(window('2025-03-11T00:00:00'))).totalRequests).toBe(7);
    expect((await stats()).totalRequests).toBe(13);
  });

  it('runs from the first record until endDate when only endDate is given', async () => {
    const answer = await stats(window(undefined, '2025-03-10T23:59:59'));
    expect(answer.totalRequests).toBe(5);
    expect(answer.requestsByDate).toEqual({ '2025-03-09': 1, '2025-03-10': 4 });
    expect(answer.topUsers).toEqual({ '111': 2, '222': 1, '333': 1, '888': 1 });
    expect(answer.totalApprovedTopUpAmount).toBe(1_100_000);
    // A bound to the minute covers that whole minute.
    expect((await stats(window(undefined, '2025-03-10T23:59'))).totalRequests).toBe(5);
  });
});
