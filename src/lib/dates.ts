// Date display used by every screen: the spec's dd-MM-yyyy HH:mm and "time ago" wording.
import { format, formatDistance } from 'date-fns';
import { enUS, ru, uz } from 'date-fns/locale';
import type { Locale } from 'date-fns';

export const DATE_TIME_FORMAT = 'dd-MM-yyyy HH:mm';

const LOCALES: Record<string, Locale> = { uz, ru, en: enUS };

export function formatDateTime(date: Date | null | undefined): string {
  return date ? format(date, DATE_TIME_FORMAT) : '';
}

/** "5 daqiqa oldin" in Uzbek, "5 минут назад" in Russian, "5 minutes ago" in English. */
export function formatRelativeTime(date: Date, locale: string, now: Date = new Date()): string {
  return formatDistance(date, now, { addSuffix: true, locale: LOCALES[locale] ?? uz });
}
