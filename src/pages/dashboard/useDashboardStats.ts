// Loads the figures of one period: the stats and, in a separate call, the approved bonus total
// (SPEC §3). Both are keyed by the exact request bounds.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { StatsRange } from '../../providers/dashboard';

export function useDashboardStats(range: StatsRange) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const bounds = [range.startDate ?? null, range.endDate ?? null];

  // No automatic retries: the screen has its own retry button, and a 401 should reach
  // react-admin's logout at once rather than after several attempts.
  const stats = useQuery({
    queryKey: ['dashboard', 'stats', ...bounds],
    queryFn: () => dataProvider.getDashboardStats(range),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const bonus = useQuery({
    queryKey: ['dashboard', 'bonus', ...bounds],
    queryFn: () => dataProvider.getTotalBonusAmount(range),
    placeholderData: keepPreviousData,
    retry: false,
  });

  const refetch = () => {
    void stats.refetch();
    void bonus.refetch();
  };

  return { stats, bonus, refetch };
}
