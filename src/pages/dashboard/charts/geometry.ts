// The dashboard charts' geometry as plain numbers and path strings: ticks, scales, the line, the
// stacked bars and the doughnut's sectors. No DOM and no React, so it is tested without
// rendering anything.
import type { DayCount } from '../requestsByDate';
import { rowTotal, type PlatformRow } from '../platformRows';
import type { StatusSlice } from '../statusColours';

// Rendered width of one character of the 12 px axis labels, to size the axes and skip labels.
export const CHAR_WIDTH = 7;
export const X_AXIS_HEIGHT = 30;
export const TICK = 6;
const NAME_AXIS_WIDTH = 96;

export interface Point {
  x: number;
  y: number;
}

export interface Plot extends Point {
  width: number;
  height: number;
}

export interface Segment {
  x1: number;
  x2: number;
  y1: number;
  y2: number;
}

export interface AxisLabel extends Point {
  text: string;
  anchor: 'start' | 'middle' | 'end';
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

/** The left and bottom edges of the plot, where the axis lines run. */
export function axisLines({ x, y, width, height }: Plot): Segment[] {
  const bottom = y + height;
  return [
    { x1: x, x2: x, y1: y, y2: bottom },
    { x1: x, x2: x + width, y1: bottom, y2: bottom },
  ];
}

export interface RequestsLayout {
  plot: Plot;
  grid: Segment[];
  labels: AxisLabel[];
  /** One per day, in order. */
  points: Point[];
  /** The line through every point, as a path. */
  line: string;
}

/** Requests per day: a line over zero-filled days, a value axis from 0. */
export function requestsLayout(
  rows: DayCount[],
  options: {
    width: number;
    height: number;
    dayLabel: (day: string) => string;
    number: (value: number) => string;
  },
): RequestsLayout {
  const { width, height } = options;
  const ticks = niceTicks(Math.max(0, ...rows.map((row) => row.count)), 4, true);
  const top = ticks[ticks.length - 1];
  const tickLabels = ticks.map(options.number);
  const left = Math.max(...tickLabels.map((label) => label.length)) * CHAR_WIDTH + TICK + 8;
  const plot = { x: left, y: 8, width: width - left - 12, height: height - 8 - X_AXIS_HEIGHT };
  const xAt = (index: number) =>
    plot.x + (rows.length > 1 ? (index / (rows.length - 1)) * plot.width : plot.width / 2);
  const yAt = (value: number) => plot.y + plot.height * (1 - value / top);

  const grid: Segment[] = [];
  const labels: AxisLabel[] = [];
  ticks.forEach((tick, index) => {
    const y = yAt(tick);
    grid.push({ x1: plot.x, x2: plot.x + plot.width, y1: y, y2: y });
    labels.push({ x: plot.x - TICK - 2, y: y + 4, text: tickLabels[index], anchor: 'end' });
  });
  const step = labelStep(rows.length, plot.width, 5, 16);
  rows.forEach((row, index) => {
    if (index % step !== 0) return;
    const x = xAt(index);
    grid.push({ x1: x, x2: x, y1: plot.y, y2: plot.y + plot.height });
    const y = plot.y + plot.height + TICK + 14;
    labels.push({ x, y, text: options.dayLabel(row.day), anchor: 'middle' });
  });
  const points = rows.map((row, index) => ({ x: xAt(index), y: yAt(row.count) }));
  const line = `M${points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join('L')}`;
  return { plot, grid, labels, points, line };
}

/** A rectangle as a path, so bars are `path[data-mark]` like the line and the slices. */
export function rectPath(x: number, y: number, width: number, height: number): string {
  return `M${x},${y}h${width}v${height}h${-width}Z`;
}

export interface PlatformBar {
  /** The row's whole band (bar and the space around it): the hover and highlight area. */
  band: { y: number; height: number };
  name: AxisLabel;
  topUp: string;
  withdrawal: string;
  /** Where the stacked bar ends: the tooltip's anchor. */
  end: Point;
}

export interface PlatformLayout {
  plot: Plot;
  grid: Segment[];
  labels: AxisLabel[];
  bars: PlatformBar[];
}

/** Approved sums per platform: top-up and withdrawal stacked, bars running sideways. */
export function platformLayout(
  rows: PlatformRow[],
  options: {
    width: number;
    height: number;
    name: (platform: string) => string;
    amount: (value: number) => string;
  },
): PlatformLayout {
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

  const tickLabels = ticks.map(options.amount);
  const chars = Math.max(...tickLabels.map((label) => label.length));
  const step = labelStep(ticks.length, plot.width, chars, 8);
  const grid: Segment[] = [];
  const labels: AxisLabel[] = [];
  ticks.forEach((tick, index) => {
    const x = xAt(tick);
    grid.push({ x1: x, x2: x, y1: plot.y, y2: plot.y + plot.height });
    if (index % step === 0) {
      const y = plot.y + plot.height + TICK + 14;
      labels.push({ x, y, text: tickLabels[index], anchor: 'middle' });
    }
  });
  const bars = rows.map((row, index): PlatformBar => {
    const y = plot.y + index * band + band * 0.1;
    const thickness = band * 0.8;
    const topUpEnd = xAt(row.topUp ?? 0);
    return {
      band: { y: plot.y + index * band, height: band },
      name: {
        x: plot.x - TICK - 2,
        y: y + thickness / 2 + 4,
        text: options.name(row.platform),
        anchor: 'end',
      },
      topUp: rectPath(plot.x, y, topUpEnd - plot.x, thickness),
      withdrawal: rectPath(topUpEnd, y, xAt(row.withdrawal ?? 0) - plot.x, thickness),
      end: { x: xAt(rowTotal(row)), y: y + thickness / 2 },
    };
  });
  return { plot, grid, labels, bars };
}

function polar(cx: number, cy: number, radius: number, degrees: number): Point {
  const radians = (degrees * Math.PI) / 180;
  return { x: cx + radius * Math.cos(radians), y: cy - radius * Math.sin(radians) };
}

function polarText(cx: number, cy: number, radius: number, degrees: number): string {
  const { x, y } = polar(cx, cy, radius, degrees);
  return `${x.toFixed(2)},${y.toFixed(2)}`;
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
    `M${polarText(cx, cy, outer, start)}`,
    `A${outer},${outer} 0 ${large} 0 ${polarText(cx, cy, outer, stop)}`,
    `L${polarText(cx, cy, inner, stop)}`,
    `A${inner},${inner} 0 ${large} 1 ${polarText(cx, cy, inner, start)}`,
    'Z',
  ].join(' ');
}

export interface Sector {
  d: string;
  /** The middle of the slice's outer edge: the tooltip's anchor. */
  anchor: Point;
}

/** The status doughnut: slices in the given order, 1° apart, as recharts drew it. */
export function statusLayout(
  slices: StatusSlice[],
  options: { width: number; height: number },
): Sector[] {
  const { width, height } = options;
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  const radius = Math.min(width, height) / 2;
  const gap = slices.length > 1 ? 1 : 0;
  const available = 360 - gap * slices.length;
  const [cx, cy] = [width / 2, height / 2];
  let angle = 0;
  return slices.map((slice) => {
    const sweep = total > 0 ? (slice.count / total) * available : 0;
    const sector = {
      d: sectorPath(cx, cy, radius * 0.55, radius * 0.9, angle, angle + sweep),
      anchor: polar(cx, cy, radius * 0.9, angle + sweep / 2),
    };
    angle += sweep + gap;
    return sector;
  });
}
