// The dashboard end to end: the default 30 days, switching periods changes the figures, the
// charts are drawn with data, the period is kept in the URL, a custom range is picked in one
// field, and a cold load asks for the figures while the app downloads.
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
    await page.locator('.chart[data-chart] svg[role="img"]').nth(2).waitFor();
    expect(await page.locator('.chart[data-chart] svg[role="img"]').count()).toBe(3);
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

  it('a cold signed-in load of / asks for the figures while the app downloads, and draws them once', async () => {
    // The app's chunk, from the build the server serves. It is shared with the screens, so Vite
    // keys it by its file name.
    const distDir = process.env.DIST_DIR ?? 'dist';
    const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
    const appFile = (Object.values(manifest) as { file: string }[]).find((chunk) =>
      /\/adminEntry-[^/]*\.js$/.test(chunk.file),
    )!.file;
    const token = encodeBasicToken(ADMIN.username, ADMIN.password);

    for (const { theme, width } of [
      { theme: 'light', width: 1280 },
      { theme: 'dark', width: 390 },
    ]) {
      const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript(
        ([saved, mode]) => {
          localStorage.setItem('authToken', saved);
          localStorage.setItem('RaStorePaymentsAdmin.theme', JSON.stringify(mode));
        },
        [token, theme],
      );
      const cold = await context.newPage();
      const requested: string[] = [];
      cold.on('request', (request) => requested.push(new URL(request.url()).pathname));
      // The app is held back until the test has seen the figures asked for: they must not wait
      // for it.
      let letAppThrough!: () => void;
      const appLetThrough = new Promise<void>((resolve) => (letAppThrough = resolve));
      await cold.route(`**/${appFile}`, async (route) => {
        await appLetThrough;
        await route.continue();
      });
      const statsAsked = cold.waitForRequest(
        (request) => new URL(request.url()).pathname === '/api/dashboard/stats',
      );
      await cold.goto(`${suite.server.url}/`);
      await statsAsked;
      letAppThrough();

      // One dashboard, drawn by the app: the three charts with data, the figures, the table.
      await cold.locator('.chart[data-chart] svg[role="img"]').nth(2).waitFor();
      for (const chart of await cold.locator('.chart[data-chart]').all()) {
        expect(await chart.locator('path[data-mark]').count()).toBeGreaterThan(0);
      }
      const total = cold.getByRole('region', { name: "Jami so'rovlar" }).locator('p').first();
      expect(Number((await total.innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
      await cold.getByRole('table', { name: 'Eng Faol Foydalanuvchilar' }).waitFor();
      expect(await seriousViolations(cold)).toEqual([]);
      await cold.screenshot({ path: `test-results/screens/dashboard-cold-${theme}-${width}.png` });

      // The app took the early answers over: the next calls are the next period's.
      const asked = (pathname: string) =>
        cold.waitForRequest((request) => new URL(request.url()).pathname === pathname);
      const bonus = '/api/dashboard/requests/total-bonus-amount';
      const nextCalls = Promise.all([asked('/api/dashboard/stats'), asked(bonus)]);
      await cold.getByRole('button', { name: '7 Kun' }).click();
      await nextCalls;
      expect(requested.filter((url) => url === '/api/dashboard/stats')).toHaveLength(2);
      expect(requested.filter((url) => url === bonus)).toHaveLength(2);
      await context.close();
    }
  });

  it('picks a custom range in the one range field', async () => {
    await page.goto(`${suite.server.url}/`);
    // Its name, as Chromium computes it, says the label once.
    await page.getByRole('button', { name: 'Maxsus oraliq', exact: true }).click();
    const calendar = page.getByRole('dialog');
    await calendar.waitFor();
    await calendar.getByRole('grid').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/screens/dashboard-calendar-uz-1280.png' });
    // The calendar opens on this month; the 1st and the 2nd are always in the past or today.
    const day = (n: number) =>
      calendar.locator('button:not([disabled])', { hasText: new RegExp(`^${n}$`) }).first();
    await day(1).click();
    await day(2).click();
    await page.waitForURL((url) => url.searchParams.has('from') && url.searchParams.has('to'));
    // The address changes first and the field draws the range in a render that follows (a CI
    // run read it in between): its name says the range from then on.
    const field = page.getByRole('button', { name: /^Maxsus oraliq: / });
    await field.waitFor();
    const shown = await field.innerText();
    expect(shown).toMatch(/^01-\d\d-\d{4} – 02-\d\d-\d{4}$/);
    expect(await field.getAttribute('aria-label')).toBe(`Maxsus oraliq: ${shown}`);
    await page.getByRole('button', { name: `Maxsus oraliq: ${shown}`, exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/screens/dashboard-range-uz-1280.png' });
  });

  it('says so and offers a reload when the app cannot be downloaded', async () => {
    const context = await suite.browser.newContext();
    const token = encodeBasicToken(ADMIN.username, ADMIN.password);
    await context.addInitScript((saved) => localStorage.setItem('authToken', saved), token);
    const cold = await context.newPage();
    await cold.route(/\/assets\/adminEntry-[^/]*\.js$/, (route) => route.abort());
    await cold.goto(`${suite.server.url}/`);
    const alert = cold.getByRole('alert');
    await alert
      .getByText("Server bilan bog'lanib bo'lmadi. Internet aloqasini tekshiring.")
      .waitFor();
    expect(await seriousViolations(cold)).toEqual([]);

    await cold.unroute(/\/assets\/adminEntry-[^/]*\.js$/);
    await alert.getByRole('button', { name: 'Qayta yuklash' }).click();
    await cold.locator('.chart[data-chart] svg[role="img"]').nth(2).waitFor();
    expect(await cold.getByRole('alert').count()).toBe(0);
    await context.close();
  });
});
