// Stacked bars of approved top-up and withdrawal sums per platform (SPEC §2). The bars run
// sideways so platform names stay readable on a phone.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../lib/money';
import { platformChartHeight } from '../chartSizes';
import { compactAmountFormatter } from '../chartData';
import { type PlatformRow, shortPlatformName } from '../platformRows';
import { useChartTheme } from './chartTheme';

export function PlatformChart({ rows, width }: { rows: PlatformRow[]; width?: number }) {
  const translate = useTranslate();
  const chart = useChartTheme();
  const unit = translate('app.money.unit');
  const amount = compactAmountFormatter(translate);

  return (
    <ResponsiveContainer width={width ?? '100%'} height={platformChartHeight(rows.length)}>
      <BarChart
        data={rows}
        layout="vertical"
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={chart.grid} strokeDasharray="3 3" horizontal={false} />
        <XAxis
          type="number"
          tickFormatter={amount}
          tick={chart.tick}
          axisLine={chart.axisLine}
          tickLine={chart.axisLine}
          minTickGap={8}
        />
        <YAxis
          type="category"
          dataKey="platform"
          tickFormatter={shortPlatformName}
          tick={chart.tick}
          axisLine={chart.axisLine}
          tickLine={chart.axisLine}
          width={96}
        />
        <Tooltip
          {...chart.tooltip}
          cursor={{ fill: chart.grid, fillOpacity: 0.3 }}
          formatter={(value) => formatMoney(typeof value === 'number' ? value : null, unit)}
        />
        <Legend wrapperStyle={chart.legend} itemSorter={null} />
        <Bar
          dataKey="topUp"
          stackId="sum"
          name={translate('app.dashboard.charts.topUp')}
          fill={chart.topUp}
          isAnimationActive={false}
        />
        <Bar
          dataKey="withdrawal"
          stackId="sum"
          name={translate('app.dashboard.charts.withdrawal')}
          fill={chart.withdrawal}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
