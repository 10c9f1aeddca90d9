// The three charts of the dashboard (SPEC §2): requests over time, sums per platform and the
// status distribution. The data is shaped here by pure helpers; the SVG chart components are
// lazily loaded as a chunk of their own.
import { lazy } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { DashboardStats } from '../../providers/dashboard';
import { ChartCard } from './ChartCard';
import { REQUESTS_CHART_HEIGHT, STATUS_CHART_HEIGHT, platformChartHeight } from './chartSizes';
import { dashboardChartData } from './chartData';
import type { Period } from './period';
import { StatusLegend } from './StatusLegend';

const RequestsChart = lazy(() => import('./charts').then((m) => ({ default: m.RequestsChart })));
const PlatformChart = lazy(() => import('./charts').then((m) => ({ default: m.PlatformChart })));
const StatusChart = lazy(() => import('./charts').then((m) => ({ default: m.StatusChart })));

export interface DashboardChartsProps {
  stats: DashboardStats;
  period: Period;
  today: Date;
  /** A fixed chart width instead of the container's: jsdom has no layout to measure. */
  chartWidth?: number;
}

export function DashboardCharts({ stats, period, today, chartWidth }: DashboardChartsProps) {
  const translate = useTranslate();
  const mode = useTheme().palette.mode;
  const { days, platforms, slices, summaries, noData } = dashboardChartData(
    stats,
    period,
    today,
    mode,
    translate,
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
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
    </Box>
  );
}

/** Stand-in while the first figures load: the same grid and chart heights, headings included. */
export function DashboardChartsSkeleton() {
  const card = (height: number, wide = false) => (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Skeleton variant="rounded" height={height + 80} />
    </Box>
  );
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {card(REQUESTS_CHART_HEIGHT, true)}
      {card(platformChartHeight(0))}
      {card(STATUS_CHART_HEIGHT)}
    </Box>
  );
}
