// Repeat visits cost no download: the service worker keeps the app's files, and a second visit
// takes every script from it.
import { describe, expect, it } from 'vitest';
import { encodeBasicToken } from '../../src/lib/basicToken';
import { ADMIN } from './support/server';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

describe('service worker', () => {
  it('keeps the app after the first visit and serves every script of the next one', async () => {
    const context = await suite.browser.newContext({ serviceWorkers: 'allow' });
    const token = encodeBasicToken(ADMIN.username, ADMIN.password);
    await context.addInitScript((saved) => localStorage.setItem('authToken', saved), token);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    await page.locator('.chart[data-chart] svg[role="img"]').nth(2).waitFor();
    // Installed and holding its files.
    await expect
      .poll(
        () =>
          page.evaluate(
            async () => (await navigator.serviceWorker.getRegistration())?.active?.state,
          ),
        { timeout: 30_000 },
      )
      .toBe('activated');

    const scripts: { url: string; fromWorker: boolean }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
      }
    });
    await page.goto(`${suite.server.url}/transactions`);
    await page.getByRole('heading', { name: 'Tranzaksiyalar Jurnali', level: 1 }).waitFor();
    await page.goto(`${suite.server.url}/`);
    await page.locator('.chart[data-chart] svg[role="img"]').nth(2).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => !script.fromWorker)).toEqual([]);
    // The API is never answered from the cache.
    const stats = await page.evaluate(async () => {
      const response = await fetch('/api/features', {
        headers: { Authorization: `Basic ${localStorage.getItem('authToken')}` },
      });
      return response.status;
    });
    expect(stats).toBe(200);
    await context.close();
  });
});
