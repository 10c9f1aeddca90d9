// Loads the figures of one period: the stats and, in a separate call, the approved bonus total
// (docs/product.md: Records), as queries.ts declares them; on a cold start the query client may
// already hold their answers (loadTime/firstQueries.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../providers/appDataProvider';
import type { StatsRange } from '../../providers/dashboard';
import { bonusQuery, statsQuery } from './queries';

export function useDashboardStats(range: StatsRange) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const statsRead = statsQuery(range);
  const bonusRead = bonusQuery(range);

  const stats = useQuery({
    queryKey: statsRead.queryKey,
    queryFn: () => statsRead.queryFn(dataProvider),
    placeholderData: keepPreviousData,
  });
  const bonus = useQuery({
    queryKey: bonusRead.queryKey,
    queryFn: () => bonusRead.queryFn(dataProvider),
    placeholderData: keepPreviousData,
  });

  const refetch = () => {
    void stats.refetch();
    void bonus.refetch();
  };

  return { stats, bonus, refetch };
}
