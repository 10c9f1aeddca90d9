// Line chart of requests per day, labelled "So'rovlar" (SPEC §2). Rows arrive zero-filled.
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../lib/money';
import { MAX_DAYS_WITH_DOTS, REQUESTS_CHART_HEIGHT } from '../chartSizes';
import type { DayCount } from '../requestsByDate';
import { useChartTheme } from './chartTheme';
import { dayLabel, shortDayLabel } from '../dayLabels';

export function RequestsChart({ rows, width }: { rows: DayCount[]; width?: number }) {
  const translate = useTranslate();
  const chart = useChartTheme();
  const name = translate('app.dashboard.charts.requests');

  return (
    <ResponsiveContainer width={width ?? '100%'} height={REQUESTS_CHART_HEIGHT}>
      <LineChart
        data={rows}
        margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={chart.grid} strokeDasharray="3 3" />
        <XAxis
          dataKey="day"
          tickFormatter={shortDayLabel}
          tick={chart.tick}
          axisLine={chart.axisLine}
          tickLine={chart.axisLine}
          minTickGap={16}
        />
        <YAxis
          allowDecimals={false}
          tickFormatter={formatNumber}
          tick={chart.tick}
          axisLine={chart.axisLine}
          tickLine={chart.axisLine}
          width="auto"
        />
        <Tooltip
          {...chart.tooltip}
          labelFormatter={(label) => dayLabel(String(label))}
          formatter={(value) => formatNumber(Number(value))}
        />
        <Legend wrapperStyle={chart.legend} itemSorter={null} />
        <Line
          type="monotone"
          dataKey="count"
          name={name}
          stroke={chart.line}
          strokeWidth={2}
          dot={rows.length <= MAX_DAYS_WITH_DOTS}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
