// The sign-in by Telegram's init data (POST /api/telegram/session, no password), free of the SDK so
// that the start-up can send it as the page starts, while the SDK and the admin app download: on a
// slow phone each of those is seconds, and the sign-in does not need either.
import { isRole } from '../../contract/roles';
import { saveTelegramSession } from '../auth/telegramSession';
import type { AppHttpClient } from '../providers/httpClient';
import { deepLinkPath } from './deepLink';
import { launchedNow, launchParameter, wasMiniAppSignedOut } from '../auth/miniAppLaunch';

/**
 * Resolves once the session is kept; rejects with the server's refusal (an ApiError). With
 * `password`: the proof of a link an owner typed, which the server asks for once (link_pending).
 */
export async function signInWithTelegram(
  http: AppHttpClient,
  initData: string,
  password?: string,
): Promise<void> {
  const body = password === undefined ? { initData } : { initData, password };
  const { data } = await http<{
    token: string;
    expiresAt: string;
    account: { username: string; role?: unknown };
  }>('/telegram/session', { method: 'POST', body, token: null });
  saveTelegramSession({
    token: data.token,
    expiresAt: data.expiresAt,
    username: data.account.username,
    ...(isRole(data.account.role) ? { role: data.account.role } : {}),
  });
}

/**
 * The sign-in of Telegram's launch, sent now, or undefined where there is none to send (a reload
 * in the tab, or the admin signed out inside Telegram).
 */
export function launchSignIn(http: AppHttpClient): Promise<void> | undefined {
  const initData = launchedNow() && !wasMiniAppSignedOut() && launchParameter('tgWebAppData');
  if (!initData) return undefined;
  const signIn = signInWithTelegram(http, initData);
  // Awaited by startMiniApp once the SDK is there; a refusal meanwhile is not an unhandled one.
  signIn.catch(() => undefined);
  return signIn;
}

/** Where the panel opens: the start parameter's place on Telegram's launch, else where it is. */
export function miniAppStartPath(): string {
  if (launchedNow()) return deepLinkPath(launchParameter('tgWebAppStartParam'));
  return window.location.pathname + window.location.search;
}
