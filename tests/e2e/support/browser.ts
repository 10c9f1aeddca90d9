// Debian's Chromium driven by playwright-core (no downloaded browser builds on this machine).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'uz-UZ' });
  const page = await context.newPage();
  return { context, page };
}

export async function signIn(page: Page, baseUrl: string, username: string, password: string) {
  if (!page.url().endsWith('/login')) await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Foydalanuvchi nomi').fill(username);
  await page.getByLabel('Parol', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Kirish' }).click();
}
