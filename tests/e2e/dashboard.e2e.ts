// The dashboard end to end: the default 30 days, switching periods changes the figures, the
// charts are drawn with data, and the period is kept in the URL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { encodeBasicToken } from '../../src/lib/basicToken';
import { ADMIN } from './support/server';
import { newPage, signInAsAdmin } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';
import { seriousViolations } from './support/axe';

const suite = serverAndBrowserForFile();
let page: Page;

beforeAll(async () => {
  ({ page } = await newPage(suite.browser));
  await signInAsAdmin(page, suite.server.url);
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

  it('a cold signed-in load of / asks for the charts and the figures before the app arrives', async () => {
    // The chunks' files, from the build the server serves.
    const distDir = process.env.DIST_DIR ?? 'dist';
    const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
    const chartsFile = manifest['src/pages/dashboard/charts/index.ts'].file as string;
    // The app's chunk is shared with the screens, so Vite keys it by its file name.
    const appFile = (Object.values(manifest) as { file: string }[]).find((chunk) =>
      /\/adminEntry-[^/]*\.js$/.test(chunk.file),
    )!.file;
    const context = await suite.browser.newContext();
    const token = encodeBasicToken(ADMIN.username, ADMIN.password);
    await context.addInitScript((saved) => localStorage.setItem('authToken', saved), token);
    const cold = await context.newPage();
    const requested: string[] = [];
    let figuresAsked!: () => void;
    const figuresRequested = new Promise<void>((resolve) => (figuresAsked = resolve));
    cold.on('request', (request) => {
      const { pathname } = new URL(request.url());
      requested.push(pathname);
      if (pathname === '/api/dashboard/stats') figuresAsked();
    });
    // The app is held back until the figures are asked for: if they waited for the app, the
    // dashboard would never draw and this test would time out.
    await cold.route(`**/${appFile}`, async (route) => {
      await figuresRequested;
      await route.continue();
    });
    await cold.goto(`${suite.server.url}/`);
    await cold.locator('.recharts-wrapper').nth(2).waitFor();
    await cold.getByText(/so'm/).first().waitFor();
    const charts = requested.indexOf(`/${chartsFile}`);
    const app = requested.indexOf(`/${appFile}`);
    expect(charts).toBeGreaterThanOrEqual(0);
    expect(charts).toBeLessThan(requested.indexOf('/api/dashboard/stats'));
    expect(app).toBeGreaterThanOrEqual(0);
    // Asked once each: the dashboard used the early answers instead of asking again.
    expect(requested.filter((url) => url === '/api/dashboard/stats')).toHaveLength(1);
    const bonus = '/api/dashboard/requests/total-bonus-amount';
    expect(requested.filter((url) => url === bonus)).toHaveLength(1);
    await context.close();
  });
});
