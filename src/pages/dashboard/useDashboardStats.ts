// Loads the figures of one period: the stats and, in a separate call, the approved bonus total
// (docs/product.md: Records). Both are keyed by the exact request bounds; on a cold start the HTTP
// client may already hold their answers (speed/earlyReads.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { StatsRange } from '../../providers/dashboard';

export function useDashboardStats(range: StatsRange) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const bounds = [range.startDate ?? null, range.endDate ?? null];

  const stats = useQuery({
    queryKey: ['dashboard', 'stats', ...bounds],
    queryFn: () => dataProvider.getDashboardStats(range),
    placeholderData: keepPreviousData,
  });
  const bonus = useQuery({
    queryKey: ['dashboard', 'bonus', ...bounds],
    queryFn: () => dataProvider.getTotalBonusAmount(range),
    placeholderData: keepPreviousData,
  });

  const refetch = () => {
    void stats.refetch();
    void bonus.refetch();
  };

  return { stats, bonus, refetch };
}
