// Pages for the browser tests: a Chromium context at desktop or phone size, and signing in.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../../tools/chromium';
import { ADMIN } from './server';

export { launchBrowser };

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  // The app's service worker would serve later loads from its cache; the tests of the service
  // worker itself (serviceWorker.e2e.ts) open their own contexts.
  const context = await browser.newContext({ viewport, locale: 'uz-UZ', serviceWorkers: 'block' });
  const page = await context.newPage();
  return { context, page };
}

export async function signIn(page: Page, baseUrl: string, username: string, password: string) {
  if (!page.url().endsWith('/login')) await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Foydalanuvchi nomi').fill(username);
  await page.getByLabel('Parol', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Kirish' }).click();
}

/** Signs in as the test server's admin and waits for the dashboard. */
export async function signInAsAdmin(page: Page, baseUrl: string) {
  await signIn(page, baseUrl, ADMIN.username, ADMIN.password);
  await page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 }).waitFor();
}
