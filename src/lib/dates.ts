// Date display used by every screen: the spec's dd-MM-yyyy HH:mm. (The "time ago" wording, with
// its three date-fns locales, is relativeTime.ts: only the login history and, fetched when a row
// needs it, the journal's "last seen" use it.)
import { formatNumeric } from './days';

export const DATE_TIME_FORMAT = 'dd-MM-yyyy HH:mm';

export function formatDateTime(date: Date | null | undefined): string {
  return date ? formatNumeric(date, DATE_TIME_FORMAT) : '';
}
