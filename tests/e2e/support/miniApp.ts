// Opening the panel the way Telegram opens a Mini App: the launch parameters (the init data signed
// with the bot's token, the platform, the theme, the start parameter) in the address's hash, and
// Telegram's event bridge replaced by a recorder of what the panel asks of Telegram.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sign } from '@telegram-apps/init-data-node';
import { PHONE } from './browser';

export const BOT_TOKEN = '7000000001:AAFtestTOKENfortheMiniAppsignin_abc12';

export const THEME = {
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

/** Init data as Telegram hands it to the Mini App, signed now with the bot's token. */
export function signedInitData(telegramUserId: number, startParam: string): string {
  return sign(
    {
      query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
      user: { id: telegramUserId, first_name: 'Dilnoza', username: 'dilnoza', language_code: 'uz' },
      chat_instance: '-8013312400263950473',
      chat_type: 'private',
      start_param: startParam,
    },
    BOT_TOKEN,
    new Date(),
  );
}

export interface MiniApp {
  context: BrowserContext;
  page: Page;
  /** What the panel asked of Telegram, in order: [method, params]. */
  events: () => Promise<[string, Record<string, unknown> | null][]>;
  /** Telegram telling the panel something (its back button pressed...). */
  receive: (event: string) => Promise<void>;
}

export async function openMiniApp(
  browser: Browser,
  baseUrl: string,
  { telegramUserId, startParam = 'dashboard' }: { telegramUserId: number; startParam?: string },
): Promise<MiniApp> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  // A string: the page runs it as it is (Android's Telegram client's bridge).
  await context.addInitScript(
    'window.__telegramEvents = []; window.TelegramWebviewProxy = { postEvent: function (method, params) { window.__telegramEvents.push([method, params ? JSON.parse(params) : null]); } };',
  );
  const page = await context.newPage();
  const launch = new URLSearchParams({
    tgWebAppData: signedInitData(telegramUserId, startParam),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(THEME),
    tgWebAppStartParam: startParam,
  });
  await page.goto(`${baseUrl}/#${launch}`);
  return {
    context,
    page,
    events: () => page.evaluate('window.__telegramEvents'),
    receive: (event) =>
      page.evaluate(`window.Telegram.WebView.receiveEvent(${JSON.stringify(event)})`),
  };
}
