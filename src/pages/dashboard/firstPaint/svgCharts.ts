// The dashboard's three charts as static SVG, for the first paint: the same rows, scales and
// colours as the recharts charts, which replace them (with tooltips) once the app has loaded.
// Every shape that shows data carries `data-mark`.
import type { DayCount } from '../requestsByDate';
import { rowTotal, type PlatformRow } from '../platformRows';
import type { StatusSlice } from '../statusColours';

const NS = 'http://www.w3.org/2000/svg';
// Rendered width of one character of the 12 px axis labels, to size the axes and skip labels.
const CHAR_WIDTH = 7;
const X_AXIS_HEIGHT = 30;
const TICK = 6;

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

/**
 * Ticks from 0 past `max` as recharts picks them for `count` intervals: the rough step rounded up
 * to a multiple of 0.05 of its power of ten (0.1 for one-digit steps), so 157 gives 0, 40 … 160.
 */
export function niceTicks(max: number, count = 4, integers = false): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const digits = Math.floor(Math.log10(rough)) + 1;
  const unit = 10 ** digits;
  const scale = digits === 1 ? 0.1 : 0.05;
  // The small subtraction keeps 0.4 / 0.05 = 8.000000001 from rounding up to 9.
  let step = Math.ceil(rough / unit / scale - 1e-9) * scale * unit;
  if (integers) step = Math.max(1, Math.ceil(step - 1e-9));
  return Array.from({ length: count + 1 }, (_, index) => Math.round(index * step * 1e6) / 1e6);
}

