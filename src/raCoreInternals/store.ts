// Where ra-core's store keeps what the start-up reads before ra-core has arrived (the language,
// the journal's last parameters: lib/preferences.ts), and the keys ra-core itself reads there.
// Neither the storage layout nor these keys are ra-core's public API.

/**
 * What the localStorage entries of `localStorageStore(version, appKey)` are named with, before
 * each key: `RaStore<appKey>.<key>`, each holding its value as JSON.
 */
export const storePrefix = (appKey: string): string => `RaStore${appKey}.`;

/** The store key of the UI language, which ra-core's i18n reads and writes (useLocaleState). */
export const LOCALE_STORE_KEY = 'locale';

/** Where a list's parameters are kept between visits (useListParams' default storeKey). */
export const listParamsStoreKey = (resource: string): string => `${resource}.listParams`;
