// The five stat cards' texts (docs/product.md: Screens), from one stats answer and the separate
// bonus call: a pure helper, tested without rendering.
import { formatMoney, formatNumber } from '../../lib/money';
import type { DashboardStats, Figure } from '../../providers/dashboard';
import type { Translate } from './chartData';
import { rankTopUsers } from './topUsers';

export interface StatCardText {
  /** 'bonus' has its own call, so its own loading state. */
  id: 'withdrawals' | 'topUps' | 'bonus' | 'requests' | 'topUser';
  label: string;
  value: string;
  caption?: string;
}

export function statCardTexts(
  stats: DashboardStats | undefined,
  bonus: { value?: Figure; failed: boolean },
  translate: Translate,
): StatCardText[] {
  const money = (amount: Figure | undefined) => formatMoney(amount, translate('app.money.unit'));
  const topUser = stats ? rankTopUsers(stats.topUsers)[0] : undefined;
  const label = (id: StatCardText['id']) => translate(`app.dashboard.stats.${id}`);
  return [
    {
      id: 'withdrawals',
      label: label('withdrawals'),
      value: money(stats?.totalApprovedWithdrawalAmount),
    },
    { id: 'topUps', label: label('topUps'), value: money(stats?.totalApprovedTopUpAmount) },
    {
      id: 'bonus',
      label: label('bonus'),
      value: bonus.failed ? '—' : money(bonus.value),
      caption: bonus.failed ? translate('app.dashboard.stats.unavailable') : undefined,
    },
    {
      id: 'requests',
      label: label('requests'),
      value: formatNumber(stats?.totalRequests),
      caption: translate('app.dashboard.stats.approved', {
        count: formatNumber(stats?.approvedRequests),
      }),
    },
    {
      id: 'topUser',
      label: label('topUser'),
      value: topUser ? topUser.chatId : '—',
      caption: topUser
        ? translate('app.dashboard.stats.topUserRequests', { count: formatNumber(topUser.count) })
        : translate('app.dashboard.topUsers.empty'),
    },
  ];
}
