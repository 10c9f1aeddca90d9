// The requests-over-time series (docs/product.md: Screens): production's `requestsByDate` lists
// only the days that had requests, unordered (docs/backend.md: Production backend). The chart needs
// every day of the period, in order.
import { addDays } from 'date-fns/addDays';
import { formatDay, parseDay } from '../../lib/days';
import type { CountMap } from '../../providers/dashboard';
import { isCalendarDay } from './period';

export interface DayCount {
  /** `yyyy-MM-dd` */
  day: string;
  count: number;
}

// Only called with days isCalendarDay accepted.
const toDate = (day: string) => parseDay(day)!;

/**
 * One row per calendar day from `from` to `to` (both inclusive), 0 where the map has nothing.
 * Without bounds ("all") the series runs from the first to the last day present. Days present
 * outside the bounds widen the series instead of being dropped: the backend counts days in its
 * own time zone, which can be a day ahead of or behind the browser's.
 */
export function fillRequestsByDate(
  requestsByDate: CountMap,
  bounds: { from?: string; to?: string } = {},
): DayCount[] {
  const present = Object.keys(requestsByDate).filter(isCalendarDay).sort();
  const candidates = [...present, bounds.from, bounds.to].filter(isCalendarDay).sort();
  if (candidates.length === 0) return [];
  const first = candidates[0];
  const last = candidates[candidates.length - 1];

  const rows: DayCount[] = [];
  // addDays works on the local calendar, so a daylight-saving change never skips or repeats a day.
  // Two dates compared by their times: date-fns' isBefore here was a module the dashboard shared
  // with the calendar's lazy chunk, which the build then made the dashboard download with an
  // unrelated chunk (bench: JS / and the Mini App's +2.9 KB).
  const end = toDate(last);
  for (let date = toDate(first); date.getTime() <= end.getTime(); date = addDays(date, 1)) {
    const day = formatDay(date);
    rows.push({ day, count: requestsByDate[day] ?? 0 });
  }
  return rows;
}
