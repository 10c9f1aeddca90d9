// The "time ago" wording, in the UI language: the login history's, and the journal's "last seen"
// (resources/transactions/LastSeenTime.tsx, a module fetched only when a row needs it).
// One module per function and per locale, as everywhere else in src/: the index modules load all of
// date-fns' ~250 functions and ~100 locales where no bundler trims them (Node 24 under Vitest takes
// seconds over it: each module re-reads date-fns' 200 KB package.json).
import { formatDistance } from 'date-fns/formatDistance';
import { enUS } from 'date-fns/locale/en-US';
import { ru } from 'date-fns/locale/ru';
import { uz } from 'date-fns/locale/uz';
import type { Locale } from 'date-fns';

const LOCALES: Record<string, Locale> = { uz, ru, en: enUS };

/** "5 daqiqa oldin" in Uzbek, "5 минут назад" in Russian, "5 minutes ago" in English. */
export function formatRelativeTime(date: Date, locale: string, now: Date = new Date()): string {
  return formatDistance(date, now, { addSuffix: true, locale: LOCALES[locale] ?? uz });
}
