// Calendar days as the API and the address write them (yyyy-MM-dd), read as local dates, and the
// numeric formats the screens show. date-fns' lightFormat and parseISO, not format and parse:
// these patterns have no words, and the full pair brings every locale formatter and parser to
// each screen that shows a date.
import { isValid } from 'date-fns/isValid';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';

export const DAY = 'yyyy-MM-dd';

/** The local day `day` names, or undefined unless it is a real day written yyyy-MM-dd. */
export function parseDay(day: string | null | undefined): Date | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = parseISO(day);
  return isValid(date) ? date : undefined;
}

/** `date` in a pattern of numbers only (yyyy, MM, dd, HH, mm, ss and literal text). */
export const formatNumeric = (date: Date, pattern: string) => lightFormat(date, pattern);

/** yyyy-MM-dd of `date`'s local day. */
export const formatDay = (date: Date) => lightFormat(date, DAY);
