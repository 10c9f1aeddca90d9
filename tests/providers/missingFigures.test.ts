// A figure the server did not send is missing, never 0: the providers keep it as null, and the
// screens' texts (stat cards, chart labels) show a dash for it.
import UZ_CATALOGUE from '../../src/i18n/uz';
import { describe, expect, it } from 'vitest';
import { providerWith } from '../fixtures/providers';
import { toDashboardStats } from '../../src/providers/dashboard';
import { statCardTexts } from '../../src/pages/dashboard/statCardTexts';
import { dashboardChartData } from '../../src/pages/dashboard/chartData';
import { DEFAULT_PERIOD } from '../../src/pages/dashboard/period';
import { createTranslator } from '../../src/lib/translate';

const translate = createTranslator(UZ_CATALOGUE);

describe('missing figures', () => {
  it('dashboard stats: missing totals are null, map entries without a count are left out', () => {
    const stats = toDashboardStats({
      totalRequests: 4,
      approvedRequests: null,
      totalApprovedTopUpAmount: 'lots',
      statusDistribution: { APPROVED: 3, FAILED: null },
      platformGraphData: { Melbet: { top_up: 5000, withdrawal: null } },
    });
    expect(stats).toMatchObject({
      totalRequests: 4,
      approvedRequests: null,
      totalApprovedTopUpAmount: null,
      totalApprovedWithdrawalAmount: null,
      statusDistribution: { APPROVED: 3 },
      platformGraphData: { Melbet: { top_up: 5000, withdrawal: null } },
    });
  });

  it('stat cards show a dash for each missing total and for a missing bonus', () => {
    const stats = toDashboardStats({ totalRequests: 4, totalApprovedTopUpAmount: 1000 });
    const texts = statCardTexts(stats, { value: null, failed: false }, translate);
    const value = (id: string) => texts.find((card) => card.id === id)!.value;
    expect(value('withdrawals')).toBe('—');
    expect(value('topUps')).toBe("1\u00a0000 so'm");
    expect(value('bonus')).toBe('—');
    expect(value('requests')).toBe('4');
    expect(texts.find((card) => card.id === 'requests')!.caption).toContain('—');
  });

  it("the platform chart's summary says a missing sum is missing", () => {
    const stats = toDashboardStats({
      totalRequests: 1,
      platformGraphData: { Melbet: { top_up: 5000, withdrawal: null } },
    });
    const { summaries, platforms } = dashboardChartData(
      stats,
      DEFAULT_PERIOD,
      new Date(2025, 8, 21),
      'light',
      translate,
    );
    expect(platforms).toEqual([{ platform: 'Melbet', topUp: 5000, withdrawal: null }]);
    expect(summaries.platforms).toContain('—');
    expect(summaries.platforms).not.toMatch(/\b0 so'm/);
  });

  it('the bonus total is null when the answer is not a number', async () => {
    const { dataProvider } = providerWith(() => ({ body: '' }));
    expect(await dataProvider.getTotalBonusAmount()).toBeNull();
  });

  it('a card without a balance keeps it null', async () => {
    const { dataProvider } = providerWith(() => ({
      body: [{ id: 1, cardNumber: '9860111122223333', paymentSystem: 'HUMO', balance: null }],
    }));
    const { data } = await dataProvider.getList('cards', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(data[0].balance).toBeNull();
  });

  it('a lottery balance or prize without figures keeps them null', async () => {
    const balance = providerWith(() => ({ body: { chatId: 77 } }));
    expect(await balance.dataProvider.getLotteryBalance(77)).toEqual({
      chatId: 77,
      balance: null,
      tickets: null,
    });
    const prizes = providerWith(() => ({ body: [{ id: 1, amount: null, numberOfPrize: 2 }] }));
    expect(await prizes.dataProvider.getPrizes()).toEqual([
      { id: 1, amount: null, numberOfPrize: 2 },
    ]);
  });
});
