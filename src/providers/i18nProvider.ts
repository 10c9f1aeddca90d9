// react-admin's translator over the app's catalogues (src/i18n): Uzbek by default and bundled;
// Russian and English loaded when chosen.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import type { AppLocale } from '../lib/preferences';
import { LOCALE_OPTIONS, loadMessages } from './catalogues';

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
