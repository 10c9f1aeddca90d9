// Oson accounts, cards and platforms end to end, against the real server and its database.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN } from './support/server';
import { newPage, signInAsAdmin } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';
import { seriousViolations } from './support/axe';
import { queryServerDb } from './support/db';
import { encodeBasicToken } from '../../src/lib/basicToken';

const suite = serverAndBrowserForFile();
let page: Page;

const DEVICE = 'E2E Pixel 9';
const PHONE = '+998935550011';

beforeAll(async () => {
  const { context, page: opened } = await newPage(suite.browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: suite.server.url,
  });
  page = opened;
  await signInAsAdmin(page, suite.server.url);
});

/** A call as the signed-in admin, from inside the page (same origin, same credentials). */
async function api(path: string, method = 'GET') {
  const token = encodeBasicToken(ADMIN.username, ADMIN.password);
  return page.evaluate(
    async ({ path, method, token }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { Authorization: `Basic ${token}` },
      });
      return { status: response.status, body: await response.text() };
    },
    { path, method, token },
  );
}

describe('Oson accounts', () => {
  it('creates an account, makes it primary, and cannot delete it', async () => {
    await page.getByRole('menuitem', { name: 'Oson hisoblari', exact: true }).click();
    await page.getByRole('heading', { name: 'Oson Accounts', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Add New Account' }).click();
    await page.waitForURL((url) => url.pathname === '/oson-configs/new');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect(await page.getByText('This field is required.').count()).toBeGreaterThanOrEqual(4);

    await page
      .getByLabel('Quick Paste')
      .fill(
        `phone=${encodeURIComponent(PHONE)}&password=p%40ss%2Bword&dev_id=e2e-dev-1&device_name=E2E+Pixel+9&ignored`,
      );
    await page.getByRole('button', { name: 'Apply Data' }).click();
    expect(await page.getByLabel('Device Name', { exact: false }).first().inputValue()).toBe(
      DEVICE,
    );
    expect(await page.getByLabel('Phone', { exact: false }).first().inputValue()).toBe(PHONE);
    expect(await page.getByLabel('Device ID', { exact: false }).first().inputValue()).toBe(
      'e2e-dev-1',
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL((url) => url.pathname === '/oson-configs');

    const card = page.getByRole('article').filter({ hasText: DEVICE });
    await card.waitFor();
    await card.getByRole('button', { name: /Set Primary/ }).click();
    await card.getByText('PRIMARY', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: /Set Primary/ }).count()).toBe(0);
    expect(await card.getByRole('button', { name: /Delete/ }).isDisabled()).toBe(true);

    // The server refuses as well, whatever a client sends.
    const configs = JSON.parse((await api('/oson/config')).body) as { id: number; phone: string }[];
    const created = configs.find((config) => config.phone === PHONE)!;
    const refused = await api(`/oson/config/${created.id}`, 'DELETE');
    expect(refused.status).toBe(409);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('cards', () => {
  it('adds a card with a bad then a good number, edits it and deletes it', async () => {
    await page.getByRole('menuitem', { name: 'Kartalar', exact: true }).click();
    await page.getByRole('heading', { name: 'All Admin Cards', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Card' }).click();
    const dialog = page.getByRole('dialog');
    // The browser's own select: its option reads "E2E Pixel 9 (PRIMARY)" since the test above.
    const account = dialog.getByRole('combobox', { name: /Oson Account/ });
    await account.selectOption(
      (await account.locator('option', { hasText: DEVICE }).getAttribute('value')) ?? '',
    );
    await dialog.getByLabel(/Card Number/).fill('9860 1234 5678');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The card number must have exactly 16 digits.').waitFor();
    await dialog.getByLabel(/Card Number/).fill('9860 4444 5555 6666');
    await dialog.getByLabel(/Owner Name/).fill('E2E Owner');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByRole('article', { name: '9860 4444 5555 6666' });
    await card.waitFor();
    expect(await card.innerText()).toContain('E2E Owner');
    expect(await card.innerText()).toContain(DEVICE);
    expect(await card.getByText('Primary account').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Edit: 6666' }).click();
    await dialog.getByRole('combobox', { name: /Payment System/ }).selectOption('UZCARD');
    await dialog.getByLabel(/Balance/).fill('750000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByRole('img', { name: 'UZCARD' }).waitFor();
    await card.getByText(/750\s000 so'm/).waitFor();

    await card.getByRole('button', { name: 'Delete: 6666' }).click();
    await dialog.getByText('Are you sure you want to delete this card?').waitFor();
    await dialog.getByRole('button', { name: /Delete/ }).click();
    await card.waitFor({ state: 'detached' });
  });
});

describe('platforms', () => {
  it('adds a platform, copies its key, and a blank password on edit keeps the old one', async () => {
    await page.getByRole('menuitem', { name: 'Platformalar', exact: true }).click();
    await page.getByRole('heading', { name: 'Manage Platforms', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Platform' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Platform Name/).fill('E2E Casino');
    await dialog.getByLabel(/API Key/).fill('e2e-api-key-123');
    await dialog.getByLabel(/^Login/).fill('e2e-login');
    await dialog.getByLabel(/Workplace ID/).fill('WP-E2E');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Password is required for new platforms.').waitFor();
    await dialog.getByLabel(/^Password/).fill('first-password');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const tile = page.getByRole('article', { name: 'E2E Casino' });
    await tile.waitFor();
    expect(await tile.innerText()).not.toContain('e2e-api-key-123');
    await tile.getByRole('button', { name: 'Copy API Key: E2E Casino' }).click();
    await tile.getByRole('button', { name: 'Copied!: E2E Casino' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('e2e-api-key-123');
    await tile.getByRole('button', { name: 'Copy API Key: E2E Casino' }).waitFor({ timeout: 5000 });

    await tile.getByRole('button', { name: 'Edit: E2E Casino' }).click();
    await dialog.getByLabel(/API Key/).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('input')].some((input) => input.value === 'e2e-api-key-123'),
    );
    await dialog.getByLabel(/^Login/).fill('e2e-login-2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await tile.getByText('e2e-login-2').waitFor();

    // The blank password kept the stored one: checked where it lives, never in a response.
    const rows = queryServerDb<{ password: string; login: string }>(
      suite.server.dataDir,
      'SELECT password, login FROM platforms WHERE name = ?',
      'E2E Casino',
    );
    expect(rows).toEqual([{ password: 'first-password', login: 'e2e-login-2' }]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
