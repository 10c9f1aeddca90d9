// Doughnut of the status distribution in the spec's colours (SPEC §4). Its legend is plain HTML
// outside the lazy chunk (StatusLegend), so it reads and wraps well on a phone.
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { formatNumber } from '../../../lib/money';
import { STATUS_CHART_HEIGHT } from '../chartSizes';
import type { LabelledSlice } from '../statusColours';
import { useChartTheme } from './chartTheme';

export function StatusChart({ slices, width }: { slices: LabelledSlice[]; width?: number }) {
  const chart = useChartTheme();
  return (
    <ResponsiveContainer width={width ?? '100%'} height={STATUS_CHART_HEIGHT}>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="count"
          nameKey="label"
          innerRadius="55%"
          outerRadius="90%"
          paddingAngle={1}
          stroke={chart.paper}
          isAnimationActive={false}
        >
          {slices.map((slice) => (
            <Cell key={slice.status} fill={slice.colour} />
          ))}
        </Pie>
        <Tooltip {...chart.tooltip} formatter={(value) => formatNumber(Number(value))} />
      </PieChart>
    </ResponsiveContainer>
  );
}
