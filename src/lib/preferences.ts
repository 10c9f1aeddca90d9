// Reads the language and theme the admin chose, from the same localStorage entries react-admin's
// store writes, so the small sign-in entry (which does not load react-admin) shows them too.
import { LOCALE_STORE_KEY, storePrefix } from '../raCoreInternals/store';

export const STORE_APP_KEY = 'PaymentsAdmin';
const PREFIX = storePrefix(STORE_APP_KEY);

export const LOCALES = ['uz', 'ru', 'en'] as const;
export type AppLocale = (typeof LOCALES)[number];
export type ThemeMode = 'light' | 'dark';

/** An entry of react-admin's store, or undefined (missing, unreadable, no storage). */
export function readStoreItem(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

export function readLocale(): AppLocale {
  const value = readStoreItem(LOCALE_STORE_KEY);
  return LOCALES.includes(value as AppLocale) ? (value as AppLocale) : 'uz';
}

export function writeLocale(locale: AppLocale): void {
  write(LOCALE_STORE_KEY, locale);
}

export function readThemeMode(): ThemeMode {
  return readStoreItem('theme') === 'dark' ? 'dark' : 'light';
}

export function writeThemeMode(mode: ThemeMode): void {
  write('theme', mode);
}
