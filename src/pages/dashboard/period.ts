// The dashboard's period (docs/product.md: Screens, Constants) and the two things derived from it:
// the request bounds the backend expects (docs/backend.md: Production backend) and the `?period=` /
// `?from=&to=` URL query that makes a view shareable. Pure: "today" is always passed in.
import { startOfDay } from 'date-fns/startOfDay';
import { subDays } from 'date-fns/subDays';
import { formatDay, formatNumeric, parseDay } from '../../lib/days';
import type { StatsRange } from '../../providers/dashboard';

export const PERIOD_DAYS = [7, 30, 90] as const;
export type PeriodDays = (typeof PERIOD_DAYS)[number];

export type Period =
  | { kind: 'days'; days: PeriodDays }
  | { kind: 'all' }
  /** `from` and `to` are calendar days, `yyyy-MM-dd`, with from <= to. */
  | { kind: 'custom'; from: string; to: string };

const DEFAULT_DAYS: PeriodDays = 30;
export const DEFAULT_PERIOD: Period = { kind: 'days', days: DEFAULT_DAYS };

// Zone-less local date-time: the backend reads it in its own business time zone.
const BOUND = "yyyy-MM-dd'T'HH:mm:ss";

/** True for a real calendar day written `yyyy-MM-dd` (rejects 2025-02-30 and 2025-9-1). */
export function isCalendarDay(value: string | null | undefined): value is string {
  return parseDay(value) !== undefined;
}

/** A custom range when both days are valid and in order, otherwise null. */
export function customPeriod(from: string, to: string): Period | null {
  return isCalendarDay(from) && isCalendarDay(to) && from <= to
    ? { kind: 'custom', from, to }
    : null;
}

/**
 * Request parameters exactly as the production backend is called: 7/30/90 days send only
 * `startDate` (today minus N days, start of that local day), a custom range sends both bounds,
 * "all" sends nothing.
 */
export function periodToRange(period: Period, today: Date): StatsRange {
  switch (period.kind) {
    case 'days':
      return { startDate: formatNumeric(subDays(startOfDay(today), period.days), BOUND) };
    case 'custom':
      return { startDate: `${period.from}T00:00:00`, endDate: `${period.to}T23:59:59` };
    case 'all':
      return {};
  }
}

/** The calendar days the period covers, for the chart's zero-filled axis; "all" has no bounds. */
export function periodDays(period: Period, today: Date): { from?: string; to?: string } {
  switch (period.kind) {
    case 'days':
      return { from: formatDay(subDays(today, period.days)), to: formatDay(today) };
    case 'custom':
      return { from: period.from, to: period.to };
    case 'all':
      return {};
  }
}

/** Reads `?period=7|30|90|all` or `?from=yyyy-MM-dd&to=yyyy-MM-dd`; anything else is the default. */
export function periodFromSearch(search: string): Period {
  const params = new URLSearchParams(search);
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null || to !== null) return customPeriod(from ?? '', to ?? '') ?? DEFAULT_PERIOD;
  const value = params.get('period');
  if (value === 'all') return { kind: 'all' };
  const days = PERIOD_DAYS.find((option) => String(option) === value);
  return days ? { kind: 'days', days } : DEFAULT_PERIOD;
}

/**
 * Writes the period into a URL query, keeping any other parameter. The default period leaves the
 * query clean, so the plain `/` and `/?period=30` show the same view.
 */
export function periodToSearch(period: Period, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of ['period', 'from', 'to']) params.delete(key);
  if (period.kind === 'custom') {
    params.set('from', period.from);
    params.set('to', period.to);
  } else if (period.kind === 'all') {
    params.set('period', 'all');
  } else if (period.days !== DEFAULT_DAYS) {
    params.set('period', String(period.days));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
