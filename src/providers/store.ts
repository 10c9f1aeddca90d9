// react-admin's store, except that signing out keeps the chosen language and theme.
import { localStorageStore, type Store } from 'ra-core';
import { STORE_APP_KEY } from '../lib/preferences';

const KEPT_ON_RESET = ['locale', 'theme'];

export function createAppStore(): Store {
  const base = localStorageStore(undefined, STORE_APP_KEY);
  return {
    ...base,
    reset() {
      const kept = KEPT_ON_RESET.map((key) => [key, base.getItem(key)] as const);
      base.reset();
      for (const [key, value] of kept) if (value !== undefined) base.setItem(key, value);
    },
  };
}
