// Opening the panel the way Telegram opens a Mini App, for the browser tests and the bench: the
// launch parameters (init data signed with a test bot's token, the platform, the theme, the start
// parameter) in the address's hash, and a script that stands in for Telegram's event bridge (the
// one Telegram's Android client gives a web view) and records what the panel asks of Telegram.
import { randomBytes } from 'node:crypto';
import { sign } from '@telegram-apps/init-data-node';

/** A bot token of the right shape that belongs to no bot: the server under test is given it. */
export const TEST_BOT_TOKEN = '7000000001:AAFtestTOKENfortheMiniAppsignin_abc12';

/** The settings that turn the sign-in by Telegram on with the test bot. */
export const testTelegramEnv = (): Record<string, string> => ({
  TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
  // Nothing listens there: a broadcast under test reaches no Telegram.
  TELEGRAM_API_URL: 'http://127.0.0.1:9',
});

export const TEST_THEME = {
  bg_color: '#ffffff',
  secondary_bg_color: '#efeff4',
  section_bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#5f6368',
  subtitle_text_color: '#5f6368',
  button_color: '#1f6fb2',
  button_text_color: '#ffffff',
  link_color: '#1f6fb2',
  destructive_text_color: '#b3261e',
};

/** A page's init script (a string: the page runs it as it is, before any of its own code). */
export const RECORDING_BRIDGE =
  'window.__telegramEvents = []; window.TelegramWebviewProxy = { postEvent: function (method, params) { window.__telegramEvents.push([method, params ? JSON.parse(params) : null]); } };';

export interface InitDataOptions {
  userId: number;
  /** When Telegram signed it, in ms (the library keeps whole seconds); now by default. */
  signedAt?: number;
  startParam?: string;
  /** Another bot's token signs data the server must refuse. */
  token?: string;
  /** false: no user field at all. */
  withUser?: boolean;
}

/** Init data as Telegram hands it to the Mini App: a query string with `hash` over its fields. */
export function signedInitData({
  userId,
  signedAt = Date.now(),
  startParam = 'dashboard',
  token = TEST_BOT_TOKEN,
  withUser = true,
}: InitDataOptions): string {
  return sign(
    {
      // One per launch, as Telegram gives: two launches in the same second (auth_date counts
      // seconds) must not be the same init data, which the server accepts once.
      query_id: `AAH${randomBytes(12).toString('base64url')}`,
      ...(withUser
        ? {
            user: {
              id: userId,
              first_name: 'Dilnoza',
              last_name: 'Yusupova',
              username: 'dilnoza_admin',
              language_code: 'uz',
              allows_write_to_pm: true,
            },
          }
        : {}),
      chat_instance: '-8013312400263950473',
      chat_type: 'private',
      start_param: startParam,
    },
    token,
    new Date(signedAt),
  );
}

/** The address Telegram opens: `baseUrl`'s root with the launch parameters in its hash. */
export function miniAppAddress(
  baseUrl: string,
  telegramUserId: number,
  startParam: string,
): string {
  const launch = new URLSearchParams({
    tgWebAppData: signedInitData({ userId: telegramUserId, startParam }),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(TEST_THEME),
    tgWebAppStartParam: startParam,
  });
  return `${baseUrl}/#${launch}`;
}

/**
 * Links the panel account signed in by `authorization` to `telegramUserId`, as its person does in
 * the Mini App (POST /api/telegram/link with that user's signed init data and the password: a
 * proven link), and marks the notice of the link as seen, as the person's next sign-in would.
 */
export async function linkTelegramUser(
  baseUrl: string,
  authorization: string,
  telegramUserId: number,
): Promise<void> {
  const headers = { authorization, 'content-type': 'application/json' };
  const linked = await fetch(`${baseUrl}/api/telegram/link`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ initData: signedInitData({ userId: telegramUserId }) }),
  });
  if (linked.status !== 200) throw new Error(`Linking answered ${linked.status}`);
  const seen = await fetch(`${baseUrl}/api/panel-accounts/me/link-notice`, {
    method: 'DELETE',
    headers: { authorization },
  });
  if (seen.status !== 204) throw new Error(`The link's notice answered ${seen.status}`);
}
