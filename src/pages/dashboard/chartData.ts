// What the dashboard's charts draw and say, from one stats answer: the rows of each chart and its
// summary in words (the accessible name of the chart), as a pure helper tested on its own.
import { formatMoney, formatNumber } from '../../lib/money';
import type { DashboardStats } from '../../providers/dashboard';
import { dayLabel } from './dayLabels';
import { type Period, periodDays } from './period';
import { type PlatformRow, formatCompact, toPlatformRows } from './platformRows';
import { type DayCount, fillRequestsByDate } from './requestsByDate';
import { type LabelledSlice, isKnownStatus, toStatusSlices } from './statusColours';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface DashboardChartData {
  days: DayCount[];
  platforms: PlatformRow[];
  slices: LabelledSlice[];
  summaries: { requests: string; platforms: string; statuses: string };
  /** Said instead of a chart that has nothing to draw. */
  noData: string;
}

export function dashboardChartData(
  stats: DashboardStats,
  period: Period,
  today: Date,
  mode: 'light' | 'dark',
  translate: Translate,
): DashboardChartData {
  const unit = translate('app.money.unit');
  const noData = translate('app.dashboard.topUsers.empty');

  const days = fillRequestsByDate(stats.requestsByDate, periodDays(period, today));
  const peak = days.reduce((best, row) => (row.count > best.count ? row : best), days[0]);
  const requests =
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
  const statuses = translate('app.dashboard.charts.statusesSummary', {
    list: slices.map((slice) => `${slice.label}: ${formatNumber(slice.count)}`).join('; '),
  });

  return {
    days,
    platforms,
    slices,
    summaries: { requests, platforms: platformsSummary, statuses },
    noData,
  };
}

/** The platform chart's axis amounts, "150 mln", in the UI language's units. */
export function compactAmountFormatter(translate: Translate): (value: number) => string {
  const units = {
    thousand: translate('app.dashboard.charts.thousand'),
    million: translate('app.dashboard.charts.million'),
    billion: translate('app.dashboard.charts.billion'),
  };
  return (value) => formatCompact(value, units, (amount) => formatNumber(amount));
}

/** A legend entry of the doughnut: "Tasdiqlangan: 2 432 (76%)". */
export function sliceLegendText(slice: LabelledSlice, total: number): string {
  const share =
    total > 0 ? ` (${formatNumber(Math.round((slice.count / total) * 1000) / 10)}%)` : '';
  return `${slice.label}: ${formatNumber(slice.count)}${share}`;
}
