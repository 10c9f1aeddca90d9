// Telegram's launch as its SDK reads it. The SDK (3.x) checks the launch parameters strictly, and
// init data without a `signature` (Telegram clients older than Bot API 8.0 send none) fails that
// check: then init() throws, and so does every function of the SDK, since each first asks
// isTMA(), which reads the launch parameters again (the SDK's init({ launchParams }) skips only
// the first read). Our server has checked the init data's `hash` already and signs in on it; the
// panel uses nothing of the SDK's init data. So where the SDK cannot read the address, it gets the
// address without the init data (optional in its launch parameters), taken once we have our own
// copy: it keeps what it read for the tab, which serves it once the panel has changed the address
// and on a reload. Part of the Mini App's chunk (telegram/miniApp.ts), like the SDK.
import { isTMA } from '@telegram-apps/sdk';
import { launchParameter } from '../auth/miniAppLaunch';

const KEPT_INIT_DATA = 'miniAppInitData';

/**
 * The raw init data, for linking this Telegram account (read from this launch's address, or kept
 * from it for a reload in the tab, as the SDK kept it before). Read before `letSdkReadLaunch`.
 */
export function rawInitData(location: Pick<Location, 'hash'> = window.location): string {
  const fromAddress = launchParameter('tgWebAppData', location);
  try {
    if (fromAddress) window.sessionStorage.setItem(KEPT_INIT_DATA, fromAddress);
    return fromAddress ?? window.sessionStorage.getItem(KEPT_INIT_DATA) ?? '';
  } catch {
    return fromAddress ?? '';
  }
}

/**
 * Whether Telegram's SDK can work in this client: true once it reads the launch parameters, with
 * the init data taken out of the address where that alone stops it.
 */
export function letSdkReadLaunch(): boolean {
  if (isTMA()) return true;
  const { pathname, search, hash } = window.location;
  const params = new URLSearchParams(hash.slice(1));
  if (!params.has('tgWebAppData')) return false;
  params.delete('tgWebAppData');
  window.history.replaceState(window.history.state, '', `${pathname}${search}#${params}`);
  return isTMA();
}
