// Uzbek by default; the other catalogues are separate chunks loaded when chosen.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import type { AppLocale } from '../lib/preferences';
import uz from '../../i18n/uz';

export async function loadMessages(locale: AppLocale): Promise<TranslationMessages> {
  if (locale === 'ru') return (await import('../../i18n/ru')).default;
  if (locale === 'en') return (await import('../../i18n/en')).default;
  return uz;
}

export const LOCALE_OPTIONS: { locale: AppLocale; name: string }[] = [
  { locale: 'uz', name: "O'zbekcha" },
  { locale: 'ru', name: 'Русский' },
  { locale: 'en', name: 'English' },
];

/** `initialMessages` must be the loaded catalogue of `initialLocale`: polyglot needs it at once. */
export function createI18nProvider(
  initialLocale: AppLocale,
  initialMessages: TranslationMessages,
): I18nProvider {
  return polyglotI18nProvider(
    (locale) => (locale === initialLocale ? initialMessages : loadMessages(locale as AppLocale)),
    initialLocale,
    LOCALE_OPTIONS,
    { allowMissing: false },
  );
}
