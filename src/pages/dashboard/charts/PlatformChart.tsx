// Stacked bars of approved top-up and withdrawal sums per platform (docs/product.md: Screens). The
// bars run sideways so platform names stay readable on a phone; the axis shows compact amounts and
// the tooltip the full ones, a missing sum as a dash.
import { useTranslate } from 'ra-core';
import { formatMoney } from '../../../lib/money';
import { platformChartHeight } from '../chartSizes';
import { compactAmountFormatter } from '../chartData';
import { type PlatformRow, shortPlatformName } from '../platformRows';
import { Axes, ChartFrame } from './ChartFrame';
import { axisLines, platformLayout } from './geometry';

export interface PlatformChartProps {
  rows: PlatformRow[];
  /** The accessible name: the chart's summary in words. */
  label: string;
  width?: number;
}

export function PlatformChart({ rows, label, width }: PlatformChartProps) {
  const translate = useTranslate();
  const unit = translate('app.money.unit');
  const topUp = translate('app.dashboard.charts.topUp');
  const withdrawal = translate('app.dashboard.charts.withdrawal');
  const amount = compactAmountFormatter(translate);

  return (
    <ChartFrame
      kind="platforms"
      label={label}
      height={platformChartHeight(rows.length)}
      width={width}
      count={rows.length}
      legend={[
        { label: topUp, swatch: 'bg-success' },
        { label: withdrawal, swatch: 'bg-primary' },
      ]}
      draw={({ width: chartWidth, height, active, hover }) => {
        const layout = platformLayout(rows, {
          width: chartWidth,
          height,
          name: shortPlatformName,
          amount,
        });
        const { plot, bars } = layout;
        const row = active === null ? null : rows[active];
        return {
          marks: (
            <>
              {active !== null && (
                <rect
                  x={plot.x}
                  y={bars[active].band.y}
                  width={plot.width}
                  height={bars[active].band.height}
                  fill="var(--muted)"
                  fillOpacity={0.15}
                />
              )}
              <Axes grid={layout.grid} axes={axisLines(plot)} labels={layout.labels} />
              {bars.map((bar, index) => (
                <g key={rows[index].platform} onMouseEnter={() => hover(index)}>
                  <text
                    x={bar.name.x}
                    y={bar.name.y}
                    textAnchor={bar.name.anchor}
                    fill="var(--muted)"
                    fontSize={12}
                  >
                    {bar.name.text}
                  </text>
                  {/* The whole band answers the mouse, not only the (maybe tiny) bar. */}
                  <rect
                    x={0}
                    y={bar.band.y}
                    width={plot.x + plot.width}
                    height={bar.band.height}
                    fill="transparent"
                  />
                  <path d={bar.topUp} fill="var(--success)" data-mark="bar" />
                  <path d={bar.withdrawal} fill="var(--primary)" data-mark="bar" />
                </g>
              ))}
            </>
          ),
          tooltip:
            active === null || !row
              ? null
              : {
                  lines: [
                    row.platform,
                    `${topUp}: ${formatMoney(row.topUp, unit)}`,
                    `${withdrawal}: ${formatMoney(row.withdrawal, unit)}`,
                  ],
                  at: bars[active].end,
                },
        };
      }}
    />
  );
}
