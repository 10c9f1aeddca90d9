// Doughnut of the status distribution in the spec's colours (docs/product.md: States); the slices
// come coloured for the theme's mode (statusColours.ts). Its legend is plain HTML outside the lazy
// chunk (StatusLegend), so it reads and wraps well on a phone; the tooltip gives count and share.
import { STATUS_CHART_HEIGHT } from '../chartSizes';
import { sliceLegendText } from '../chartData';
import type { LabelledSlice } from '../statusColours';
import { ChartFrame } from './ChartFrame';
import { statusLayout } from './geometry';

export interface StatusChartProps {
  slices: LabelledSlice[];
  /** The accessible name: the chart's summary in words. */
  label: string;
  width?: number;
}

export function StatusChart({ slices, label, width }: StatusChartProps) {
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  return (
    <ChartFrame
      kind="statuses"
      label={label}
      height={STATUS_CHART_HEIGHT}
      width={width}
      count={slices.length}
      draw={({ width: chartWidth, height, active, hover }) => {
        const sectors = statusLayout(slices, { width: chartWidth, height });
        return {
          marks: sectors.map((sector, index) => (
            <path
              key={slices[index].status}
              d={sector.d}
              fill={slices[index].colour}
              // The active slice is outlined in the text colour; the others are parted by a
              // line in the card's colour.
              stroke={index === active ? 'var(--fg)' : 'var(--surface)'}
              strokeWidth={index === active ? 2 : 1}
              data-mark="slice"
              onMouseEnter={() => hover(index)}
            />
          )),
          tooltip:
            active === null
              ? null
              : { lines: [sliceLegendText(slices[active], total)], at: sectors[active].anchor },
        };
      }}
    />
  );
}
