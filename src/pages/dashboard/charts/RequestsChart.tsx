// Line chart of requests per day, labelled "So'rovlar" (docs/product.md: Screens). Rows arrive
// zero-filled; the tooltip gives the day and its count.
import { useTranslate } from 'ra-core';
import { formatNumber } from '../../../lib/money';
import { MAX_DAYS_WITH_DOTS, REQUESTS_CHART_HEIGHT } from '../chartSizes';
import { dayLabel, shortDayLabel } from '../dayLabels';
import type { DayCount } from '../requestsByDate';
import { Axes, ChartFrame } from './ChartFrame';
import { axisLines, requestsLayout } from './geometry';

export interface RequestsChartProps {
  rows: DayCount[];
  /** The accessible name: the chart's summary in words. */
  label: string;
  width?: number;
}

export function RequestsChart({ rows, label, width }: RequestsChartProps) {
  const translate = useTranslate();
  const name = translate('app.dashboard.charts.requests');
  const dots = rows.length <= MAX_DAYS_WITH_DOTS;

  return (
    <ChartFrame
      kind="requests"
      label={label}
      height={REQUESTS_CHART_HEIGHT}
      width={width}
      count={rows.length}
      legend={[{ label: name, swatch: 'bg-primary' }]}
      draw={({ width: chartWidth, height, active, hover }) => {
        const layout = requestsLayout(rows, {
          width: chartWidth,
          height,
          dayLabel: shortDayLabel,
          number: (value) => formatNumber(value),
        });
        const { plot, points } = layout;
        // Each day's hover area runs halfway to its neighbours, so the whole plot responds.
        const half = points.length > 1 ? plot.width / (points.length - 1) / 2 : plot.width / 2;
        const point = active === null ? null : points[active];
        return {
          marks: (
            <>
              <Axes grid={layout.grid} axes={axisLines(plot)} labels={layout.labels} />
              {point && (
                <line
                  x1={point.x}
                  x2={point.x}
                  y1={plot.y}
                  y2={plot.y + plot.height}
                  stroke="var(--muted)"
                />
              )}
              <path
                d={layout.line}
                fill="none"
                stroke="var(--primary)"
                strokeWidth={2}
                data-mark="line"
              />
              {points.map((p, index) =>
                dots || index === active ? (
                  <circle
                    key={index}
                    cx={p.x}
                    cy={p.y}
                    r={index === active ? 5 : 3}
                    fill={index === active ? 'var(--primary)' : 'var(--surface)'}
                    stroke="var(--primary)"
                    strokeWidth={1.5}
                    data-mark={dots ? 'point' : undefined}
                  />
                ) : null,
              )}
              {points.map((p, index) => (
                <rect
                  key={`hit${index}`}
                  x={Math.max(plot.x, p.x - half)}
                  y={plot.y}
                  width={Math.min(p.x + half, plot.x + plot.width) - Math.max(plot.x, p.x - half)}
                  height={plot.height}
                  fill="transparent"
                  onMouseEnter={() => hover(index)}
                />
              ))}
            </>
          ),
          tooltip:
            active === null || !point
              ? null
              : {
                  lines: [
                    dayLabel(rows[active].day),
                    `${name}: ${formatNumber(rows[active].count)}`,
                  ],
                  at: point,
                },
        };
      }}
    />
  );
}
