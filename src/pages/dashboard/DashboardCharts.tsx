// The three charts of the dashboard (SPEC §2): requests over time, sums per platform and the
// status distribution. The data is shaped here by pure helpers; the recharts components are
// lazily loaded so the chart library is a separate chunk.
import { lazy } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { formatMoney, formatNumber } from '../../lib/money';
import type { DashboardStats } from '../../providers/dashboard';
import { ChartCard } from './ChartCard';
import { REQUESTS_CHART_HEIGHT, STATUS_CHART_HEIGHT, platformChartHeight } from './chartSizes';
import { dayLabel } from './dayLabels';
import { type Period, periodDays } from './period';
import { toPlatformRows } from './platformRows';
import { fillRequestsByDate } from './requestsByDate';
import { type LabelledSlice, isKnownStatus, toStatusSlices } from './statusColours';
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
  const unit = translate('app.money.unit');
  const noData = translate('app.dashboard.topUsers.empty');

  const days = fillRequestsByDate(stats.requestsByDate, periodDays(period, today));
  const peak = days.reduce((best, row) => (row.count > best.count ? row : best), days[0]);
  const requestsSummary =
    days.length === 0
      ? noData
      : translate('app.dashboard.charts.requestsSummary', {
          from: dayLabel(days[0].day),
          to: dayLabel(days[days.length - 1].day),
          total: formatNumber(days.reduce((sum, row) => sum + row.count, 0)),
          peak: formatNumber(peak.count),
          peakDay: dayLabel(peak.day),
        });

  const platforms = toPlatformRows(stats.platformGraphData);
  const platformsSummary = translate('app.dashboard.charts.platformsSummary', {
    list: platforms
      .map((row) =>
        translate('app.dashboard.charts.platformItem', {
          platform: row.platform,
          topUp: formatMoney(row.topUp, unit),
          withdrawal: formatMoney(row.withdrawal, unit),
        }),
      )
      .join('; '),
  });

  const slices: LabelledSlice[] = toStatusSlices(stats.statusDistribution, mode).map((slice) => ({
    ...slice,
    // A status the panel does not know yet is shown by its raw name rather than hidden.
    label: isKnownStatus(slice.status)
      ? translate(`app.transactions.statuses.${slice.status}`)
      : slice.status,
  }));
  const statusesSummary = translate('app.dashboard.charts.statusesSummary', {
    list: slices.map((slice) => `${slice.label}: ${formatNumber(slice.count)}`).join('; '),
  });

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
        summary={requestsSummary}
        height={REQUESTS_CHART_HEIGHT}
        empty={days.length === 0 ? noData : undefined}
        wide
      >
        <RequestsChart rows={days} width={chartWidth} />
      </ChartCard>
      <ChartCard
        id="dashboard-chart-platforms"
        title={translate('app.dashboard.charts.platformsTitle')}
        summary={platformsSummary}
        height={platformChartHeight(platforms.length)}
        empty={platforms.length === 0 ? noData : undefined}
      >
        <PlatformChart rows={platforms} width={chartWidth} />
      </ChartCard>
      <ChartCard
        id="dashboard-chart-statuses"
        title={translate('app.dashboard.charts.statusesTitle')}
        summary={statusesSummary}
        height={STATUS_CHART_HEIGHT}
        empty={slices.length === 0 ? noData : undefined}
        footer={<StatusLegend slices={slices} />}
      >
        <StatusChart slices={slices} width={chartWidth} />
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
