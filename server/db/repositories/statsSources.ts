// Where the rows of a dashboard window are: a run of whole business days, read from the daily
// pre-aggregates (migration 003), and at most two partial days at its ends, read from the journal
// through its time index. A partial day that nevertheless holds all of its day's rows (today,
// "until now") is read from the aggregates too: that is the panel's usual 7/30/90-day request.
import type { Database } from 'better-sqlite3';
import { addDays, businessDayOf, dayStartMs } from '../../businessTime.ts';

/** Inclusive bounds in epoch milliseconds; a missing bound is open. */
export interface StatsWindow {
  fromMs?: number;
  toMs?: number;
}

export interface StatsSources {
  /** The whole days, inclusive; firstDay > lastDay when there are none. */
  firstDay: string;
  lastDay: string;
  /** Two [from, before) ISO ranges of the journal; ['', ''] is an empty one. */
  edges: [[string, string], [string, string]];
}

/** A part of one business day: [fromMs, beforeMs). */
interface DayPart {
  day: string;
  fromMs: number;
  beforeMs: number;
}

const FIRST_DAY = '0000-01-01';
const LAST_DAY = '9999-12-31';
const NO_RANGE: [string, string] = ['', ''];
const iso = (ms: number) => new Date(ms).toISOString();

/** True when the journal has no row of `part.day` outside the part: its aggregate is the part. */
function partHoldsWholeDay(db: Database, part: DayPart, zone: string): boolean {
  const any = db
    .prepare<[string, string, string, string], number>(
      `SELECT EXISTS (SELECT 1 FROM transactions WHERE created_at >= ? AND created_at < ?)
           OR EXISTS (SELECT 1 FROM transactions WHERE created_at >= ? AND created_at < ?)`,
    )
    .pluck();
  const dayStart = dayStartMs(part.day, zone);
  const nextDayStart = dayStartMs(addDays(part.day, 1), zone);
  return any.get(iso(dayStart), iso(part.fromMs), iso(part.beforeMs), iso(nextDayStart)) === 0;
}

/** The whole days of the window and the parts of days at its ends (in time order). */
function splitWindow(window: StatsWindow, zone: string) {
  const { fromMs } = window;
  const beforeMs = window.toMs === undefined ? undefined : window.toMs + 1;
  let first = FIRST_DAY;
  let last = LAST_DAY;
  if (fromMs !== undefined) {
    const day = businessDayOf(fromMs, zone);
    first = dayStartMs(day, zone) === fromMs ? day : addDays(day, 1);
  }
  // The day holding the first instant past the window is never whole.
  if (beforeMs !== undefined) last = addDays(businessDayOf(beforeMs, zone), -1);
  const parts: DayPart[] = [];
  if (first <= last) {
    const firstStart = dayStartMs(first, zone);
    if (fromMs !== undefined && fromMs < firstStart) {
      parts.push({ day: addDays(first, -1), fromMs, beforeMs: firstStart });
    }
    const afterLast = addDays(last, 1);
    const afterLastStart = beforeMs === undefined ? 0 : dayStartMs(afterLast, zone);
    if (beforeMs !== undefined && afterLastStart < beforeMs) {
      parts.push({ day: afterLast, fromMs: afterLastStart, beforeMs });
    }
    return { days: [first, last] as [string, string], parts };
  }
  // No whole day inside (so both bounds are set): the window lies across at most two days.
  if (fromMs !== undefined && beforeMs !== undefined && fromMs < beforeMs) {
    const day = businessDayOf(fromMs, zone);
    const nextStart = dayStartMs(addDays(day, 1), zone);
    if (beforeMs <= nextStart) parts.push({ day, fromMs, beforeMs });
    else {
      parts.push({ day, fromMs, beforeMs: nextStart });
      parts.push({ day: addDays(day, 1), fromMs: nextStart, beforeMs });
    }
  }
  return { days: undefined, parts };
}

export function statsSources(db: Database, window: StatsWindow, zone: string): StatsSources {
  const split = splitWindow(window, zone);
  let days = split.days;
  const edges: Array<[string, string]> = [];
  for (const part of split.parts) {
    if (!partHoldsWholeDay(db, part, zone)) edges.push([iso(part.fromMs), iso(part.beforeMs)]);
    // Parts sit next to the whole days (or to each other), so the run stays unbroken.
    else if (!days) days = [part.day, part.day];
    else if (part.day < days[0]) days = [part.day, days[1]];
    else days = [days[0], part.day];
  }
  return {
    firstDay: days ? days[0] : LAST_DAY,
    lastDay: days ? days[1] : FIRST_DAY,
    edges: [edges[0] ?? NO_RANGE, edges[1] ?? NO_RANGE],
  };
}

export const sourceParams = (sources: StatsSources) => ({
  firstDay: sources.firstDay,
  lastDay: sources.lastDay,
  edge0From: sources.edges[0][0],
  edge0Before: sources.edges[0][1],
  edge1From: sources.edges[1][0],
  edge1Before: sources.edges[1][1],
});

export type SourceParams = ReturnType<typeof sourceParams>;

/**
 * `aggregateColumns` of the whole days in `table`, then `journalColumns` of the journal's two
 * partial days; `condition` (SQL on columns both tables have) narrows both sides.
 */
export function unionOfSources(
  table: string,
  aggregateColumns: string,
  journalColumns: string,
  condition = 'true',
): string {
  const edge = (n: number) =>
    `SELECT ${journalColumns} FROM transactions
      WHERE created_at >= @edge${n}From AND created_at < @edge${n}Before AND ${condition}`;
  return `SELECT ${aggregateColumns} FROM ${table}
      WHERE business_day BETWEEN @firstDay AND @lastDay AND ${condition}
    UNION ALL ${edge(0)} UNION ALL ${edge(1)}`;
}
