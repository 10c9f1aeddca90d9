// The panel opened as a Telegram Mini App (auth/miniAppLaunch.ts says so): Telegram's SDK, the
// sign-in by the init data Telegram gave (POST /api/telegram/session, no password), Telegram's
// theme and viewport over the panel's tokens, and the start parameter's place. A Telegram user
// the server refuses sees why, in the UI language, and nothing of the panel; one whose link an
// owner typed is asked once for the account's password (telegram/linkProof.ts). A Telegram client
// whose launch the SDK cannot read even so (telegram/sdkLaunch.ts) still gets the panel, signed in,
// without Telegram's buttons and theme, and a note that Telegram needs updating.
import {
  bindThemeParamsCssVars,
  bindViewportCssVars,
  disableClosingConfirmation,
  enableClosingConfirmation,
  expandViewport,
  hapticFeedbackNotificationOccurred,
  hideBackButton,
  init,
  isThemeParamsDark,
  miniAppReady,
  mountBackButton,
  mountClosingBehavior,
  mountMiniAppSync,
  mountThemeParamsSync,
  mountViewport,
  onBackButtonClick,
  openLink,
  showBackButton,
} from '@telegram-apps/sdk';
import { isSignInRefusal } from '../../contract/telegram';
import './theme.css';
import { readTelegramSession } from '../auth/telegramSession';
import { ApiError, type AppHttpClient } from '../providers/httpClient';
import { writeThemeMode } from '../lib/preferences';
import { watchDirtyForms } from './dirtyForms';
import type { TelegramIntegration } from './integration';
import { launchedNow, wasMiniAppSignedOut } from '../auth/miniAppLaunch';
import { showMiniAppMessage, showMiniAppNotice } from './message';
import { askForLinkProof } from './linkProof';
import { letSdkReadLaunch, rawInitData } from './sdkLaunch';
import { miniAppStartPath, signInWithTelegram } from './signIn';

/** Each call of the SDK, without failing the start where a Telegram client lacks it. */
function attempt(call: () => unknown): void {
  try {
    const result = call();
    if (result instanceof Promise) result.catch(() => undefined);
  } catch {
    // An older Telegram client without this method: the panel works without it.
  }
}

/** Telegram's side through its SDK; null where the SDK cannot work in this Telegram client. */
function setUpTelegram(initData: string): TelegramIntegration | null {
  try {
    if (!letSdkReadLaunch()) return null;
    init();
  } catch {
    return null;
  }
  attempt(() => mountMiniAppSync());
  attempt(() => mountThemeParamsSync());
  attempt(() => bindThemeParamsCssVars());
  attempt(() => mountBackButton());
  attempt(() => mountClosingBehavior());
  attempt(() =>
    mountViewport().then(() => {
      bindViewportCssVars();
      expandViewport();
    }),
  );
  document.documentElement.classList.add('telegram');
  // Watched from before the app is there, so that nothing typed while its code still arrives
  // is missed.
  watchDirtyForms(document, (dirty) =>
    attempt(() => (dirty ? enableClosingConfirmation() : disableClosingConfirmation())),
  );
  let onBack: (() => void) | null = null;
  attempt(() => onBackButtonClick(() => onBack?.()));
  return {
    setBackButton(handler) {
      onBack = handler;
      attempt(() => (handler ? showBackButton() : hideBackButton()));
    },
    haptic(type) {
      attempt(() => hapticFeedbackNotificationOccurred(type));
    },
    initData,
    openInBrowser(url) {
      try {
        openLink(url);
      } catch {
        openWindow(url);
      }
    },
  };
}

/** A new window of the browser the page runs in (Telegram opens it outside the Mini App). */
const openWindow = (url: string) => void window.open(url, '_blank', 'noopener');

/** The panel without Telegram's buttons: what the panel needs of Telegram still works. */
const withoutSdk = (initData: string): TelegramIntegration => ({
  setBackButton: () => undefined,
  haptic: () => undefined,
  initData,
  openInBrowser: openWindow,
});

/** Why the server refused, as a key of the sign-in texts (app.telegram.*), and its values. */
function refusalOf(error: unknown): { key: string; values?: Record<string, string | number> } {
  const body = error instanceof ApiError ? (error.body as Record<string, unknown> | null) : null;
  const reason = isSignInRefusal(body?.reason) ? body.reason : undefined;
  const telegramUserId = String(body?.telegramUserId ?? '');
  if (reason === 'unlinked' || reason === 'disabled')
    return { key: reason, values: { telegramUserId } };
  if (reason === 'link_pending') return { key: 'linkPending', values: { telegramUserId } };
  // Used already (a copy, or a page opened again): a fresh launch signs in.
  return { key: reason === 'stale' || reason === 'replayed' ? 'stale' : 'refused' };
}

export interface MiniAppStart {
  root: HTMLElement;
  http: AppHttpClient;
  /** The sign-in of this launch, already sent (signIn.ts: launchSignIn), if there is one. */
  signIn?: Promise<void>;
  /** Starts the panel's own start-up at `path` (early reads, the app), in Telegram's frame. */
  startAt: (path: string, telegram: TelegramIntegration) => Promise<void>;
  /** The server has no sign-in by Telegram (a plain pass-through): the usual sign-in page. */
  withoutTelegram: () => void;
}

export async function startMiniApp({ root, http, signIn, startAt, withoutTelegram }: MiniAppStart) {
  // A reload in the tab, with its session kept, goes on without signing in again.
  const launch = launchedNow();
  // Both read from the address before the SDK's set-up may take the init data out of it.
  const path = miniAppStartPath();
  const initData = rawInitData();
  const sdk = setUpTelegram(initData);
  const telegram = sdk ?? withoutSdk(initData);
  if (sdk) {
    attempt(() => writeThemeMode(isThemeParamsDark() ? 'dark' : 'light'));
    attempt(() => miniAppReady());
  }
  const start = () => {
    if (!sdk) void showMiniAppNotice('outdated');
    return startAt(path, telegram);
  };
  if (wasMiniAppSignedOut()) return showMiniAppMessage(root, 'signedOut');
  if (!launch && readTelegramSession()) return start();
  const refused = (error: unknown) => {
    const { key, values } = refusalOf(error);
    return showMiniAppMessage(root, key, values);
  };
  try {
    await (signIn ?? signInWithTelegram(http, telegram.initData));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 405)) {
      return withoutTelegram();
    }
    const { key, values } = refusalOf(error);
    if (key !== 'linkPending') return refused(error);
    // A link an owner typed: its Telegram user proves the account's password once, here.
    return askForLinkProof({
      root,
      http,
      initData: telegram.initData,
      telegramUserId: String(values?.telegramUserId ?? ''),
      signIn: signInWithTelegram,
      onSignedIn: () => void start(),
      onRefused: (failure) => void refused(failure),
    });
  }
  await start();
}
