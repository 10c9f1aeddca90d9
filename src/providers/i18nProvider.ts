// react-admin's translator over the app catalogues (Uzbek by default). A screen brings its own
// Uzbek texts (useScreenMessages), so that they are downloaded with its code rather than with
// every screen's; the Russian and English catalogues, loaded only when chosen, hold every text.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import type { AppLocale } from '../lib/preferences';
import { LOCALE_OPTIONS, loadMessages } from './catalogues';

/** A screen's texts by locale, each shaped like a catalogue ({ app: { auditLog: … } }); a locale
 * left out has them in its catalogue. */
export type ScreenMessages = Partial<Record<AppLocale, Record<string, unknown>>>;

export interface AppI18nProvider extends I18nProvider {
  /** Adds a screen's texts to every locale, from now on (adding the same ones again is a no-op). */
  addMessages(messages: ScreenMessages): void;
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** `base` with `extra`'s keys added, nested objects merged. */
function merged(base: Record<string, unknown>, extra: Record<string, unknown>) {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = result[key];
    result[key] = isPlain(current) && isPlain(value) ? merged(current, value) : value;
  }
  return result;
}

/** `initialMessages` must be the loaded catalogue of `initialLocale`: polyglot needs it at once. */
export function createI18nProvider(
  initialLocale: AppLocale,
  initialMessages: TranslationMessages,
): AppI18nProvider {
  let locale = initialLocale;
  let catalogue: TranslationMessages = initialMessages;
  const added = new Set<ScreenMessages>();
  // ra-i18n-polyglot builds its translator synchronously from a catalogue it is handed; it is
  // built again whenever the catalogue or the added texts change.
  const build = () =>
    polyglotI18nProvider(
      () =>
        [...added].reduce(
          (messages, screen) => merged(messages, screen[locale] ?? {}),
          catalogue as Record<string, unknown>,
        ) as TranslationMessages,
      locale,
      LOCALE_OPTIONS,
      { allowMissing: false },
    );
  let current = build();
  return {
    translate: (key, options) => current.translate(key, options),
    changeLocale: async (next) => {
      const wanted = next as AppLocale;
      const messages = wanted === initialLocale ? initialMessages : await loadMessages(wanted);
      locale = wanted;
      catalogue = messages;
      current = build();
    },
    getLocale: () => locale,
    getLocales: () => LOCALE_OPTIONS,
    addMessages(messages) {
      if (added.has(messages)) return;
      added.add(messages);
      current = build();
    },
  };
}