/** Every how many labels one is shown, so labels of `chars` characters do not overlap. */
export function labelStep(count: number, span: number, chars: number, gap: number): number {
  const fits = Math.max(1, Math.floor(span / (chars * CHAR_WIDTH + gap)));
  return Math.max(1, Math.ceil(count / fits));
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

function text(x: number, y: number, value: string, anchor: 'start' | 'middle' | 'end') {
  return svgElement('text', { x, y, 'text-anchor': anchor, class: 'fp-axis' }, [value]);
}

interface Plot {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The left and bottom edges of the plot, as recharts draws its axis lines. */
function axisLines({ x, y, width, height }: Plot) {
  const bottom = y + height;
  return [
    svgElement('line', { x1: x, x2: x, y1: y, y2: bottom, class: 'fp-axis-line' }),
    svgElement('line', { x1: x, x2: x + width, y1: bottom, y2: bottom, class: 'fp-axis-line' }),
  ];
}

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
  const { width, height } = options;
  const ticks = niceTicks(Math.max(0, ...rows.map((row) => row.count)), 4, true);
  const top = ticks[ticks.length - 1];
  const labels = ticks.map(options.number);
  const left = Math.max(...labels.map((label) => label.length)) * CHAR_WIDTH + TICK + 8;
  const plot = { x: left, y: 8, width: width - left - 12, height: height - 8 - X_AXIS_HEIGHT };
  const xAt = (index: number) =>
    plot.x + (rows.length > 1 ? (index / (rows.length - 1)) * plot.width : plot.width / 2);
  const yAt = (value: number) => plot.y + plot.height * (1 - value / top);

  const svg = frame(width, height);
  const step = labelStep(rows.length, plot.width, 5, 16);
  ticks.forEach((tick, index) => {
    const y = yAt(tick);
    svg.append(
      svgElement('line', { x1: plot.x, x2: plot.x + plot.width, y1: y, y2: y, class: 'fp-grid' }),
      text(plot.x - TICK - 2, y + 4, labels[index], 'end'),
    );
  });
  rows.forEach((row, index) => {
    if (index % step !== 0) return;
    const x = xAt(index);
    svg.append(
      svgElement('line', { x1: x, x2: x, y1: plot.y, y2: plot.y + plot.height, class: 'fp-grid' }),
      text(x, plot.y + plot.height + TICK + 14, options.dayLabel(row.day), 'middle'),
    );
  });
  svg.append(...axisLines(plot));
  const points = rows.map((row, index) => `${xAt(index).toFixed(1)},${yAt(row.count).toFixed(1)}`);
  svg.append(
    svgElement('path', {
      d: `M${points.join('L')}`,
      fill: 'none',
      stroke: options.colour,
      'stroke-width': 2,
      'data-mark': 'line',
    }),
  );
  if (options.dots) {
    rows.forEach((row, index) =>
      svg.append(
        svgElement('circle', {
          cx: xAt(index),
          cy: yAt(row.count),
          r: 3,
          fill: options.paper,
          stroke: options.colour,
          'stroke-width': 1.5,
        }),
      ),
    );
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

const NAME_AXIS_WIDTH = 96;

function rect(x: number, y: number, width: number, height: number) {
  return `M${x},${y}h${width}v${height}h${-width}Z`;
}

/** Approved sums per platform: top-up and withdrawal stacked, bars running sideways. */
export function platformChart(rows: PlatformRow[], options: PlatformChartOptions): SVGSVGElement {
  const { width, height } = options;
  const ticks = niceTicks(Math.max(0, ...rows.map(rowTotal)));
  const top = ticks[ticks.length - 1];
  const plot = {
    x: NAME_AXIS_WIDTH,
    y: 8,
    width: width - NAME_AXIS_WIDTH - 16,
    height: height - 8 - X_AXIS_HEIGHT,
  };
  const xAt = (value: number) => plot.x + (value / top) * plot.width;
  const band = plot.height / Math.max(1, rows.length);

  const svg = frame(width, height);
  const labels = ticks.map(options.amount);
  const step = labelStep(ticks.length, plot.width, Math.max(...labels.map((l) => l.length)), 8);
  ticks.forEach((tick, index) => {
    const x = xAt(tick);
    svg.append(
      svgElement('line', { x1: x, x2: x, y1: plot.y, y2: plot.y + plot.height, class: 'fp-grid' }),
    );
    if (index % step === 0) {
      svg.append(text(x, plot.y + plot.height + TICK + 14, labels[index], 'middle'));
    }
  });
  rows.forEach((row, index) => {
    const y = plot.y + index * band + band * 0.1;
    const thickness = band * 0.8;
    svg.append(
      text(plot.x - TICK - 2, y + thickness / 2 + 4, options.name(row.platform), 'end'),
      svgElement('path', {
        d: rect(plot.x, y, xAt(row.topUp ?? 0) - plot.x, thickness),
        fill: options.colours.topUp,
        'data-mark': 'bar',
      }),
      svgElement('path', {
        d: rect(xAt(row.topUp ?? 0), y, xAt(row.withdrawal ?? 0) - plot.x, thickness),
        fill: options.colours.withdrawal,
        'data-mark': 'bar',
      }),
    );
  });
  svg.append(...axisLines(plot));
  return svg;
}

function polar(cx: number, cy: number, radius: number, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  return `${(cx + radius * Math.cos(radians)).toFixed(2)},${(cy - radius * Math.sin(radians)).toFixed(2)}`;
}

/** A ring sector from `start` to `end` degrees, counter-clockwise from three o'clock. */
export function sectorPath(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  start: number,
  end: number,
): string {
  // A full ring cannot be one arc: its two ends would be the same point.
  const sweep = Math.min(end - start, 359.99);
  const large = sweep > 180 ? 1 : 0;
  const stop = start + sweep;
  return [
    `M${polar(cx, cy, outer, start)}`,
    `A${outer},${outer} 0 ${large} 0 ${polar(cx, cy, outer, stop)}`,
    `L${polar(cx, cy, inner, stop)}`,
    `A${inner},${inner} 0 ${large} 1 ${polar(cx, cy, inner, start)}`,
    'Z',
  ].join(' ');
}

/** The status doughnut: slices in the given order, 1° apart, as the recharts chart draws it. */
export function statusChart(
  slices: StatusSlice[],
  options: { width: number; height: number; paper: string },
): SVGSVGElement {
  const { width, height } = options;
  const svg = frame(width, height);
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  const radius = Math.min(width, height) / 2;
  const gap = slices.length > 1 ? 1 : 0;
  const available = 360 - gap * slices.length;
  let angle = 0;
  for (const slice of slices) {
    const sweep = total > 0 ? (slice.count / total) * available : 0;
    svg.append(
      svgElement('path', {
        d: sectorPath(width / 2, height / 2, radius * 0.55, radius * 0.9, angle, angle + sweep),
        fill: slice.colour,
        stroke: options.paper,
        'data-mark': 'slice',
      }),
    );
    angle += sweep + gap;
  }
  return svg;
}
