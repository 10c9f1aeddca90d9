// Whether the panel was opened as a Telegram Mini App: Telegram puts its launch parameters in the
// address's hash (tgWebAppData=…); the tab remembers it, since a reload inside Telegram may come
// without them. Tiny and free of the SDK, which only a Mini App downloads (telegram/miniApp.ts).
// Kept with the session (as telegramSession.ts is): the start-up, react-admin's auth provider and
// the sign-in by Telegram all read it, and it imports nothing.
const KEY = 'miniApp';
const LAUNCH = /(?:^#|&)tgWebApp(?:Data|Platform|Version)=/;

/** Whether this very page load is Telegram's launch (its parameters in the hash), not a reload. */
export const launchedNow = (location: Pick<Location, 'hash'> = window.location): boolean =>
  LAUNCH.test(location.hash);

/** One of Telegram's launch parameters in this load's address (`tgWebAppData`...), if there. */
export function launchParameter(
  name: 'tgWebAppData' | 'tgWebAppStartParam',
  location: Pick<Location, 'hash'> = window.location,
): string | null {
  return new URLSearchParams(location.hash.slice(1)).get(name);
}

export function isMiniAppLaunch(location: Pick<Location, 'hash'> = window.location): boolean {
  try {
    if (LAUNCH.test(location.hash)) {
      window.sessionStorage.setItem(KEY, '1');
      return true;
    }
    return window.sessionStorage.getItem(KEY) === '1';
  } catch {
    return LAUNCH.test(location.hash);
  }
}

/** Signing out inside Telegram is remembered, so that the tab does not sign in again by itself. */
const SIGNED_OUT = 'miniAppSignedOut';

export function markMiniAppSignedOut(): void {
  try {
    if (window.sessionStorage.getItem(KEY) === '1') window.sessionStorage.setItem(SIGNED_OUT, '1');
  } catch {
    // Without session storage the next start simply signs in again.
  }
}

export function wasMiniAppSignedOut(): boolean {
  try {
    return window.sessionStorage.getItem(SIGNED_OUT) === '1';
  } catch {
    return false;
  }
}
