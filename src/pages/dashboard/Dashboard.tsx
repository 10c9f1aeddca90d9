// 'Boshqaruv Paneli' (docs/product.md: Screens Dashboard): feature switches, the period (kept in
// the URL), stat cards, charts and the most active users, with the spec's error and no-data
// messages (Messages).
import { useMemo } from 'react';
import { useTranslate } from 'ra-core';
import { hasNoData, hasRequests } from '../../providers/dashboard';
import { ScreenHeader } from '../../ui/admin/ScreenHeader';
import { ProgressBar } from '../../ui/ProgressBar';
import { ErrorState, Notice } from '../../ui/States';
import { DashboardCharts, DashboardChartsSkeleton } from './DashboardCharts';
import { FeatureSwitches } from './FeatureSwitches';
import { PeriodSelector } from './PeriodSelector';
import { StatCards } from './StatCards';
import { TopUsersTable } from './TopUsersTable';
import { periodToRange } from './period';
import { useDashboardStats } from './useDashboardStats';
import { usePeriodParam } from './usePeriodParam';

/** The route's component. */
export function Dashboard() {
  return <DashboardView />;
}

/** `chartWidth` fixes the charts' width where there is no layout to measure (jsdom tests). */
export function DashboardView({ chartWidth }: { chartWidth?: number }) {
  const translate = useTranslate();
  const [period, setPeriod] = usePeriodParam();
  // The browser's calendar day: "7 Kun" means from the start of the day a week ago. The same
  // object all day, so that the charts are not drawn again for nothing.
  const day = new Date().toDateString();
  const today = useMemo(() => new Date(day), [day]);
  const { stats, bonus, refetch } = useDashboardStats(periodToRange(period, today));
  const bonusFigure = useMemo(
    () => ({ value: bonus.data, loading: bonus.isPending, failed: bonus.isError }),
    [bonus.data, bonus.isPending, bonus.isError],
  );

  const data = stats.data;
  const firstLoad = stats.isPending;
  // Previous figures stay on screen while a new period loads; the bar says they are changing.
  const switching = stats.isPlaceholderData || bonus.isPlaceholderData;

  return (
    <div className="flex min-w-0 flex-col gap-4 py-4">
      <ScreenHeader title={translate('app.dashboard.title')} />
      <FeatureSwitches />
      <PeriodSelector period={period} onChange={setPeriod} />
      {/* By the period buttons, which stay usable: another period may have data. */}
      {data && !stats.isError && hasNoData(data) && (
        <Notice>{translate('app.dashboard.noData')}</Notice>
      )}
      {/* A fixed slot, so the bar appearing does not shift the page. */}
      <div className="h-1">
        {switching && <ProgressBar label={translate('app.dashboard.loading')} />}
      </div>
      {stats.isError ? (
        <ErrorState
          message={translate('app.dashboard.loadError')}
          onRetry={refetch}
          retryLabel={translate('app.dashboard.retry')}
        />
      ) : (
        <>
          <StatCards stats={data} loading={firstLoad} bonus={bonusFigure} />
          {firstLoad ? (
            <DashboardChartsSkeleton />
          ) : (
            data &&
            hasRequests(data) && (
              <DashboardCharts stats={data} period={period} today={today} chartWidth={chartWidth} />
            )
          )}
          <TopUsersTable topUsers={data?.topUsers} loading={firstLoad} />
        </>
      )}
    </div>
  );
}
