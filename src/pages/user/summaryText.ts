// How the summary's times read: the spec's dd-MM-yyyy HH:mm, a dash when the server knows none.
import { formatDateTime } from '../../lib/dates';
import { MISSING } from '../../lib/money';

export function formatInstant(iso: string | null): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? formatDateTime(date) : MISSING;
}
