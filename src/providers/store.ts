// react-admin's store, except that signing out keeps the chosen language and theme, and that the
// language reads as the one the app started in (lib/preferences.ts: readLocale) until one is
// chosen: ra-core's i18n context draws nothing in its first pass when the store's language is not
// its provider's (none stored counts as another), then the whole app from an effect, one more
// round of drawing and effects before the first screen on every visit of an admin who never
// changed the language.
import { localStorageStore, type Store } from 'ra-core';
import { STORE_APP_KEY, type AppLocale } from '../lib/preferences';
import { LOCALE_STORE_KEY } from '../raCoreInternals/store';

const KEPT_ON_RESET = [LOCALE_STORE_KEY, 'theme'];

export function createAppStore(startLocale: AppLocale): Store {
  const base = localStorageStore(undefined, STORE_APP_KEY);
  return {
    ...base,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      const value = base.getItem<T>(key, defaultValue);
      return key === LOCALE_STORE_KEY && value === undefined ? (startLocale as T) : value;
    },
    reset() {
      const kept = KEPT_ON_RESET.map((key) => [key, base.getItem(key)] as const);
      base.reset();
      for (const [key, value] of kept) if (value !== undefined) base.setItem(key, value);
    },
  };
}
