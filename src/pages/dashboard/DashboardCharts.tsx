// The three charts of the dashboard (docs/product.md: Screens): requests over time, sums per
// platform and the status distribution. The data is shaped here by pure helpers and drawn by our
// SVG charts (a few KB, so they come with the dashboard instead of as a chunk of their own).
import { memo } from 'react';
import { useTranslate } from 'ra-core';
import { useThemeMode } from '../../ui/useThemeMode';
import { Skeleton } from '../../ui/Skeleton';
import { cx } from '../../ui/cx';
import { PlatformChart, RequestsChart, StatusChart } from './charts';
import type { DashboardStats } from '../../providers/dashboard';
import { ChartCard } from './ChartCard';
import { REQUESTS_CHART_HEIGHT, STATUS_CHART_HEIGHT, platformChartHeight } from './chartSizes';
import { dashboardChartData } from './chartData';
import type { Period } from './period';
import { StatusLegend } from './StatusLegend';

const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2';

export interface DashboardChartsProps {
  stats: DashboardStats;
  period: Period;
  today: Date;
  /** A fixed chart width instead of the container's: jsdom has no layout to measure. */
  chartWidth?: number;
}

// Memo: drawn again only when the figures, the period or the day change (see StatCards).
export const DashboardCharts = memo(function DashboardCharts({
  stats,
  period,
  today,
  chartWidth,
}: DashboardChartsProps) {
  const translate = useTranslate();
  const [mode] = useThemeMode();
  const { days, platforms, slices, summaries, noData } = dashboardChartData(
    stats,
    period,
    today,
    mode,
    translate,
  );

  return (
    <div className={GRID}>
      <ChartCard
        id="dashboard-chart-requests"
        title={translate('app.dashboard.charts.requestsTitle')}
        height={REQUESTS_CHART_HEIGHT}
        empty={days.length === 0 ? noData : undefined}
        wide
      >
        <RequestsChart rows={days} label={summaries.requests} width={chartWidth} />
      </ChartCard>
      <ChartCard
        id="dashboard-chart-platforms"
        title={translate('app.dashboard.charts.platformsTitle')}
        height={platformChartHeight(platforms.length)}
        empty={platforms.length === 0 ? noData : undefined}
      >
        <PlatformChart rows={platforms} label={summaries.platforms} width={chartWidth} />
      </ChartCard>
      <ChartCard
        id="dashboard-chart-statuses"
        title={translate('app.dashboard.charts.statusesTitle')}
        height={STATUS_CHART_HEIGHT}
        empty={slices.length === 0 ? noData : undefined}
        footer={<StatusLegend slices={slices} />}
      >
        <StatusChart slices={slices} label={summaries.statuses} width={chartWidth} />
      </ChartCard>
    </div>
  );
});

/** Stand-in while the first figures load: the same grid and chart heights, headings included. */
export function DashboardChartsSkeleton() {
  const card = (height: number, wide = false) => (
    <div className={cx('min-w-0', wide && 'md:col-span-2')}>
      <Skeleton className="w-full" style={{ height: height + 80 }} />
    </div>
  );
  return (
    <div aria-hidden className={GRID}>
      {card(REQUESTS_CHART_HEIGHT, true)}
      {card(platformChartHeight(0))}
      {card(STATUS_CHART_HEIGHT)}
    </div>
  );
}
