// The dashboard end to end: the default 30 days, switching periods changes the figures, the
// charts are drawn with data, and the period is kept in the URL.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN } from './support/server';
import { newPage, signIn } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';
import { seriousViolations } from './support/axe';

const suite = serverAndBrowserForFile();
let page: Page;

beforeAll(async () => {
  ({ page } = await newPage(suite.browser));
  await signIn(page, suite.server.url, ADMIN.username, ADMIN.password);
  await page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 }).waitFor();
});

const totalRequests = () =>
  page.getByRole('region', { name: "Jami so'rovlar" }).locator('p').first().innerText();

async function settledTotal(): Promise<string> {
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'));
  return totalRequests();
}

describe('dashboard', () => {
  it('draws the cards and the three charts for the default 30 days', async () => {
    await page.locator('.recharts-wrapper').nth(2).waitFor();
    expect(await page.locator('.recharts-wrapper').count()).toBe(3);
    await page.getByRole('heading', { name: 'Eng Faol Foydalanuvchilar' }).waitFor();
    expect(Number((await settledTotal()).replace(/\D/g, ''))).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('changes the figures when the period changes, and keeps it in the URL', async () => {
    const thirty = await settledTotal();
    await page.getByRole('button', { name: '7 Kun' }).click();
    await page.waitForURL((url) => url.searchParams.get('period') === '7');
    await page.waitForFunction(
      (before) =>
        document.querySelector('[aria-label="Jami so\'rovlar"] p')?.textContent !== before,
      thirty,
    );
    const seven = await settledTotal();
    const all = async () => {
      await page.getByRole('button', { name: 'Barchasi' }).click();
      await page.waitForURL((url) => url.searchParams.get('period') === 'all');
      await page.waitForFunction(
        (before) =>
          document.querySelector('[aria-label="Jami so\'rovlar"] p')?.textContent !== before,
        seven,
      );
      return settledTotal();
    };
    const everything = await all();
    const count = (text: string) => Number(text.replace(/\D/g, ''));
    expect(count(seven)).toBeLessThan(count(thirty));
    expect(count(thirty)).toBeLessThan(count(everything));

    await page.reload();
    await page.getByRole('button', { name: 'Barchasi', pressed: true }).waitFor();
  });
});
