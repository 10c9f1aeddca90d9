// Loads the figures of one period: the stats and, in a separate call, the approved bonus total
// (SPEC §3). Both are keyed by the exact request bounds; the first answers may already have been
// asked for by the start-up code (earlyStats.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { DashboardStats, Figure, StatsRange } from '../../providers/dashboard';
import { takeEarlyStats } from './earlyStats';

export function useDashboardStats(range: StatsRange) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const bounds = [range.startDate ?? null, range.endDate ?? null];

  const stats = useQuery({
    queryKey: ['dashboard', 'stats', ...bounds],
    queryFn: async () =>
      (await takeEarlyStats<DashboardStats>('stats', range)) ??
      dataProvider.getDashboardStats(range),
    placeholderData: keepPreviousData,
  });
  const bonus = useQuery({
    queryKey: ['dashboard', 'bonus', ...bounds],
    queryFn: async () =>
      (await takeEarlyStats<Figure>('bonus', range)) ?? dataProvider.getTotalBonusAmount(range),
    placeholderData: keepPreviousData,
  });

  const refetch = () => {
    void stats.refetch();
    void bonus.refetch();
  };

  return { stats, bonus, refetch };
}
