// Message catalogues: Uzbek is bundled, the others are separate chunks loaded when chosen.
// No polyglot or react-admin here, so the small sign-in entry can use it too.
import type { TranslationMessages } from 'ra-core';
import type { AppLocale } from '../lib/preferences';
import uz from '../i18n/uz';

export async function loadMessages(locale: AppLocale): Promise<TranslationMessages> {
  if (locale === 'ru') return (await import('../i18n/ru')).default;
  if (locale === 'en') return (await import('../i18n/en')).default;
  return uz;
}

export const LOCALE_OPTIONS: { locale: AppLocale; name: string }[] = [
  { locale: 'uz', name: "O'zbekcha" },
  { locale: 'ru', name: 'Русский' },
  { locale: 'en', name: 'English' },
];

export { uz as defaultMessages };
