// Opening the panel the way Telegram opens a Mini App (tools/telegramLaunch.ts), at phone size, with
// what the panel asked of Telegram at hand.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { miniAppAddress, RECORDING_BRIDGE } from '../../../tools/telegramLaunch';
import { PHONE } from './browser';

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
  await context.addInitScript(RECORDING_BRIDGE);
  const page = await context.newPage();
  await page.goto(miniAppAddress(baseUrl, telegramUserId, startParam));
  return {
    context,
    page,
    events: () => page.evaluate('window.__telegramEvents'),
    receive: (event) =>
      page.evaluate(`window.Telegram.WebView.receiveEvent(${JSON.stringify(event)})`),
  };
}
