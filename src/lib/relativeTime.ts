// The "time ago" wording, in the UI language: the login history's, and the journal's "last seen"
// (resources/transactions/LastSeenTime.tsx, a module fetched only when a row needs it).
import { formatDistance } from 'date-fns';
import { enUS, ru, uz } from 'date-fns/locale';
import type { Locale } from 'date-fns';

const LOCALES: Record<string, Locale> = { uz, ru, en: enUS };

/** "5 daqiqa oldin" in Uzbek, "5 минут назад" in Russian, "5 minutes ago" in English. */
export function formatRelativeTime(date: Date, locale: string, now: Date = new Date()): string {
  return formatDistance(date, now, { addSuffix: true, locale: LOCALES[locale] ?? uz });
}
