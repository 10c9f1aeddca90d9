// The dashboard end to end: the default 30 days, switching periods changes the figures, the
// charts are drawn with data, and the period is kept in the URL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { encodeBasicToken } from '../../src/lib/basicToken';
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

  it('a cold signed-in load of / fetches the chart library before asking for the figures', async () => {
    // The charts chunk's file, from the build the server serves.
    const distDir = process.env.DIST_DIR ?? 'dist';
    const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
    const chartsFile = manifest['src/pages/dashboard/charts/index.ts'].file as string;
    const context = await suite.browser.newContext();
    const token = encodeBasicToken(ADMIN.username, ADMIN.password);
    await context.addInitScript((saved) => localStorage.setItem('authToken', saved), token);
    const cold = await context.newPage();
    const requested: string[] = [];
    cold.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await cold.goto(`${suite.server.url}/`);
    await cold.locator('.recharts-wrapper').nth(2).waitFor();
    const charts = requested.indexOf(`/${chartsFile}`);
    const figures = requested.indexOf('/api/dashboard/stats');
    expect(charts).toBeGreaterThanOrEqual(0);
    expect(figures).toBeGreaterThan(charts);
    await context.close();
  });
});
