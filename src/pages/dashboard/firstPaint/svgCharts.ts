// The dashboard's three charts as static SVG, for the first paint: the shapes come from the
// charts' own geometry (charts/geometry.ts), drawn here as plain DOM before React has loaded.
// Every shape that shows data carries `data-mark`.
import type { DayCount } from '../requestsByDate';
import type { PlatformRow } from '../platformRows';
import type { StatusSlice } from '../statusColours';
import {
  type AxisLabel,
  type Segment,
  axisLines,
  platformLayout,
  requestsLayout,
  statusLayout,
} from '../charts/geometry';

export { labelStep, niceTicks, sectorPath } from '../charts/geometry';

const NS = 'http://www.w3.org/2000/svg';

type Attributes = Record<string, string | number>;

function svgElement<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  children: (SVGElement | string)[] = [],
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...children);
  return element;
}

/** The chart's SVG, hidden from assistive technology: its box's summary speaks for it. */
function frame(width: number, height: number) {
  return svgElement('svg', {
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    'aria-hidden': 'true',
    focusable: 'false',
  });
}

const text = ({ x, y, text: value, anchor }: AxisLabel) =>
  svgElement('text', { x, y, 'text-anchor': anchor, class: 'fp-axis' }, [value]);

const line = (segment: Segment, className: string) =>
  svgElement('line', { ...segment, class: className });

export interface RequestsChartOptions {
  width: number;
  height: number;
  colour: string;
  paper: string;
  dayLabel: (day: string) => string;
  number: (value: number) => string;
  dots: boolean;
}

/** Requests per day: a line over zero-filled days, a value axis from 0. */
export function requestsChart(rows: DayCount[], options: RequestsChartOptions): SVGSVGElement {
  const layout = requestsLayout(rows, options);
  const svg = frame(options.width, options.height);
  svg.append(
    ...layout.grid.map((segment) => line(segment, 'fp-grid')),
    ...layout.labels.map(text),
    ...axisLines(layout.plot).map((segment) => line(segment, 'fp-axis-line')),
    svgElement('path', {
      d: layout.line,
      fill: 'none',
      stroke: options.colour,
      'stroke-width': 2,
      'data-mark': 'line',
    }),
  );
  if (options.dots) {
    for (const point of layout.points) {
      svg.append(
        svgElement('circle', {
          cx: point.x,
          cy: point.y,
          r: 3,
          fill: options.paper,
          stroke: options.colour,
          'stroke-width': 1.5,
        }),
      );
    }
  }
  return svg;
}

export interface PlatformChartOptions {
  width: number;
  height: number;
  colours: { topUp: string; withdrawal: string };
  name: (platform: string) => string;
  amount: (value: number) => string;
}

/** Approved sums per platform: top-up and withdrawal stacked, bars running sideways. */
export function platformChart(rows: PlatformRow[], options: PlatformChartOptions): SVGSVGElement {
  const layout = platformLayout(rows, options);
  const svg = frame(options.width, options.height);
  svg.append(...layout.grid.map((segment) => line(segment, 'fp-grid')), ...layout.labels.map(text));
  for (const bar of layout.bars) {
    svg.append(
      text(bar.name),
      svgElement('path', { d: bar.topUp, fill: options.colours.topUp, 'data-mark': 'bar' }),
      svgElement('path', {
        d: bar.withdrawal,
        fill: options.colours.withdrawal,
        'data-mark': 'bar',
      }),
    );
  }
  svg.append(...axisLines(layout.plot).map((segment) => line(segment, 'fp-axis-line')));
  return svg;
}

/** The status doughnut: slices in the given order, 1° apart. */
export function statusChart(
  slices: StatusSlice[],
  options: { width: number; height: number; paper: string },
): SVGSVGElement {
  const svg = frame(options.width, options.height);
  statusLayout(slices, options).forEach((sector, index) =>
    svg.append(
      svgElement('path', {
        d: sector.d,
        fill: slices[index].colour,
        stroke: options.paper,
        'data-mark': 'slice',
      }),
    ),
  );
  return svg;
}
