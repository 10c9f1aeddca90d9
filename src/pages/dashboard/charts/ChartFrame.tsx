// What the three dashboard charts share: a box that fills its container's width, the focusable
// <svg role="img"> named by the chart's summary, the tooltip of the point, bar or slice in
// focus (a polite live region, so moving with the arrow keys is announced) and a legend row.
import type { ReactNode } from 'react';
import type { Point } from './geometry';
import { useChartNavigation } from './useChartNavigation';
import { useChartWidth } from './useChartWidth';

export interface ChartTooltip {
  lines: string[];
  at: Point;
}

export interface ChartDrawing {
  marks: ReactNode;
  tooltip: ChartTooltip | null;
}

/** What a chart draws in: the svg's size and the point, bar or slice in focus. */
export interface ChartArea {
  width: number;
  height: number;
  active: number | null;
  hover: (index: number) => void;
}

export interface ChartFrameProps {
  kind: 'requests' | 'platforms' | 'statuses';
  /** The chart's accessible name: what it shows, in words. */
  label: string;
  height: number;
  /** A fixed width instead of the container's (tests). */
  width?: number;
  /** How many points, bars or slices the arrow keys step through. */
  count: number;
  legend?: { label: string; swatch: string }[];
  draw: (area: ChartArea) => ChartDrawing;
}

// The legend row under the chart, inside the chart's height (chartSizes.ts).
const LEGEND_HEIGHT = 28;

export function ChartFrame(props: ChartFrameProps) {
  const { kind, label, count, legend } = props;
  const [box, width] = useChartWidth(props.width);
  const navigation = useChartNavigation(count);
  const height = legend ? props.height - LEGEND_HEIGHT : props.height;
  const drawing =
    width > 0
      ? props.draw({ width, height, active: navigation.active, hover: navigation.hover })
      : null;
  const tooltip = drawing?.tooltip ?? null;

  return (
    <div ref={box} className="chart relative w-full" data-chart={kind}>
      {drawing && (
        <svg
          role="img"
          aria-label={label}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          // The last axis label is centred on the plot's right edge; it may reach into the
          // card's padding instead of being cut ("24-1").
          overflow="visible"
          className="block w-full rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          {...navigation.svgProps}
        >
          {drawing.marks}
        </svg>
      )}
      <div
        aria-live="polite"
        data-chart-tooltip=""
        className={
          tooltip
            ? [
                'pointer-events-none absolute z-10 rounded border border-border bg-surface px-2 py-1',
                'text-xs whitespace-nowrap text-fg shadow-md',
                tooltip.at.x > width / 2 ? '-translate-x-full' : '',
                // Below the point near the top edge, where the card would cut it off.
                tooltip.at.y < 48 ? 'translate-y-3' : '-translate-y-[calc(100%+12px)]',
              ].join(' ')
            : 'sr-only'
        }
        // The tooltip follows computed chart geometry: the one inline style kept.
        style={tooltip ? { left: tooltip.at.x, top: tooltip.at.y } : undefined}
      >
        {tooltip?.lines.map((line, index) => (
          <div key={index}>{line}</div>
        ))}
      </div>
      {legend && (
        <ul className="m-0 flex h-7 list-none flex-wrap items-center justify-center gap-x-4 p-0 text-[13px] text-fg">
          {legend.map((entry) => (
            <li key={entry.label} className="flex items-center gap-1.5">
              <span aria-hidden className={`inline-block size-3 rounded-sm ${entry.swatch}`} />
              {entry.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Grid lines, axis labels and axis lines in the theme's muted colours. */
export function Axes(props: {
  grid: { x1: number; x2: number; y1: number; y2: number }[];
  axes: { x1: number; x2: number; y1: number; y2: number }[];
  labels: { x: number; y: number; text: string; anchor: 'start' | 'middle' | 'end' }[];
}) {
  return (
    <g aria-hidden>
      {props.grid.map((line, index) => (
        <line key={`g${index}`} {...line} stroke="var(--border)" strokeDasharray="3 3" />
      ))}
      {props.labels.map((label, index) => (
        <text
          key={`l${index}`}
          x={label.x}
          y={label.y}
          textAnchor={label.anchor}
          fill="var(--muted)"
          fontSize={12}
        >
          {label.text}
        </text>
      ))}
      {props.axes.map((line, index) => (
        <line key={`a${index}`} {...line} stroke="var(--border)" />
      ))}
    </g>
  );
}
